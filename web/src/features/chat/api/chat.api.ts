import type { ChatHistory, ChatPersonality, ChatSendReply } from '@fitrater/contracts';
import { apiRequest } from '../../../lib/http';

export const CHAT_HISTORY_PATH = '/api/chat/history';

export function fetchChatHistory(before?: string): Promise<ChatHistory> {
  return apiRequest<ChatHistory>(before ? `${CHAT_HISTORY_PATH}?before=${encodeURIComponent(before)}` : CHAT_HISTORY_PATH);
}

export function sendChatMessage(body: { message: string; imageUrl: string | null; personality: ChatPersonality }): Promise<ChatSendReply> {
  return apiRequest<ChatSendReply>('/api/chat/send', { method: 'POST', body });
}

export function clearChatHistory(): Promise<void> {
  return apiRequest<void>(CHAT_HISTORY_PATH, { method: 'DELETE' });
}
