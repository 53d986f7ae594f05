import { ChatMessageModel } from '@fitrater/core';
import { startLoadStack } from '../lib/stack';
import { createUsers } from '../lib/users';
import { EventSocket } from '../lib/socket';
import { closedLoop, postJson } from '../lib/loop';
import { latencySummary, threshold } from '../lib/stats';
import type { Scenario } from './types';

const USERS = Number(process.env.LOAD_CHAT_USERS ?? 50);
const FIRST_TOKEN_MS = 300;
const THINK_MS = 1000;

/** 50 premium users chatting: send, first `chat.delta`, `chat.done`; the fake's first token after 300 ms. */
export const chatScenario: Scenario = {
  name: 'chat',
  summary: `${USERS} premium users send a chat message, read the streamed reply, think 1 s, repeat (fake first token ${FIRST_TOKEN_MS} ms); first-delta overhead p95 ≤ 100 ms, every reply done`,
  defaultDurationSeconds: 20,
  async run({ durationSeconds, log }) {
    const stack = await startLoadStack({ aiLatencyMs: FIRST_TOKEN_MS, workers: ['default,chat'] });
    try {
      const users = await createUsers(stack.ctx, USERS, { premium: true, tag: 'chat' });
      const sockets = await Promise.all(users.map((u) => EventSocket.open(stack.url, u.token)));
      const first: number[] = [];
      const whole: number[] = [];
      let sent = 0;
      let failed = 0;
      let lost = 0;
      log(`chat: ${USERS} users for ${durationSeconds} s`);
      await closedLoop(users, durationSeconds, THINK_MS, async (u, i) => {
        const started = performance.now();
        const res = await postJson(`${stack.url}/api/chat/send`, u.token, { message: 'What shoes go with a navy suit for a wedding?', personality: 'professional' });
        if (res.status !== 202) {
          failed++;
          return;
        }
        sent++;
        const replyId = res.body.replyId as string;
        try {
          const [delta, end] = await Promise.all([sockets[i]!.wait('chat.delta', replyId, 30_000), sockets[i]!.wait(['chat.done', 'chat.failed'], replyId, 30_000)]);
          if (end.event.type === 'chat.failed') failed++;
          first.push(delta.at - started);
          whole.push(end.at - started);
        } catch {
          lost++;
        }
      });
      sockets.forEach((s) => s.close());
      const overhead = first.map((ms) => ms - FIRST_TOKEN_MS);
      const stuck = await ChatMessageModel.query(stack.ctx.db).where({ status: 'streaming' }).resultSize();
      return {
        scenario: 'chat',
        description: `${USERS} premium users, think time ${THINK_MS} ms, openai engine against the fake streaming its first token after ${FIRST_TOKEN_MS} ms; overhead = first chat.delta − ${FIRST_TOKEN_MS} ms`,
        durationSeconds,
        metrics: { sent, failed, lost, stillStreaming: stuck, firstDelta: latencySummary(first), firstDeltaOverhead: latencySummary(overhead), wholeReply: latencySummary(whole) },
        thresholds: [
          threshold('first-delta overhead p95 (ms)', latencySummary(overhead).p95, '<=', 100),
          threshold('failed', failed, '==', 0),
          threshold('lost (no chat.done within 30 s)', lost, '==', 0),
          threshold('replies still streaming at the end', stuck, '==', 0),
        ],
      };
    } finally {
      await stack.close();
    }
  },
};
