import type { ChatMessage } from '@fitrater/contracts';
import type { ChatMessageModel } from './chat-message.model';

export const chatImageUrl = (id: string) => `/api/chat/messages/${id}/image`;

/** The API shape of a stored message; a streaming reply carries its text so far and its seq. */
export function toApiChatMessage(row: ChatMessageModel): ChatMessage {
  return {
    id: row.id,
    role: row.role,
    message: row.message,
    imageUrl: row.imageKey ? chatImageUrl(row.id) : null,
    personality: row.personality,
    status: row.status,
    seq: row.seq,
    error: row.status === 'failed' ? { code: row.errorCode ?? 'CHAT_FAILED', message: row.errorMessage ?? '' } : null,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
