import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { Worker, type Job } from 'bullmq';
import type { CoreContext } from '@fitrater/core';
import { createFairShare, createProducer, createRedis, type FairShare, type Producer } from '@fitrater/platform';
import { createTestEnvironment, type TestEnvironment } from '@fitrater/test-support';
import { fairShareGate, type FairShareGate } from '../../src/fair-share-gate';

/**
 * A member's job must never sit parked (FAIR_SHARE_PARK_MS) while the member has a free place.
 * Two windows let that happen: the member's other job ends between the moment a new job is told
 * "park" and the moment it is actually parked (a delayed BullMQ job); the end then promotes a job
 * that is not parked yet (the producer has not added it; the worker has not moved it to delayed),
 * so the promotion is lost and the job waits out the whole park alone. Each test below puts the
 * other job's end exactly in that window, with the real producer, gate, BullMQ and Redis
 * (QUEUE_USER_SHARE=1, so one running job fills the member's share).
 */
let env: TestEnvironment;
let ctx: CoreContext;
let gate: FairShareGate;
const cleanups: Array<() => Promise<unknown> | void> = [];

beforeAll(async () => {
  env = await createTestEnvironment({ QUEUE_USER_SHARE: '1' });
  ctx = await env.readyContext();
  gate = fairShareGate(ctx, 'closet');
}, 60_000);
afterAll(async () => {
  for (const clean of cleanups.reverse()) await clean();
  await env?.dispose();
});

const extract = (userId: string) => ({ ratingId: randomUUID(), userId });

/** Plays the closet worker by hand: takes the next job (with its lock token), as a worker slot does. */
async function closetWorker(): Promise<{ take(): Promise<{ job: Job; token: string }> }> {
  const connection = createRedis(ctx.config.redisUrl, 'blocking');
  const worker = new Worker('closet', null, { connection, prefix: ctx.config.queuePrefix, autorun: false });
  await worker.waitUntilReady();
  cleanups.push(async () => { await worker.close(); connection.disconnect(); });
  return {
    async take() {
      const token = randomUUID();
      const job = (await worker.getNextJob(token, { block: false })) as Job | undefined;
      if (!job) throw new Error('no job to take');
      return { job, token };
    },
  };
}

async function stateOf(id: string): Promise<string> {
  const job = await ctx.producer.queue('closet').getJob(id);
  return job ? job.getState() : 'missing';
}

describe('fair share: a member\'s only job is never parked while their place is free', () => {
  it('the member\'s running job ends while the producer is parking the next one', async () => {
    const userId = randomUUID();
    const worker = await closetWorker();
    const firstId = await ctx.producer.enqueue('closet.extract', extract(userId));
    const { job: first } = await worker.take();
    expect(first.id).toBe(firstId);
    // The producer's fair share, with the first job's end landing right after "park" is answered.
    const real = createFairShare(ctx.redis, ctx.config.redisPrefix, ctx.config.queueUserShare);
    const racing: FairShare = {
      release: real.release,
      async claim(queue, owner, jobId) {
        const admitted = await real.claim(queue, owner, jobId);
        if (!admitted) await gate.ended(first);
        return admitted;
      },
    };
    const producer: Producer = createProducer(ctx.redis, ctx.config.queuePrefix, racing);
    cleanups.push(() => producer.close());
    const secondId = await producer.enqueue('closet.extract', extract(userId));
    // The first job is gone: the second is the member's only one, and may run now.
    await expect.poll(() => stateOf(secondId), { timeout: 3_000 }).toBe('waiting');
  });

  it('the member\'s running job ends while the worker is parking the next one', async () => {
    await ctx.producer.queue('closet').drain(true);
    const userId = randomUUID();
    const worker = await closetWorker();
    // Two jobs let in by the producer before the member's share was counted against them:
    // as a job woken from its park (or retried) meets the worker while another of theirs runs.
    const firstId = await ctx.producer.enqueue('closet.extract', extract(userId));
    const { job: first, token: firstToken } = await worker.take();
    expect(first.id).toBe(firstId);
    expect(await gate.admit(first, firstToken)).toBe(true);
    const second = await ctx.producer.queue('closet').add('closet.extract', extract(userId), { jobId: `closet-extract-${randomUUID()}` });
    const { job: taken, token } = await worker.take();
    expect(taken.id).toBe(second.id);
    // The first job's end lands between "park" and the move to delayed.
    const moveToDelayed = taken.moveToDelayed.bind(taken);
    taken.moveToDelayed = async (timestamp: number, lockToken?: string) => {
      await gate.ended(first);
      return moveToDelayed(timestamp, lockToken);
    };
    expect(await gate.admit(taken, token)).toBe(false);
    await expect.poll(() => stateOf(second.id!), { timeout: 3_000 }).toBe('waiting');
  });
});
