import { UserModel, userChangesSeen } from '@fitrater/core';
import type { ChatHistory } from '@fitrater/contracts';
import type { TestStack } from '@fitrater/test-support';
import { httpClient, signUp } from '../../client';
import type { EventClient } from '../../realtime-client';

/** A signed-up account with 30 days of premium. */
export async function premiumAccount(stack: TestStack) {
  const account = await signUp(stack);
  await UserModel.query(stack.ctx.db).patch({ premiumExpiresAt: new Date(Date.now() + 30 * 86_400_000) }).where({ id: account.userId });
  // The api serves users from memory until Postgres notifies the change.
  await userChangesSeen(stack.ctx);
  return account;
}

export type Delta = { replyId: string; seq: number; text: string };

export const deltasOf = (events: EventClient, replyId: string): Delta[] =>
  events.events.filter((e) => e.type === 'chat.delta' && (e.data as Delta).replyId === replyId).map((e) => e.data as Delta);

export const doneOf = (events: EventClient, replyId: string, timeoutMs = 20_000) =>
  events.next('chat.done', (e) => e.data.replyId === replyId, timeoutMs).then((e) => e.data.message);

export async function history(stack: TestStack, token: string, query = ''): Promise<ChatHistory> {
  const res = await httpClient(stack).get<ChatHistory>(`/api/chat/history${query}`, token);
  if (res.status !== 200) throw new Error(`history: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function send(stack: TestStack, token: string, message: string, personality = 'sassy', imageUrl: string | null = null) {
  const res = await httpClient(stack).post<{ messageId: string; replyId: string }>('/api/chat/send', { message, imageUrl, personality }, token);
  if (res.status !== 202) throw new Error(`send: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
