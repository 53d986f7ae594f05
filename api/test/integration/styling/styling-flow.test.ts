import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { Value } from 'typebox/value';
import { Combination, GeneratedOutfit, OutfitAdvice, type StylingRequest } from '@fitrater/contracts';
import { startTestStack, type TestStack } from '@fitrater/test-support';
import { httpClient, signUp } from '../../client';
import { connectEvents } from '../../realtime-client';
import { CAMEL_OUTFIT, NAVY_OUTFIT, grantPremium, insertRating } from './fixtures';

let stack: TestStack;
let http: ReturnType<typeof httpClient>;

beforeAll(async () => {
  stack = await startTestStack();
  http = httpClient(stack);
});
afterAll(async () => stack?.close());

async function premiumAccount() {
  const account = await signUp(stack);
  await grantPremium(stack, account.userId);
  return account;
}

const doneOf = (requestId: string) => (e: { data: unknown }) => (e.data as { requestId: string }).requestId === requestId;

describe('premium styling through the queue, the workers and the socket (local engine)', () => {
  it('refuses every styling and trends route to free members with 403 PREMIUM_REQUIRED', async () => {
    const free = await signUp(stack);
    const id = randomUUID();
    const calls: [string, string, unknown?][] = [
      ['POST', '/api/premium/outfit-suggestion', { occasion: 'brunch' }], ['POST', '/api/outfits/combine', { occasion: 'brunch' }],
      ['POST', '/api/style-suggestions', { outfitId: id }], ['POST', '/api/suggestions', { description: 'jeans', occasion: 'general' }],
      ['GET', '/api/premium/suggestions'], ['GET', `/api/premium/suggestions/${id}`], ['GET', '/api/trends/current'], ['GET', '/api/trends/style-tip'],
      ['GET', '/api/trends'], ['POST', '/api/trends/generate', { season: 'current', timeframe: 'next_season' }], ['GET', '/api/user/trend-insights'],
      ['POST', `/api/trends/${id}/personalize`], ['POST', `/api/trend-insights/${id}/bookmark`, { bookmarked: true }],
      ['GET', '/api/user/style-preferences'], ['POST', '/api/user/style-preferences', { preferredStyles: 'classic' }],
    ];
    for (const [method, path, body] of calls) {
      const res = await http.request(method, path, { body, token: free.token });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.error.code).toBe('PREMIUM_REQUIRED');
    }
    expect((await http.post('/api/premium/outfit-suggestion', { occasion: 'brunch' })).status).toBe(401);
  });

  it('generates an outfit: 202, progress stages, then styling.done with a schema-valid answer kept in history', async () => {
    const account = await premiumAccount();
    const events = await connectEvents(stack.url, account.token);
    const bad = await http.post('/api/premium/outfit-suggestion', { occasion: 'Picnic' }, account.token);
    expect(bad.status).toBe(400);
    const res = await http.post('/api/premium/outfit-suggestion', { occasion: 'job-interview', weather: 'rainy', bodyType: 'petite' }, account.token);
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ requestId: expect.any(String), status: 'queued' });
    const done = await events.next('styling.done', doneOf(res.body.requestId), 20_000);
    const stages = events.events.filter((e) => e.type === 'styling.progress').map((e) => (e.data as { stage: string }).stage);
    expect(stages).toEqual(['reading', 'composing', 'checking', 'saving']);
    const result = (done.data as { result: StylingRequest }).result;
    expect(result).toMatchObject({ status: 'done', stage: 'done', percent: 100, kind: 'generate', occasion: 'job-interview', weather: 'rainy', engine: 'local' });
    expect(Value.Check(GeneratedOutfit, result.result)).toBe(true);
    const outfit = result.result as GeneratedOutfit;
    expect(outfit.weather_considerations).toMatch(/rain/i);
    expect(outfit.outfit.footwear).not.toMatch(/sneaker|trainer|running/i);
    const again = await http.get(`/api/premium/suggestions/${res.body.requestId}`, account.token);
    expect(again.body).toEqual(result);
    const history = await http.get('/api/premium/suggestions', account.token);
    expect(history.body.suggestions.map((s: StylingRequest) => s.id)).toEqual([res.body.requestId]);
    // Another member cannot read it.
    const other = await premiumAccount();
    expect((await http.get(`/api/premium/suggestions/${res.body.requestId}`, other.token)).status).toBe(404);
    events.close();
  });

  it('combines only from outfits rated 7 or more: a clear 422 below two, then a combination naming its sources', async () => {
    const account = await premiumAccount();
    await insertRating(stack, account.userId, 6.2, CAMEL_OUTFIT);
    const first = await insertRating(stack, account.userId, 8.1, NAVY_OUTFIT);
    const refused = await http.post('/api/outfits/combine', { occasion: 'date-night' }, account.token);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({ code: 'NOT_ENOUGH_OUTFITS' });
    expect(refused.body.error.message).toMatch(/rate 1 more outfit/);
    const second = await insertRating(stack, account.userId, 8.7, CAMEL_OUTFIT);
    const events = await connectEvents(stack.url, account.token);
    const res = await http.post('/api/outfits/combine', { occasion: 'date-night' }, account.token);
    expect(res.status).toBe(202);
    const done = await events.next('styling.done', doneOf(res.body.requestId), 20_000);
    const combo = (done.data as { result: StylingRequest }).result.result as Combination;
    expect(Value.Check(Combination, combo)).toBe(true);
    expect(combo.sourceRatingIds.sort()).toEqual([first, second].sort());
    // The best-scored piece of each part: the camel outfit's boots (8.8) over the navy outfit's sneakers (6.1).
    expect(combo.footwear).toMatch(/Chelsea boots/);
    expect(combo.top).toMatch(/white shirt/i);
    events.close();
  });

  it('advises on a rating from its own components (keeps what scored well), and 404s another member\'s rating', async () => {
    const account = await premiumAccount();
    const outfitId = await insertRating(stack, account.userId, 7.6, NAVY_OUTFIT, 'work');
    const events = await connectEvents(stack.url, account.token);
    const res = await http.post('/api/style-suggestions', { outfitId, currentRating: 10, originalComponents: {} }, account.token);
    expect(res.status).toBe(202);
    const done = await events.next('styling.done', doneOf(res.body.requestId), 20_000);
    const advice = (done.data as { result: StylingRequest }).result.result as OutfitAdvice;
    expect(Value.Check(OutfitAdvice, advice)).toBe(true);
    expect(advice.top.keepCurrent).toBe(true);
    expect(advice.shoes.keepCurrent).toBe(false);
    expect(advice.shoes.advice).toMatch(/6\.1/);
    expect(advice.overall).toMatch(/7\.6/);
    const other = await premiumAccount();
    expect((await http.post('/api/style-suggestions', { outfitId }, other.token)).status).toBe(404);
    events.close();
  });

  it('serves this season\'s trends, generates with live progress, personalises, bookmarks and keeps preferences', async () => {
    const account = await premiumAccount();
    const current = await http.get('/api/trends/current', account.token);
    expect(current.status).toBe(200);
    expect(current.body.trends.length).toBeGreaterThan(0);
    expect(current.body.trends.length).toBeLessThanOrEqual(5);
    expect(current.body.trends[0].imageUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    const tip = await http.get('/api/trends/style-tip', account.token);
    expect(tip.body.tip.text.length).toBeGreaterThan(10);
    const shoes = await http.get('/api/trends?category=footwear', account.token);
    expect(shoes.body.trends.every((t: { category: string }) => t.category === 'footwear')).toBe(true);
    expect((await http.get('/api/trends?category=hats', account.token)).status).toBe(400);

    const events = await connectEvents(stack.url, account.token);
    const gen = await http.post('/api/trends/generate', { season: 'current', timeframe: 'next_season' }, account.token);
    expect(gen.status).toBe(202);
    const done = await events.next('trends.done', doneOf(gen.body.requestId), 20_000);
    expect((done.data as { count: number }).count).toBeGreaterThan(0);
    expect(events.events.some((e) => e.type === 'trends.progress')).toBe(true);

    const saved = await http.post('/api/user/style-preferences', { preferredStyles: ' classic, ,minimal ', preferredColors: ['navy', ' burgundy '], avoidedStyles: 'boho,', budgetRange: 'mid-range' }, account.token);
    expect(saved.status).toBe(200);
    expect(saved.body.preferences).toMatchObject({ preferredStyles: ['classic', 'minimal'], preferredColors: ['navy', 'burgundy'], avoidedStyles: ['boho'], budgetRange: 'mid-range', sustainabilityPref: false });
    expect((await http.get('/api/user/style-preferences', account.token)).body).toEqual(saved.body);
    expect((await http.post('/api/user/style-preferences', { budgetRange: 'cheap' }, account.token)).status).toBe(400);

    const all = (await http.get('/api/trends', account.token)).body.trends as { id: string; tags: string[]; name: string }[];
    const trend = all[0]!;
    const insight = await http.post(`/api/trends/${trend.id}/personalize`, undefined, account.token);
    expect(insight.status).toBe(200);
    expect(insight.body).toMatchObject({ trendId: trend.id, isBookmarked: false });
    expect(insight.body.budgetFriendlyOptions.join(' ')).toMatch(/\$50 and \$200/);
    const marked = await http.post(`/api/trend-insights/${insight.body.id}/bookmark`, { bookmarked: true }, account.token);
    expect(marked.body.isBookmarked).toBe(true);
    const other = await premiumAccount();
    expect((await http.post(`/api/trend-insights/${insight.body.id}/bookmark`, { bookmarked: false }, other.token)).status).toBe(404);
    const list = await http.get('/api/user/trend-insights', account.token);
    expect(list.body.insights).toHaveLength(1);
    expect(list.body.insights[0]).toMatchObject({ id: insight.body.id, isBookmarked: true });
    events.close();
  });
});
