import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RatingModel, setRole } from '@fitrater/core';
import { FAKE_STYLIST_ANSWER, startFakeOpenAiServer, startTestStack, type FakeOpenAiServer, type TestStack } from '@fitrater/test-support';
import { httpClient, signUp } from '../../client';
import { dataUrl, outfitPhoto } from '../../fixtures';
import { connectEvents } from '../../realtime-client';

/**
 * A rating through the whole stack with AI_PROVIDER=openai and the default policy (fall back):
 * the model's failure never reaches the member, the row says which engine answered and why,
 * the blend and the model's own score are stored, and operators see the count per reason on
 * /metrics and the admin panel's engine route.
 */
const TOKEN = 'metrics-token-engine-0123456789';
let ai: FakeOpenAiServer;
let stack: TestStack;
let http: ReturnType<typeof httpClient>;

beforeAll(async () => {
  ai = await startFakeOpenAiServer();
  stack = await startTestStack({
    env: {
      AI_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-test-not-a-secret', OPENAI_BASE_URL: ai.url, OPENAI_MAX_RETRIES: '0',
      METRICS_TOKEN: TOKEN, FREE_MONTHLY_RATINGS: '10', LOCAL_VISION: 'off',
    },
  });
  http = httpClient(stack);
}, 60_000);
afterAll(async () => {
  await stack?.close();
  await ai?.close();
});

async function rate(token: string, body: Record<string, unknown>) {
  const events = await connectEvents(stack.url, token);
  try {
    const res = await http.post('/api/ratings', body, token);
    expect(res.status).toBe(202);
    const done = await events.next('rating.done', (e) => (e.data as { ratingId: string }).ratingId === res.body.ratingId, 30_000);
    return { id: res.body.ratingId as string, result: (done.data as { result: { overallRating: number; status: string; engine: string | null; engineFallback: string | null } }).result };
  } finally {
    events.close();
  }
}

describe('ratings when the model fails (OPENAI_ON_FAILURE=fallback, the default)', () => {
  it('the model answers: the stored score blends 0.6 built-in and 0.4 model, the model\'s own score is kept; the same photo keeps its score', async () => {
    const account = await signUp(stack);
    const photo = dataUrl(await outfitPhoto());
    const first = await rate(account.token, { imageUrl: photo, description: 'navy blazer, white shirt', occasion: 'work' });
    const row = (await RatingModel.query(stack.ctx.db).findById(first.id))!;
    expect(row).toMatchObject({ status: 'done', engine: 'openai', modelRating: FAKE_STYLIST_ANSWER.overallRating, engineFallback: null });
    // The socket's rating.done and the REST result both say the model answered.
    expect(first.result).toMatchObject({ engine: 'openai', engineFallback: null });
    expect((await http.get(`/api/ratings/${first.id}`, account.token)).body).toMatchObject({ engine: 'openai', engineFallback: null });
    expect(row.overallRating).not.toBe(FAKE_STYLIST_ANSWER.overallRating);
    // Asked again by another member (the model would now answer 3.0): the content cache keeps the score.
    ai.enqueue({ json: { ...FAKE_STYLIST_ANSWER, overallRating: 3 } });
    const other = await signUp(stack);
    const again = await rate(other.token, { imageUrl: photo, description: 'navy blazer, white shirt', occasion: 'work' });
    expect(again.result.overallRating).toBe(row.overallRating);
    expect((await RatingModel.query(stack.ctx.db).findById(again.id))!.modelRating).toBe(FAKE_STYLIST_ANSWER.overallRating);
  });

  it('the model is down: the built-in engine answers at once, the row says so, and the count shows on /metrics and the admin route', async () => {
    const account = await signUp(stack);
    ai.setQuirks({ rateLimitRetryAfter: 60 });
    const started = Date.now();
    const { id, result } = await rate(account.token, { description: 'grey suit, white shirt, black oxfords', occasion: 'wedding' });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(result.status).toBe('done');
    expect(await RatingModel.query(stack.ctx.db).findById(id)).toMatchObject({ engine: 'local', engineFallback: 'rate_limited', modelRating: null });
    expect(result).toMatchObject({ engine: 'local', engineFallback: 'rate_limited' });
    expect((await http.get(`/api/ratings/${id}`, account.token)).body).toMatchObject({ engine: 'local', engineFallback: 'rate_limited' });
    ai.setQuirks(null);

    const metrics = await (await fetch(`${stack.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
    expect(metrics).toMatch(/fitrater_engine_fallbacks_total\{capability="rating",reason="rate_limited"\} 1/);

    const admin = await signUp(stack);
    expect((await http.get('/api/admin/engine', account.token)).status).toBe(403);
    expect((await http.get('/api/admin/engine')).status).toBe(401);
    await setRole(stack.ctx, admin.email, 'admin');
    const status = await http.get('/api/admin/engine', admin.token);
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({ provider: 'openai', onFailure: 'fallback', blendWeight: 0.6 });
    expect(status.body.fallbacks).toContainEqual({ capability: 'rating', reason: 'rate_limited', count: 1 });
    expect(status.body.models.map((m: { capability: string }) => m.capability)).toEqual(['rating', 'chat', 'styling']);
    expect(status.body.models[0].probe).toMatchObject({ reachable: true, answerFormat: 'json_schema' });
  });
});
