import autocannon from 'autocannon';
import { startLoadStack } from '../lib/stack';
import { createUsers, type LoadUser } from '../lib/users';
import { EventSocket } from '../lib/socket';
import { closedLoop, postJson } from '../lib/loop';
import { PROBE_NODE_ARGS, redisMemory, sampleProcess, type ProcessSample } from '../lib/probe';
import { threshold, type Threshold } from '../lib/stats';
import type { Scenario } from './types';
import { QUEUE_NAMES, RETENTION } from '@fitrater/platform';

/** Growth allowed between the sample after warm-up and the one at the end (both after a full GC). */
export const SOAK_TOLERANCE = {
  heap: { factor: 1.2, plusMb: 8 },
  rss: { factor: 1.25, plusMb: 40 },
  handles: { plus: 5 },
  /** Redis outside the job queues; the queues keep finished jobs up to RETENTION's counts instead. */
  redisPlusMb: 5,
  /** Jobs still waiting or running 2 s after the traffic stopped, per queue. */
  unfinishedJobs: 20,
};

async function sampleAll(stack: Awaited<ReturnType<typeof startLoadStack>>) {
  const processes: Record<string, ProcessSample> = {};
  for (const p of [stack.api, ...stack.workers]) processes[p.name] = await sampleProcess(p);
  return { at: new Date().toISOString(), processes, redis: await redisMemory(stack.ctx.redis, stack.env.config.redisPrefix, stack.env.config.queuePrefix, QUEUE_NAMES) };
}

/** Ratings, chat, reads and socket churn at a low steady rate; memory and handles compared at start and end. */
export const soakScenario: Scenario = {
  name: 'soak',
  summary: 'mixed traffic (reads 50/s, ratings and chat from 3 users each, socket churn 1/s) for 30 min by default; heap, RSS, open handles and Redis memory after warm-up vs at the end, within the stated tolerance',
  defaultDurationSeconds: 30 * 60,
  async run({ durationSeconds, log }) {
    // The processes of `npm start`: the workers, and the cards process rendering share cards (queue media).
    const stack = await startLoadStack({ aiLatencyMs: 300, nodeArgs: PROBE_NODE_ARGS, ipc: true, workers: ['default,rating,styling,chat', 'media'] });
    try {
      const users = await createUsers(stack.ctx, 10, { premium: true, tag: 'soak' });
      const warmupSeconds = Math.min(60, Math.max(2, Math.round(durationSeconds * 0.2)));
      const trafficSeconds = durationSeconds;
      const errors: Record<string, number> = {};
      const lostIds: string[] = [];
      const fail = (kind: string) => void (errors[kind] = (errors[kind] ?? 0) + 1);
      let requests = 0;
      let start: Awaited<ReturnType<typeof sampleAll>> | null = null;
      const traffic = async (phase: string, seconds: number) => {
        const sockets = new Map<string, EventSocket>();
        const socketOf = async (u: LoadUser) => sockets.get(u.id) ?? sockets.set(u.id, await EventSocket.open(stack.url, u.token)).get(u.id)!;
        const reads = autocannon({ url: `${stack.url}/api/user/profile`, connections: 5, duration: seconds, overallRate: 50, headers: { authorization: `Bearer ${users[0]!.token}` } });
        const ratings = closedLoop(users.slice(0, 3), seconds, 2000, async (u, i, n) => {
          const socket = await socketOf(u);
          const res = await postJson(`${stack.url}/api/ratings`, u.token, { description: `soak ${phase} ${i}-${n}: white tee and jeans`, occasion: 'casual' });
          requests++;
          if (res.status !== 202) return fail(`rating POST ${res.status}`);
          await socket.wait(['rating.done', 'rating.failed'], res.body.ratingId as string, 30_000).then((h) => h.event.type === 'rating.failed' && fail('rating.failed'), () => { fail('rating lost'); lostIds.push(res.body.ratingId as string); });
          socket.forget();
        });
        const chat = closedLoop(users.slice(3, 6), seconds, 2000, async (u) => {
          const socket = await socketOf(u);
          const res = await postJson(`${stack.url}/api/chat/send`, u.token, { message: 'Do white sneakers go with chinos?', personality: 'chill' });
          requests++;
          if (res.status !== 202) return fail(`chat send ${res.status}`);
          await socket.wait(['chat.done', 'chat.failed'], res.body.replyId as string, 30_000).then((h) => h.event.type === 'chat.failed' && fail('chat.failed'), () => fail('chat lost'));
          socket.forget();
        });
        // Socket churn: one socket opened and closed every second (leaked subscriptions or timers would pile up).
        const churn = closedLoop(users.slice(6), seconds, 1000, async (u) => {
          const socket = await EventSocket.open(stack.url, u.token).catch(() => null);
          if (!socket) return fail('socket open');
          socket.close();
        });
        const [read] = await Promise.all([reads, ratings, chat, churn]);
        for (const s of sockets.values()) s.close();
        requests += read.requests.total;
        if (read.non2xx) errors[`reads non-2xx`] = (errors['reads non-2xx'] ?? 0) + read.non2xx;
        if (read.errors) errors['reads errors'] = (errors['reads errors'] ?? 0) + read.errors;
      };
      log(`soak: warm-up ${warmupSeconds} s`);
      await traffic('warm-up', warmupSeconds);
      start = await sampleAll(stack);
      log(`soak: start sample ${JSON.stringify(start)}; traffic for ${trafficSeconds} s`);
      await traffic('run', trafficSeconds);
      await new Promise((r) => setTimeout(r, 2000)); // let the last jobs and sockets settle
      const end = await sampleAll(stack);
      if (lostIds.length) log(`lost: ${JSON.stringify(await stack.ctx.db('ratings').whereIn('id', lostIds).select('id', 'status', 'stage', 'created_at', 'completed_at'))}`);
      log(`soak: end sample ${JSON.stringify(end)}`);
      const thresholds: Threshold[] = [threshold('failed requests', Object.values(errors).reduce((a, b) => a + b, 0), '==', 0)];
      for (const name of Object.keys(start.processes)) {
        const a = start.processes[name]!;
        const b = end.processes[name]!;
        thresholds.push(
          threshold(`${name} heap end (MB), start ${a.heapMb}`, b.heapMb, '<=', Math.round((a.heapMb * SOAK_TOLERANCE.heap.factor + SOAK_TOLERANCE.heap.plusMb) * 10) / 10),
          threshold(`${name} RSS end (MB), start ${a.rssMb}`, b.rssMb, '<=', Math.round((a.rssMb * SOAK_TOLERANCE.rss.factor + SOAK_TOLERANCE.rss.plusMb) * 10) / 10),
          threshold(`${name} open handles end, start ${a.handles}`, b.handles, '<=', a.handles + SOAK_TOLERANCE.handles.plus),
        );
      }
      // The queues keep finished jobs up to RETENTION's counts (then drop the oldest): bounded by design,
      // so they are checked against those counts; everything else in Redis must stay flat.
      const mbOf = (kb: number) => Math.round(kb / 10.24) / 100;
      thresholds.push(threshold(`Redis memory outside the queues end (MB), start ${mbOf(start.redis.otherKb)}`, mbOf(end.redis.otherKb), '<=', Math.round((start.redis.otherKb / 1024 + SOAK_TOLERANCE.redisPlusMb) * 100) / 100));
      for (const [queue, counts] of Object.entries(end.redis.queues)) {
        if (counts.completed + counts.failed + counts.unfinished === 0) continue;
        thresholds.push(
          threshold(`${queue} queue: completed jobs kept`, counts.completed, '<=', RETENTION.removeOnComplete.count),
          threshold(`${queue} queue: failed jobs kept`, counts.failed, '<=', RETENTION.removeOnFail.count),
          threshold(`${queue} queue: jobs unfinished at the end`, counts.unfinished, '<=', SOAK_TOLERANCE.unfinishedJobs),
        );
      }
      return {
        scenario: 'soak',
        description: `warm-up ${warmupSeconds} s, then ${trafficSeconds} s of mixed traffic; samples after a full GC (tolerance: heap ×${SOAK_TOLERANCE.heap.factor} + ${SOAK_TOLERANCE.heap.plusMb} MB, RSS ×${SOAK_TOLERANCE.rss.factor} + ${SOAK_TOLERANCE.rss.plusMb} MB, handles + ${SOAK_TOLERANCE.handles.plus}, Redis outside the queues + ${SOAK_TOLERANCE.redisPlusMb} MB; queues within their retention counts)`,
        durationSeconds: warmupSeconds + trafficSeconds,
        metrics: { requests, errors, start, end },
        thresholds,
      };
    } finally {
      await stack.close();
    }
  },
};
