/**
 * F4: Redis crashes (SIGKILL) and comes back mid-run, AOF on (appendfsync always), on a redis-server
 * this test starts on its own port. Ratings in flight all finish, once; requests during the outage
 * answer at once (503) instead of hanging; the api and the users' sockets recover by themselves:
 * a rating posted afterwards streams to the socket opened before the crash.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RatingModel, UsageCounterModel, UserModel } from '@fitrater/core';
import { createTestEnvironment, findBinary, startFakeOpenAiServer, startThrowawayRedis, waitUntil, type FakeOpenAiServer, type TestEnvironment, type ThrowawayRedis } from '@fitrater/test-support';
import { connectEvents, type EventClient } from '../../realtime-client';
import { makeUser, processStack, timedPost } from './support';

let redis: ThrowawayRedis | null;
let ai: FakeOpenAiServer;
let env: TestEnvironment;
let stack: Awaited<ReturnType<typeof processStack>>;

beforeAll(async () => {
  redis = await startThrowawayRedis();
  if (!redis) return console.warn('\n!!! F4 SKIPPED: redis-server is not installed !!!\n');
  ai = await startFakeOpenAiServer({ latencyMs: 1500 });
  env = await createTestEnvironment({
    REDIS_URL: redis.url, AI_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-test-not-a-secret', OPENAI_BASE_URL: ai.url, OPENAI_MAX_RETRIES: '0',
    FREE_MONTHLY_RATINGS: '20', WORKER_LOCK_MS: '3000',
  });
  stack = await processStack(env.env, ['default,rating,media']);
}, 60_000);

afterAll(async () => {
  await stack?.stop();
  await env?.dispose();
  await ai?.close();
  await redis?.stop();
});

describe.skipIf(!findBinary('redis-server'))('F4: Redis restarted mid-run', () => {
  it('keeps every job, answers at once during the outage, and the api and sockets recover by themselves', async () => {
    const ctx = env.context();
    const users = await Promise.all([0, 1, 2].map((i) => makeUser(ctx, `f4-${i}`)));
    const sockets: EventClient[] = await Promise.all(users.map((u) => connectEvents(stack.url, u.token)));
    const before: Array<{ user: number; ratingId: string }> = [];
    for (const [i, u] of users.entries()) {
      for (const n of [1, 2]) {
        const res = await timedPost(`${stack.url}/api/ratings`, u.token, { description: `f4 ${i}-${n}: trench coat, striped tee, loafers`, occasion: 'work' });
        expect(res.status).toBe(202);
        before.push({ user: i, ratingId: res.body.ratingId });
      }
    }
    await waitUntil('ratings in the engine', () => ai.requests.length >= 2, 20_000, 20);

    await redis!.kill();
    // During the outage: a clear refusal within seconds, not a hang.
    const during = await timedPost(`${stack.url}/api/ratings`, users[0]!.token, { description: 'during the outage', occasion: 'work' });
    expect(during.status).toBe(503);
    expect(during.ms).toBeLessThan(5000);
    await new Promise((r) => setTimeout(r, 1500));
    await redis!.start();

    // Every rating accepted before the crash ends done, exactly once.
    await waitUntil('the ratings accepted before the crash to finish', async () =>
      (await RatingModel.query(ctx.db).whereIn('id', before.map((b) => b.ratingId)).where({ status: 'done' })).length === before.length, 45_000, 250);
    // The sockets opened before the crash still work: a new rating streams to them.
    await waitUntil('the api to see Redis again', async () => (await fetch(`${stack.url}/api/health`)).status === 200, 20_000, 250);
    for (const [i, u] of users.entries()) {
      const res = await timedPost(`${stack.url}/api/ratings`, u.token, { description: `f4 after ${i}: linen shirt, chinos`, occasion: 'casual' });
      expect(res.status).toBe(202);
      await sockets[i]!.next('rating.done', (e) => (e.data as { ratingId: string }).ratingId === res.body.ratingId, 30_000);
    }
    for (const u of users) {
      expect((await UserModel.query(ctx.db).findById(u.userId))!.ratingsDone).toBe(3);
      expect((await UsageCounterModel.query(ctx.db).where({ userId: u.userId }).first())!.used).toBe(3);
    }
    expect(await RatingModel.query(ctx.db).whereNot({ status: 'done' })).toHaveLength(0);
    sockets.forEach((s) => s.close());
  }, 120_000);
});

