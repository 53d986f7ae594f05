import { CHAT_HISTORY_PAGE_SIZE, type ChatHistory, type ChatHistoryQuery } from '@fitrater/contracts';
import type { CoreContext } from '../context';
import { AppError } from '@fitrater/platform';
import { ChatMessageModel } from './chat-message.model';
import { toApiChatMessage } from './chat-view';
import { withStreamingText } from './streaming-text';

/** A page of the conversation, oldest first; `before` pages backwards from a message. */
export async function chatHistory(ctx: CoreContext, userId: string, query: ChatHistoryQuery): Promise<ChatHistory> {
  const limit = query.limit ?? CHAT_HISTORY_PAGE_SIZE;
  const q = ChatMessageModel.query(ctx.db).where({ userId }).orderBy([{ column: 'createdAt', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(limit + 1);
  if (query.before) {
    const anchor = await ChatMessageModel.query(ctx.db).findOne({ id: query.before, userId });
    if (!anchor) throw new AppError('NOT_FOUND', 'Message not found');
    q.whereRaw('(created_at, id) < (?, ?)', [anchor.createdAt, anchor.id]);
  }
  const rows = await q;
  const page = await withStreamingText(ctx, rows.slice(0, limit).reverse());
  return { messages: page.map(toApiChatMessage), hasMore: rows.length > limit };
}

/** Clears the conversation with its photos. A reply still streaming stops at its next write. */
export async function clearChatHistory(ctx: CoreContext, userId: string): Promise<void> {
  await ChatMessageModel.query(ctx.db).delete().where({ userId });
  await ctx.storage.deletePrefix(`users/${userId}/chat/`);
}

/** A message's photo, for its owner only (another user's id is a 404). */
export async function chatImage(ctx: CoreContext, userId: string, messageId: string): Promise<{ bytes: Buffer; type: string }> {
  const row = await ChatMessageModel.query(ctx.db).findOne({ id: messageId, userId });
  const bytes = row?.imageKey ? await ctx.storage.get(row.imageKey) : null;
  if (!row || !bytes) throw new AppError('NOT_FOUND', 'No photo for this message');
  return { bytes, type: row.imageType ?? 'application/octet-stream' };
}
