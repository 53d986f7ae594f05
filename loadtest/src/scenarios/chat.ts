import { ChatMessageModel, chatReplyJobId } from '@fitrater/core';
import { startLoadStack } from '../lib/stack';
import { createUsers } from '../lib/users';
import { EventSocket } from '../lib/socket';
import { closedLoop, postJson, WARMUP_SECONDS } from '../lib/loop';
import { latencySummary, threshold } from '../lib/stats';
import { cpuMeter, jobTimes, legSummary, type Legs } from '../lib/legs';
import type { Scenario } from './types';

const USERS = Number(process.env.LOAD_CHAT_USERS ?? 50);
const FIRST_TOKEN_MS = 300;
const THINK_MS = 1000;

/** 50 premium users chatting: send, first `chat.delta`, `chat.done`; the fake's first token after 300 ms. */
export const chatScenario: Scenario = {
  name: 'chat',
  summary: `${USERS} premium users send a chat message, read the streamed reply, think 1 s, repeat (fake first token ${FIRST_TOKEN_MS} ms) after a ${WARMUP_SECONDS} s warm-up; first-delta overhead p95 ≤ 100 ms, every reply done`,
  defaultDurationSeconds: 20,
  async run({ durationSeconds, log }) {
    const stack = await startLoadStack({ aiLatencyMs: FIRST_TOKEN_MS, workers: ['default,chat'] });
    try {
      const users = await createUsers(stack.ctx, USERS, { premium: true, tag: 'chat' });
      const sockets = await Promise.all(users.map((u) => EventSocket.open(stack.url, u.token)));
      const first: number[] = [];
      const whole: number[] = [];
      const warmUpFirst: number[] = [];
      let sent = 0;
      let failed = 0;
      let lost = 0;
      const traced: Array<{ replyId: string; posted: number; accepted: number; arrived: number; publishedAt: number }> = [];
      log(`chat: ${USERS} users, warm-up ${WARMUP_SECONDS} s, then ${durationSeconds} s measured`);
      const measureFrom = performance.now() + WARMUP_SECONDS * 1000;
      let cpu: ReturnType<typeof cpuMeter> | null = null;
      let sentMeasured = 0;
      setTimeout(() => (cpu = cpuMeter([stack.api, ...stack.workers])), WARMUP_SECONDS * 1000);
      await closedLoop(users, WARMUP_SECONDS + durationSeconds, THINK_MS, async (u, i) => {
        const started = performance.now();
        const measured = started >= measureFrom;
        const res = await postJson(`${stack.url}/api/chat/send`, u.token, { message: 'What shoes go with a navy suit for a wedding?', personality: 'professional' });
        if (res.status !== 202) {
          failed++;
          return;
        }
        const accepted = performance.now();
        sent++;
        if (measured) sentMeasured++;
        const replyId = res.body.replyId as string;
        try {
          const [delta, end] = await Promise.all([sockets[i]!.wait('chat.delta', replyId, 30_000), sockets[i]!.wait(['chat.done', 'chat.failed'], replyId, 30_000)]);
          if (end.event.type === 'chat.failed') failed++;
          if (!measured) {
            warmUpFirst.push(delta.at - started);
            return;
          }
          first.push(delta.at - started);
          whole.push(end.at - started);
          const epoch = (perf: number) => performance.timeOrigin + perf;
          traced.push({ replyId, posted: epoch(started), accepted: epoch(accepted), arrived: epoch(delta.at), publishedAt: Date.parse(String((delta.event as { at?: string }).at)) });
        } catch {
          lost++;
        }
      });
      const cpuPerReply = (cpu as ReturnType<typeof cpuMeter> | null)?.perRequest(sentMeasured) ?? {};
      sockets.forEach((s) => s.close());
      // The first delta's legs: POST until 202; 202 until the worker takes the job; the job's start until
      // the delta is published, minus the fake's first-token latency; publish until the socket has it.
      const legs: Legs = { post: [], pickup: [], jobToPublishMinusAi: [], delivery: [] };
      for (const t of traced) {
        const job = await jobTimes(stack.ctx.producer, 'chat', chatReplyJobId(t.replyId));
        legs.post!.push(t.accepted - t.posted);
        legs.delivery!.push(t.arrived - t.publishedAt);
        if (!job) continue;
        legs.pickup!.push(job.processedOn - t.accepted);
        legs.jobToPublishMinusAi!.push(t.publishedAt - job.processedOn - FIRST_TOKEN_MS);
      }
      const overhead = first.map((ms) => ms - FIRST_TOKEN_MS);
      const warmUpOverhead = warmUpFirst.map((ms) => ms - FIRST_TOKEN_MS);
      const stuck = await ChatMessageModel.query(stack.ctx.db).where({ status: 'streaming' }).resultSize();
      return {
        scenario: 'chat',
        description: `${USERS} premium users, think time ${THINK_MS} ms, openai engine against the fake streaming its first token after ${FIRST_TOKEN_MS} ms; overhead = first chat.delta − ${FIRST_TOKEN_MS} ms, measured after a ${WARMUP_SECONDS} s warm-up at the same load (failures counted throughout)`,
        durationSeconds,
        metrics: { sent, failed, lost, stillStreaming: stuck, warmUpFirstDeltaOverhead: latencySummary(warmUpOverhead), firstDelta: latencySummary(first), firstDeltaOverhead: latencySummary(overhead), wholeReply: latencySummary(whole), firstDeltaLegs: legSummary(legs), cpuMsPerReply: cpuPerReply },
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
