import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_CHAT_REPLY, startFakeOpenAiServer, type FakeOpenAiServer } from '@fitrater/test-support';
import { startTestStack, type TestStack } from '@fitrater/test-support';
import { dataUrl, outfitPhoto } from '../../fixtures';
import { connectEvents } from '../../realtime-client';
import { deltasOf, doneOf, history, premiumAccount, send } from './support';

let ai: FakeOpenAiServer;
let stack: TestStack;

beforeAll(async () => {
  ai = await startFakeOpenAiServer();
  stack = await startTestStack({ env: { AI_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-test-not-a-secret', OPENAI_BASE_URL: ai.url, OPENAI_MAX_RETRIES: '0', OPENAI_ON_FAILURE: 'fail' } });
});
beforeEach(() => ai.reset());
afterAll(async () => {
  await stack?.close();
  await ai?.close();
});

describe('the stylist chat through an OpenAI-compatible API, streamed', () => {
  it('relays the SSE stream as deltas, with the personality, language, context and photo in the request', async () => {
    const account = await premiumAccount(stack);
    const events = await connectEvents(stack.url, account.token);
    const first = await send(stack, account.token, 'Does navy go with brown?', 'vintage');
    const done = await doneOf(events, first.replyId);
    expect(done.message).toBe(FAKE_CHAT_REPLY.join(''));
    expect(deltasOf(events, first.replyId).map((d) => d.text).join('')).toBe(done.message);

    ai.enqueue({ stream: ['Lovely', ' photo', '.'], chunkDelayMs: 5 });
    const second = await send(stack, account.token, 'And this look?', 'brutal', dataUrl(await outfitPhoto()));
    expect((await doneOf(events, second.replyId)).message).toBe('Lovely photo.');
    const body = ai.requests.at(-1)!.body!;
    expect(body.stream).toBe(true);
    const system = body.messages[0]!;
    expect(system.role).toBe('system');
    expect(String(system.content)).toMatch(/brutally honest/i);
    expect(String(system.content)).toMatch(/English/);
    // The earlier turns are the context; the photo goes inline with the question.
    expect(body.messages.slice(1, 3)).toEqual([{ role: 'user', content: 'Does navy go with brown?' }, { role: 'assistant', content: FAKE_CHAT_REPLY.join('') }]);
    const question = body.messages.at(-1)!.content as Array<{ type: string; text?: string; image_url?: { url: string } }>;
    expect(question[0]).toEqual({ type: 'text', text: 'And this look?' });
    expect(question[1]!.image_url!.url).toMatch(/^data:image\/jpeg;base64,/);
    events.close();
  });

  it('fails the reply cleanly when the stream is cut in the middle', async () => {
    const account = await premiumAccount(stack);
    const events = await connectEvents(stack.url, account.token);
    ai.enqueue({ stream: ['One', ' two', ' three', ' four', ' five'], chunkDelayMs: 30, cutAfter: 3 });
    const { replyId } = await send(stack, account.token, 'What to wear tonight?', 'hype');
    const failed = await events.next('chat.failed', (e) => (e.data as { replyId: string }).replyId === replyId);
    expect(failed.data).toEqual({ replyId, error: { code: 'AI_UNAVAILABLE', message: expect.stringMatching(/cut off/) } });
    const reply = (await history(stack, account.token)).messages.find((m) => m.id === replyId)!;
    expect(reply).toMatchObject({ status: 'failed', message: '', error: { code: 'AI_UNAVAILABLE' } });
    expect(events.events.some((e) => e.type === 'chat.done')).toBe(false);
    events.close();
  });

  it('fails the reply when the stream ends without finishing', async () => {
    const account = await premiumAccount(stack);
    const events = await connectEvents(stack.url, account.token);
    ai.enqueue({ stream: ['Half', ' an', ' answer'], cutAfter: 3 });
    const { replyId } = await send(stack, account.token, 'Quick one', 'chill');
    await events.next('chat.failed', (e) => (e.data as { replyId: string }).replyId === replyId);
    expect((await history(stack, account.token)).messages.find((m) => m.id === replyId)!.status).toBe('failed');
    events.close();
  });
});
