/**
 * F3: a rolling restart of the rating workers (SIGTERM one, start its replacement, then the other)
 * while ratings are in flight. A worker told to stop finishes the jobs it holds before it exits; the
 * queued ones go to the others. Every rating ends done, once, counted once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RatingModel, UsageCounterModel, UserModel } from '@fitrater/core';
import { spawnWorkers, startFakeOpenAiServer, startTestStack, waitUntil, type FakeOpenAiServer, type ProductProcess, type TestStack } from '@fitrater/test-support';
import { httpClient, signUp } from '../../client';
import { connectEvents, type EventClient } from '../../realtime-client';

const AI_MS = 1500;
let ai: FakeOpenAiServer;
let stack: TestStack;
const workers: ProductProcess[] = [];

beforeAll(async () => {
  ai = await startFakeOpenAiServer({ latencyMs: AI_MS });
  stack = await startTestStack({
    workerQueues: ['default'],
    env: {
      AI_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-test-not-a-secret', OPENAI_BASE_URL: ai.url, OPENAI_MAX_RETRIES: '0',
      FREE_MONTHLY_RATINGS: '10', WORKER_CONCURRENCY: '2', WORKER_LOCK_MS: '5000',
    },
  });
});

afterAll(async () => {
  await Promise.all(workers.map((w) => w.stop('SIGKILL')));
  await stack?.close();
  await ai?.close();
});

const start = () => {
  const w = spawnWorkers(stack.env.env, 'rating');
  workers.push(w);
  return w;
};
const engineCalls = () => ai.requests.filter((r) => r.path.endsWith('/chat/completions')).length;

describe('F3: rolling SIGTERM of the workers with ratings in flight', () => {
  it('finishes every rating once while each worker in turn is replaced', async () => {
    const http = httpClient(stack);
    const accounts = await Promise.all([0, 1, 2, 3].map(() => signUp(stack)));
    const sockets: EventClient[] = await Promise.all(accounts.map((a) => connectEvents(stack.url, a.token)));
    const a = start();
    const b = start();
    const ids: Array<{ user: number; ratingId: string }> = [];
    for (const [i, account] of accounts.entries()) {
      for (const n of [1, 2]) {
        const res = await http.post('/api/ratings', { description: `rolling ${i}-${n}: camel coat, cream knit, dark jeans`, occasion: 'travel' }, account.token);
        expect(res.status).toBe(202);
        ids.push({ user: i, ratingId: res.body.ratingId });
      }
    }
    // Both workers hold jobs (2 each): stop A, start its replacement, then the same for B.
    await waitUntil('four ratings in the engine', () => engineCalls() >= 4, 20_000, 20);
    // Exit 0 after finishing what it held: a dropped job would be rated again by another worker (engine calls below).
    expect(await a.stop('SIGTERM')).toBe(0);
    start();
    expect(await b.stop('SIGTERM')).toBe(0);
    start();

    for (const { user, ratingId } of ids) {
      await sockets[user]!.next('rating.done', (e) => (e.data as { ratingId: string }).ratingId === ratingId, 45_000);
    }
    await waitUntil('every rating job completed', async () => (await stack.ctx.producer.queue('rating').getJobCounts('completed')).completed === ids.length, 10_000);
    expect(engineCalls()).toBe(ids.length); // none rated twice
    const rows = await RatingModel.query(stack.ctx.db).whereIn('id', ids.map((r) => r.ratingId));
    expect(rows.map((r) => r.status)).toEqual(ids.map(() => 'done'));
    for (const account of accounts) {
      expect((await UserModel.query(stack.ctx.db).findById(account.userId))!.ratingsDone).toBe(2);
      expect((await UsageCounterModel.query(stack.ctx.db).where({ userId: account.userId }).first())!.used).toBe(2);
    }
    sockets.forEach((s) => s.close());
  }, 90_000);
});
