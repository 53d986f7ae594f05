import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GeneratedOutfit, StylingRequest } from '@fitrater/contracts';
import { startFakeOpenAiServer, startTestStack, type FakeOpenAiServer, type TestStack } from '@fitrater/test-support';
import { httpClient } from '../../client';
import { connectEvents } from '../../realtime-client';
import { doneOf, premiumAccount, send } from '../chat/support';

/**
 * With AI_PROVIDER=openai and the default policy (fall back), chat replies and styling requests
 * store the engine that actually answered: `openai` when the model did, `local` when the built-in
 * engine stood in because the model failed (against the OpenAI-wire fake's quirk modes).
 */
let ai: FakeOpenAiServer;
let stack: TestStack;
let http: ReturnType<typeof httpClient>;

beforeAll(async () => {
  ai = await startFakeOpenAiServer();
  stack = await startTestStack({
    env: { AI_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-test-not-a-secret', OPENAI_BASE_URL: ai.url, OPENAI_MAX_RETRIES: '0', LOCAL_VISION: 'off' },
  });
  http = httpClient(stack);
}, 60_000);
beforeEach(() => ai.reset());
afterAll(async () => {
  await stack?.close();
  await ai?.close();
});

const OUTFIT: GeneratedOutfit = {
  confidence_rating: 8.1,
  outfit: { top: 'White oxford shirt under a navy blazer', bottom: 'Grey wool trousers', footwear: 'Brown derby shoes', accessories: 'Leather watch', colors: ['white', 'navy', 'grey'] },
  styling_notes: 'Clean and calm.',
  weather_considerations: 'A trench coat over it for the rain.',
  body_type_tips: 'A tailored blazer sharpens the shoulders.',
};

const chatEngine = async (replyId: string) => (await stack.ctx.db('chat_messages').where({ id: replyId }).first('engine')).engine as string;

describe('chat records the engine that answered', () => {
  it('openai when the model streamed the reply', async () => {
    const account = await premiumAccount(stack);
    const events = await connectEvents(stack.url, account.token);
    ai.enqueue({ stream: ['Navy', ' and brown', ' work.'], chunkDelayMs: 5 });
    const { replyId } = await send(stack, account.token, 'Does navy go with brown?');
    expect((await doneOf(events, replyId)).message).toBe('Navy and brown work.');
    expect(await chatEngine(replyId)).toBe('openai');
    events.close();
  });

  // Not the 429 mode: its Retry-After would keep the model cooling down for the tests after it.
  for (const failure of ['unavailable (503)', 'refusal'] as const) {
    it(`local when the built-in chat answered because the model failed: ${failure}`, async () => {
      const account = await premiumAccount(stack);
      const events = await connectEvents(stack.url, account.token);
      if (failure === 'refusal') ai.setQuirks('refusal');
      else ai.enqueue({ status: 503 });
      const { replyId } = await send(stack, account.token, 'Does navy go with brown?');
      const done = await doneOf(events, replyId);
      expect(done.message.length).toBeGreaterThan(0);
      expect(done.status).toBe('done');
      expect(await chatEngine(replyId)).toBe('local');
      events.close();
    });
  }
});

describe('styling records the engine that answered', () => {
  async function suggest(token: string): Promise<StylingRequest> {
    const events = await connectEvents(stack.url, token);
    try {
      const res = await http.post('/api/premium/outfit-suggestion', { occasion: 'job-interview', weather: 'rainy' }, token);
      expect(res.status).toBe(202);
      const done = await events.next('styling.done', (e) => (e.data as { requestId: string }).requestId === res.body.requestId, 20_000);
      return (done.data as { result: StylingRequest }).result;
    } finally {
      events.close();
    }
  }

  it('openai when the model answered, local when the built-in engine stood in (503, then a refusal)', async () => {
    const account = await premiumAccount(stack);
    ai.enqueue({ json: OUTFIT });
    expect(await suggest(account.token)).toMatchObject({ status: 'done', engine: 'openai', result: OUTFIT });

    ai.enqueue({ status: 503 });
    const unavailable = await suggest(account.token);
    expect(unavailable).toMatchObject({ status: 'done', engine: 'local' });
    expect((await http.get(`/api/premium/suggestions/${unavailable.id}`, account.token)).body).toMatchObject({ engine: 'local' });

    ai.setQuirks('refusal');
    expect(await suggest(account.token)).toMatchObject({ status: 'done', engine: 'local' });
  }, 60_000);
});
