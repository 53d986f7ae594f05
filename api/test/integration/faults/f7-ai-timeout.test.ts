/**
 * F7 (timeout, through the queue): the AI never answers within OPENAI_TIMEOUT_MS. Each attempt gives
 * up at the timeout, the job is retried, and after the last attempt the user is told, the rating is
 * failed and its quota unit is back: no hang. The other F7 faults are covered where their code is:
 * 429/5xx/malformed/timeout in the engine (stylist/test/integration/openai.test.ts), 5xx and 429
 * through the rating workers (api/test/integration/ratings/openai-workers.test.ts), a schema-invalid
 * answer for styling (api/test/integration/styling/styling-openai.test.ts), a cut or unfinished
 * stream for chat (api/test/integration/chat/chat-openai.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UsageCounterModel } from '@fitrater/core';
import { startFakeOpenAiServer, startTestStack, type FakeOpenAiServer, type TestStack } from '@fitrater/test-support';
import { httpClient, signUp } from '../../client';
import { connectEvents } from '../../realtime-client';

let ai: FakeOpenAiServer;
let stack: TestStack;

beforeAll(async () => {
  ai = await startFakeOpenAiServer();
  stack = await startTestStack({
    env: { AI_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-test-not-a-secret', OPENAI_BASE_URL: ai.url, OPENAI_MAX_RETRIES: '0', OPENAI_TIMEOUT_MS: '400', OPENAI_ON_FAILURE: 'fail',
      // Retries wait a twentieth of the catalogue's delays (0.15 s and 0.3 s): the cut at the timeout is what is timed here.
      JOB_RETRY_DELAY_SCALE: '0.05' },
  });
});

afterAll(async () => {
  await stack?.close();
  await ai?.close();
});

describe('F7: the AI times out on every attempt', () => {
  it('fails the rating after the last attempt, returns the quota unit and tells the user', async () => {
    const http = httpClient(stack);
    const account = await signUp(stack);
    const events = await connectEvents(stack.url, account.token);
    ai.enqueue(...Array.from({ length: 6 }, () => ({ delayMs: 10_000 })));
    const started = Date.now();
    const res = await http.post('/api/ratings', { description: 'grey suit, white shirt, black oxfords', occasion: 'work' }, account.token);
    expect(res.status).toBe(202);
    const failed = await events.next('rating.failed', (e) => (e.data as { ratingId: string }).ratingId === res.body.ratingId, 40_000);
    expect((failed.data as { error: { code: string } }).error.code).toBe('AI_UNAVAILABLE');
    // Three attempts, each cut at the timeout: waiting for the 10 s answers would take 30 s at least.
    const calls = ai.requests.filter((r) => r.path.endsWith('/chat/completions'));
    expect(calls).toHaveLength(3);
    expect(Date.now() - started).toBeLessThan(30_000);
    expect((await UsageCounterModel.query(stack.ctx.db).where({ userId: account.userId }).first())?.used ?? 0).toBe(0);
    expect((await http.get(`/api/ratings/${res.body.ratingId}`, account.token)).body).toMatchObject({ status: 'failed', error: { code: 'AI_UNAVAILABLE' } });
    events.close();
  }, 60_000);
});
