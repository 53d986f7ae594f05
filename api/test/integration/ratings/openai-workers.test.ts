import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { RatingModel, UsageCounterModel } from '@fitrater/core';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '@fitrater/test-support';
import { startTestStack, type TestStack } from '@fitrater/test-support';
import { httpClient, signUp } from '../../client';
import { dataUrl, outfitPhoto } from '../../fixtures';
import { connectEvents } from '../../realtime-client';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../../..');
let ai: FakeOpenAiServer;
let stack: TestStack;
let http: ReturnType<typeof httpClient>;
const children: ChildProcess[] = [];

beforeAll(async () => {
  ai = await startFakeOpenAiServer();
  // In-process workers serve mail only; ratings go to separate worker processes started by the tests.
  stack = await startTestStack({
    workerQueues: ['default'],
    env: {
      AI_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-test-not-a-secret', OPENAI_BASE_URL: ai.url, OPENAI_MAX_RETRIES: '0', OPENAI_ON_FAILURE: 'fail',
      OPENAI_TIMEOUT_MS: '20000', WORKER_LOCK_MS: '1500', FREE_MONTHLY_RATINGS: '10',
      // The rating job's retries wait 0.1 s and 0.2 s instead of the catalogue's 2 s and 4 s: the waits are not under test here.
      JOB_RETRY_DELAY_SCALE: '0.05',
    },
  });
  http = httpClient(stack);
});

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await stack?.close();
  await ai?.close();
});

function startRatingWorker(): ChildProcess {
  const child = spawn(process.execPath, [join(root, 'dist/workers/main.js')], {
    env: { ...process.env, ...stack.env.env, WORKER_QUEUES: 'rating,media', LOG_LEVEL: 'fatal' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(child);
  return child;
}

const usedUnits = async (userId: string) => (await UsageCounterModel.query(stack.ctx.db).where({ userId }).first())?.used ?? 0;

describe('ratings through the openai engine and worker processes', () => {
  it('fails with "AI Service Temporarily Unavailable" and gives the quota unit back when the AI keeps failing', async () => {
    const worker = startRatingWorker();
    const account = await signUp(stack);
    const events = await connectEvents(stack.url, account.token);
    // Every call fails: 3 job attempts, each with the engine's one schema retry.
    ai.enqueue(...Array.from({ length: 12 }, () => ({ status: 500 })));
    const res = await http.post('/api/ratings', { description: 'linen suit', occasion: 'wedding' }, account.token);
    expect(res.status).toBe(202);
    expect(await usedUnits(account.userId)).toBe(1);
    const failed = await events.next('rating.failed', undefined, 45_000);
    expect((failed.data as { error: { message: string } }).error.message).toMatch(/^AI Service Temporarily Unavailable/);
    const rating = await http.get(`/api/ratings/${res.body.ratingId}`, account.token);
    expect(rating.body).toMatchObject({ status: 'failed', stage: 'failed', error: { code: 'AI_UNAVAILABLE' } });
    expect(await usedUnits(account.userId)).toBe(0);
    events.close();
    ai.reset();
    worker.kill('SIGTERM');
    await new Promise((r) => worker.once('exit', r));
  }, 60_000);

  it('finishes once when the worker is killed mid-rating: one row, one quota unit, one result', async () => {
    const account = await signUp(stack);
    const events = await connectEvents(stack.url, account.token);
    // The first engine call hangs long enough to kill the worker while it waits.
    ai.enqueue({ delayMs: 15_000 });
    const first = startRatingWorker();
    const res = await http.post('/api/ratings', { imageUrl: dataUrl(await outfitPhoto()), description: 'navy blazer', occasion: 'work' }, account.token);
    await events.next('rating.progress', (e) => (e.data as { stage: string }).stage === 'analysing', 20_000);
    while (ai.requests.length === 0) await new Promise((r) => setTimeout(r, 50));
    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));
    expect((await RatingModel.query(stack.ctx.db).findById(res.body.ratingId))!.status).toBe('processing');

    const second = startRatingWorker();
    const done = await events.next('rating.done', undefined, 45_000);
    expect((done.data as { ratingId: string }).ratingId).toBe(res.body.ratingId);
    expect(await RatingModel.query(stack.ctx.db).where({ userId: account.userId })).toHaveLength(1);
    expect(await usedUnits(account.userId)).toBe(1);
    const rating = await http.get(`/api/ratings/${res.body.ratingId}`, account.token);
    expect(rating.body).toMatchObject({ status: 'done', newBadges: [expect.objectContaining({ badgeId: 'first-rating' })] });
    // The image went to the engine inline, as a data URL.
    const sent = JSON.stringify(ai.requests.at(-1)!.body);
    expect(sent).toContain('data:image/jpeg;base64,');
    events.close();
    second.kill('SIGTERM');
    await new Promise((r) => second.once('exit', r));
  }, 90_000);

  it('pauses the rating queue in every worker process on a 429 and then finishes without spending an attempt', async () => {
    // Two processes: the one that did not see the 429 must wait too.
    const workers = [startRatingWorker(), startRatingWorker()];
    const account = await signUp(stack);
    const events = await connectEvents(stack.url, account.token);
    ai.reset();
    ai.enqueue({ status: 429, retryAfter: 2 });
    const res = await http.post('/api/ratings', { description: 'camel coat, cream knit, dark jeans', occasion: 'travel' }, account.token);
    await events.next('rating.done', (e) => (e.data as { ratingId: string }).ratingId === res.body.ratingId, 45_000);
    const calls = ai.requests.filter((r) => r.path.endsWith('/chat/completions'));
    expect(calls).toHaveLength(2);
    // The queue waited for the Retry-After the provider asked for before trying again.
    expect(calls[1]!.receivedAt - calls[0]!.receivedAt).toBeGreaterThanOrEqual(1900);
    const job = await stack.ctx.producer.queue('rating').getJob(`rating-${res.body.ratingId}`);
    expect(job?.attemptsMade ?? 0).toBeLessThanOrEqual(1);
    expect(await usedUnits(account.userId)).toBe(1);
    events.close();
    for (const worker of workers) worker.kill('SIGTERM');
    await Promise.all(workers.map((worker) => new Promise((r) => worker.once('exit', r))));
  }, 60_000);
});
