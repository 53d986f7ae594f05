import { randomUUID } from 'node:crypto';
import type { ChatSendReply } from '@fitrater/contracts';
import type { CoreContext } from '../context';
import { inspectImage } from '@fitrater/platform';
import type { UserModel } from '../users';
import { deleteMessages, insertTurn } from './chat-message.repository';
import { checkChatInput, type RawChatInput } from './chat-input';
import { enforceChatMediaBudget, storeChatPhoto } from './chat-media';

/** Messages per user per window (CHAT_RATE_LIMIT_MAX per CHAT_RATE_LIMIT_WINDOW_SECONDS). */
export function chatRateRule(ctx: CoreContext) {
  return { name: 'chat-send', max: ctx.config.chatRateLimitMax, windowSeconds: ctx.config.chatRateLimitWindowSeconds, unscaled: true };
}

export const chatReplyJobId = (replyId: string) => `chat-${replyId}`;

/**
 * Stores the user's message and an empty reply (`streaming`, seq 0) in one statement, then
 * enqueues `chat.reply`. The photo is checked by its content like a rating photo and kept
 * downscaled (`storeChatPhoto`), within the member's chat media budget; nothing stays behind
 * when a step fails.
 */
export async function sendChatMessage(ctx: CoreContext, user: UserModel, raw: RawChatInput): Promise<ChatSendReply> {
  const input = checkChatInput(raw);
  if (input.imageBytes) await inspectImage(input.imageBytes);
  await ctx.rateLimiter.hit(chatRateRule(ctx), user.id);

  const messageId = randomUUID();
  const replyId = randomUUID();
  const photo = input.imageBytes ? await storeChatPhoto(ctx, user.id, messageId, input.imageBytes) : null;
  const imageKey = photo?.key ?? null;
  const imageType = photo ? 'image/jpeg' : null;
  const now = ctx.now();
  try {
    // Both rows in one statement (atomic on its own: no transaction round trips). The reply sorts
    // after its question even when both get the same timestamp.
    await insertTurn(ctx.db,
      {
        id: messageId, userId: user.id, role: 'user', message: input.text, personality: input.personality,
        language: user.language, status: 'done', seq: 0, imageKey, imageType, imageBytes: photo?.size ?? null, createdAt: now, completedAt: now,
      },
      {
        id: replyId, userId: user.id, role: 'assistant', message: '', personality: input.personality,
        language: user.language, status: 'streaming', seq: 0, replyTo: messageId, createdAt: new Date(now.getTime() + 1),
      },
    );
    await ctx.producer.enqueue('chat.reply', { replyId, userId: user.id });
  } catch (error) {
    await deleteMessages(ctx.db, [replyId, messageId]).catch(() => undefined);
    if (imageKey) await ctx.storage.delete(imageKey).catch(() => undefined);
    throw error;
  }
  if (photo) await enforceChatMediaBudget(ctx, user.id);
  return { messageId, replyId };
}
