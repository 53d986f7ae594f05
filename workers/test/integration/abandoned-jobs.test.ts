import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { Worker, type Job } from 'bullmq';
import { createSession, RatingModel, ratingGarments, UsageCounterModel, UserModel } from '@fitrater/core';
import { createRedis } from '@fitrater/platform';
import { startTestStack, type TestStack } from '@fitrater/test-support';
import { settleIfAbandoned } from '../../src/abandoned';

// Without workers: the test plays the worker that takes the job and then fails it, as BullMQ does
// with a job that stalled more often than allowed (its worker killed or starved past the lock).
let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ workers: false });
}, 120_000);
afterAll(async () => stack?.close());

async function signUpAndRate(): Promise<{ token: string; userId: string; ratingId: string }> {
  const email = `abandoned.${randomUUID().slice(0, 8)}@example.test`;
  const { ctx } = stack;
  const user = await UserModel.query(ctx.db).insertAndFetch({ email, name: 'Abandoned', passwordHash: 'x', role: 'user', language: 'en', welcomeEmailStatus: 'disabled' });
  const token = await createSession(ctx, user.id, 'test');
  const res = await fetch(`${stack.url}/api/ratings`, {
    method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ description: 'navy blazer, grey trousers, brown loafers', occasion: 'work' }),
  });
  expect(res.status).toBe(202);
  return { token, userId: user.id, ratingId: ((await res.json()) as { ratingId: string }).ratingId };
}

/** Plays a worker on the rating queue: takes the next job and fails it as the queue would. */
async function takeAndFail(worker: Worker, message: string, options: { final: boolean }): Promise<Job> {
  const token = randomUUID();
  const job = (await worker.getNextJob(token, { block: false })) as Job | undefined;
  expect(job?.name).toBe('outfit.rate');
  // `discard` is how a job ends without its remaining attempts, as a stalled-too-often job does.
  if (options.final) job!.discard();
  await job!.moveToFailed(new Error(message), token, false);
  return job!;
}

const used = async (userId: string) => (await UsageCounterModel.query(stack.ctx.db).where({ userId }).first())?.used ?? 0;

describe('a job the queue gives up on', () => {
  it('ends its rating as failed and gives the quota unit back, once; not while a retry is due', async () => {
    const { ctx } = stack;
    const connection = createRedis(ctx.config.redisUrl, 'blocking');
    const worker = new Worker('rating', null, { connection, prefix: ctx.config.queuePrefix, autorun: false });
    await worker.waitUntilReady();
    try {
      const { userId, ratingId } = await signUpAndRate();
      expect(await used(userId)).toBe(1);

      const retried = await takeAndFail(worker, 'worker crashed', { final: false });
      expect(await retried.getState()).not.toBe('failed');
      expect(await settleIfAbandoned(ctx, retried, new Error('worker crashed'))).toBe(false);
      expect((await RatingModel.query(ctx.db).findById(ratingId))?.status).toBe('queued');
      expect(await used(userId)).toBe(1);

      if ((await retried.getState()) === 'delayed') await retried.promote(); // skip the retry's backoff
      const abandoned = await takeAndFail(worker, 'job stalled more than allowable limit', { final: true });
      expect(await abandoned.getState()).toBe('failed');
      expect(await settleIfAbandoned(ctx, abandoned, new Error('job stalled more than allowable limit'))).toBe(true);
      expect(await RatingModel.query(ctx.db).findById(ratingId)).toMatchObject({ status: 'failed', stage: 'failed', errorCode: 'RATING_FAILED' });
      expect(await used(userId)).toBe(0);
      // The event seen twice changes nothing more.
      await settleIfAbandoned(ctx, abandoned, new Error('again'));
      expect(await used(userId)).toBe(0);
    } finally {
      await worker.close();
      connection.disconnect();
    }
  });

  it('ends a garment extraction it gives up on as failed, so the results screen stops waiting', async () => {
    const { ctx } = stack;
    const connection = createRedis(ctx.config.redisUrl, 'blocking');
    const worker = new Worker('closet', null, { connection, prefix: ctx.config.queuePrefix, autorun: false });
    await worker.waitUntilReady();
    try {
      const user = await UserModel.query(ctx.db).insertAndFetch({ email: `closet.${randomUUID().slice(0, 8)}@example.test`, name: 'C', passwordHash: 'x', role: 'user', language: 'en', welcomeEmailStatus: 'disabled' });
      const ratingId = randomUUID();
      await ctx.db('ratings').insert({
        id: ratingId, user_id: user.id, request_key: ratingId.slice(0, 20), status: 'done', stage: 'done', occasion: 'party', language: 'en',
        prepared_image_key: `users/${user.id}/ratings/${ratingId}/prepared.jpg`, content_hash: ratingId.replace(/-/g, '').padEnd(64, '0'), overall_rating: 7, completed_at: new Date(),
      });
      expect((await ratingGarments(ctx, user.id, ratingId)).status).toBe('queued');
      const token = randomUUID();
      const job = (await worker.getNextJob(token, { block: false })) as Job | undefined;
      expect(job?.name).toBe('closet.extract');
      job!.discard();
      await job!.moveToFailed(new Error('job stalled more than allowable limit'), token, false);
      expect(await settleIfAbandoned(ctx, job!, new Error('job stalled more than allowable limit'))).toBe(true);
      expect((await ratingGarments(ctx, user.id, ratingId))).toMatchObject({ status: 'failed', stage: 'failed', error: { code: 'EXTRACTION_FAILED' } });
    } finally {
      await worker.close();
      connection.disconnect();
    }
  });
});
