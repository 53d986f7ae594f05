/**
 * F2: a rating worker SIGKILLed after the result is committed in Postgres but before BullMQ hears
 * that the job is finished. The worker's Redis traffic goes through a proxy that freezes at the first
 * command after the commit (the `card.render` enqueue), so the kill lands exactly in that gap.
 * Another worker takes the stalled job over: the rating is announced, and nothing is done twice
 * (one engine call, one counted rating, one quota unit, badges once).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RatingModel, UsageCounterModel, UserBadgeModel, UserModel } from '@fitrater/core';
import { spawnWorkers, startFakeOpenAiServer, startTcpProxy, startTestStack, testRedisUrl, waitUntil, type FakeOpenAiServer, type ProductProcess, type TcpProxy, type TestStack } from '@fitrater/test-support';
import { httpClient, signUp } from '../../client';
import { connectEvents } from '../../realtime-client';

let ai: FakeOpenAiServer;
let stack: TestStack;
let proxy: TcpProxy;
const workers: ProductProcess[] = [];

beforeAll(async () => {
  ai = await startFakeOpenAiServer();
  // In-process workers serve mail only; ratings and cards run in worker processes started below.
  stack = await startTestStack({
    workerQueues: ['default'],
    env: { AI_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-test-not-a-secret', OPENAI_BASE_URL: ai.url, OPENAI_MAX_RETRIES: '0', WORKER_LOCK_MS: '1500' },
  });
  const redis = new URL(testRedisUrl());
  proxy = await startTcpProxy({ host: redis.hostname, port: Number(redis.port || 6379) });
});

afterAll(async () => {
  await Promise.all(workers.map((w) => w.stop('SIGKILL')));
  await proxy?.close();
  await stack?.close();
  await ai?.close();
});

describe('F2: worker killed between the committed result and the job acknowledgement', () => {
  it('is taken over, announced once more and counted once', async () => {
    const http = httpClient(stack);
    const account = await signUp(stack);
    const events = await connectEvents(stack.url, account.token);
    const viaProxy = new URL(stack.env.env.REDIS_URL!);
    viaProxy.host = `${proxy.host}:${proxy.port}`;
    // Worker A reaches Redis only through the proxy; it freezes at the first command after the commit.
    const a = spawnWorkers({ ...stack.env.env, REDIS_URL: viaProxy.toString() }, 'rating');
    workers.push(a);
    proxy.freezeOn('card.render');

    const res = await http.post('/api/ratings', { description: 'navy blazer, white shirt, grey trousers', occasion: 'work' }, account.token);
    expect(res.status).toBe(202);
    const ratingId = res.body.ratingId as string;
    await proxy.whenFrozen();
    const row = await RatingModel.query(stack.ctx.db).findById(ratingId);
    expect(row!.status).toBe('done'); // committed…
    const job = await stack.ctx.producer.queue('rating').getJob(`rating-${ratingId}`);
    expect(await job!.getState()).toBe('active'); // …but not acknowledged
    expect(await a.stop('SIGKILL')).toBe('SIGKILL');

    // Worker B, straight to Redis, takes the stalled job over once A's lock (1.5 s) runs out.
    workers.push(spawnWorkers(stack.env.env, 'rating,media'));
    await events.next('rating.done', (e) => (e.data as { ratingId: string }).ratingId === ratingId, 30_000);
    await waitUntil('the rating job to complete', async () => (await job!.getState()) === 'completed', 20_000);
    await waitUntil('the share card', async () => (await stack.ctx.producer.queue('media').getJob(`card-${ratingId}`))?.getState().then((s) => s === 'completed'), 30_000);

    // Nothing twice: one engine call, one counted rating, one quota unit, the first-rating badge once.
    expect(ai.requests.filter((r) => r.path.endsWith('/chat/completions'))).toHaveLength(1);
    expect(await RatingModel.query(stack.ctx.db).where({ userId: account.userId })).toHaveLength(1);
    expect((await UserModel.query(stack.ctx.db).findById(account.userId))!.ratingsDone).toBe(1);
    expect((await UsageCounterModel.query(stack.ctx.db).where({ userId: account.userId }).first())!.used).toBe(1);
    expect(await UserBadgeModel.query(stack.ctx.db).where({ userId: account.userId, badgeId: 'first-rating' })).toHaveLength(1);
    const rating = await http.get(`/api/ratings/${ratingId}`, account.token);
    expect(rating.body).toMatchObject({ status: 'done', newBadges: [expect.objectContaining({ badgeId: 'first-rating' })] });
    events.close();
  }, 60_000);
});
