import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GeneratedOutfit, type StylingRequest } from '@fitrater/contracts';
import { Value } from 'typebox/value';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '@fitrater/test-support';
import { startTestStack, type TestStack } from '@fitrater/test-support';
import { httpClient, signUp } from '../../client';
import { connectEvents } from '../../realtime-client';
import { grantPremium } from './fixtures';

let ai: FakeOpenAiServer;
let stack: TestStack;
let http: ReturnType<typeof httpClient>;

const ANSWER: GeneratedOutfit = {
  confidence_rating: 8.4,
  outfit: { top: 'Ivory silk blouse under a navy blazer', bottom: 'Charcoal tailored trousers', footwear: 'Black patent pumps', accessories: 'Pearl studs, structured tote', colors: ['ivory', 'navy', 'charcoal'] },
  styling_notes: 'Polished and calm.',
  weather_considerations: 'Patent leather shrugs off the rain.',
  body_type_tips: 'High-rise trousers lengthen the leg.',
};

beforeAll(async () => {
  ai = await startFakeOpenAiServer();
  stack = await startTestStack({ env: { AI_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-test-not-a-secret', OPENAI_BASE_URL: ai.url, OPENAI_MAX_RETRIES: '0', OPENAI_ON_FAILURE: 'fail' } });
  http = httpClient(stack);
});
afterAll(async () => {
  await stack?.close();
  await ai?.close();
});

describe('premium styling with AI_PROVIDER=openai (local OpenAI-wire server)', () => {
  it('stores the model\'s schema-checked answer; only the writer changes', async () => {
    const account = await signUp(stack);
    await grantPremium(stack, account.userId);
    const events = await connectEvents(stack.url, account.token);
    ai.enqueue({ json: ANSWER });
    const res = await http.post('/api/premium/outfit-suggestion', { occasion: 'job-interview', weather: 'rainy' }, account.token);
    expect(res.status).toBe(202);
    const done = await events.next('styling.done', (e) => (e.data as { requestId: string }).requestId === res.body.requestId, 20_000);
    const result = (done.data as { result: StylingRequest }).result;
    expect(result).toMatchObject({ engine: 'openai', status: 'done', result: ANSWER });
    const sent = JSON.stringify(ai.requests.at(-1)!.body);
    expect(sent).toContain('job-interview');
    expect(sent).not.toContain(account.email);
    events.close();
  });

  it('adds swatches to a names-only answer in the member\'s language; a name it does not know keeps its chip without one', async () => {
    const account = await signUp(stack);
    await grantPremium(stack, account.userId);
    expect((await http.request('PATCH', '/api/user/profile', { body: { language: 'de' }, token: account.token })).status).toBe(200);
    const events = await connectEvents(stack.url, account.token);
    ai.reset();
    ai.enqueue({ json: { ...ANSWER, outfit: { ...ANSWER.outfit, colors: ['Elfenbein', 'Marineblau', 'Mondschein'] } } });
    const res = await http.post('/api/premium/outfit-suggestion', { occasion: 'job-interview' }, account.token);
    await events.next('styling.done', (e) => (e.data as { requestId: string }).requestId === res.body.requestId, 20_000);
    expect(ai.requests).toHaveLength(1);
    const row = await http.get(`/api/premium/suggestions/${res.body.requestId}`, account.token);
    // The stored answer: the model's names as written, and the fabric colours of ivory and navy beside them.
    expect((row.body as StylingRequest).result).toMatchObject({ outfit: { colors: ['Elfenbein', 'Marineblau', 'Mondschein'], swatches: ['#fbf8e8', '#1c2841', null] } });
    expect(Value.Check(GeneratedOutfit, (row.body as StylingRequest).result)).toBe(true);
    events.close();
  });

  it('asks again after a schema-invalid answer, and fails the request as unavailable when the model keeps answering outside the schema', async () => {
    const account = await signUp(stack);
    await grantPremium(stack, account.userId);
    const events = await connectEvents(stack.url, account.token);
    ai.reset();
    ai.enqueue({ json: { ...ANSWER, confidence_rating: 42 } }, { json: ANSWER });
    const ok = await http.post('/api/premium/outfit-suggestion', { occasion: 'brunch' }, account.token);
    await events.next('styling.done', (e) => (e.data as { requestId: string }).requestId === ok.body.requestId, 20_000);
    expect(ai.requests).toHaveLength(2);

    ai.reset();
    // Three job attempts, each with one schema retry.
    ai.enqueue(...Array.from({ length: 6 }, () => ({ json: { outfit: 'a nice outfit' } })));
    const res = await http.post('/api/premium/outfit-suggestion', { occasion: 'brunch' }, account.token);
    const failed = await events.next('styling.failed', (e) => (e.data as { requestId: string }).requestId === res.body.requestId, 40_000);
    expect((failed.data as { error: { code: string; message: string } }).error).toMatchObject({ code: 'AI_UNAVAILABLE', message: expect.stringMatching(/^AI Service Temporarily Unavailable/) });
    const row = await http.get(`/api/premium/suggestions/${res.body.requestId}`, account.token);
    expect(row.body).toMatchObject({ status: 'failed', stage: 'failed', result: null, error: { code: 'AI_UNAVAILABLE' } });
    events.close();
  }, 60_000);
});
