import { CHAT_HISTORY_PAGE_SIZE, type ChatHistory, type ChatHistoryQuery } from '@fitrater/contracts';
import type { CoreContext } from '../context';
import { AppError } from '@fitrater/platform';
import { deleteAllMessages, findOwnMessage, messagesNewestFirst } from './chat-message.repository';
import { toApiChatMessage } from './chat-view';
import { withStreamingText } from './streaming-text';

/** A page of the conversation, oldest first; `before` pages backwards from a message. */
export async function chatHistory(ctx: CoreContext, userId: string, query: ChatHistoryQuery): Promise<ChatHistory> {
  const limit = query.limit ?? CHAT_HISTORY_PAGE_SIZE;
  const anchor = query.before ? await findOwnMessage(ctx.db, userId, query.before) : undefined;
  if (query.before && !anchor) throw new AppError('NOT_FOUND', 'Message not found');
  const rows = await messagesNewestFirst(ctx.db, userId, limit + 1, anchor);
  const page = await withStreamingText(ctx, rows.slice(0, limit).reverse());
  return { messages: page.map(toApiChatMessage), hasMore: rows.length > limit };
}

/** Clears the conversation with its photos. A reply still streaming stops at its next write. */
export async function clearChatHistory(ctx: CoreContext, userId: string): Promise<void> {
  await deleteAllMessages(ctx.db, userId);
  await ctx.storage.deletePrefix(`users/${userId}/chat/`);
}

/** A message's photo, for its owner only (another user's id is a 404). */
export async function chatImage(ctx: CoreContext, userId: string, messageId: string): Promise<{ bytes: Buffer; type: string }> {
  const row = await findOwnMessage(ctx.db, userId, messageId);
  const bytes = row?.imageKey ? await ctx.storage.get(row.imageKey) : null;
  if (!row || !bytes) throw new AppError('NOT_FOUND', 'No photo for this message');
  return { bytes, type: row.imageType ?? 'application/octet-stream' };
}
