/**
 * F9 (ratings): the user's socket is dropped mid-rating. The row is the truth a reconnecting client
 * reads (stage so far), and the new socket gets `rating.done`. The chat half of F9 (a reply resumed
 * from `seq` without gaps or repeats) is api/test/integration/chat/chat-flow.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAiServer, startTestStack, type FakeOpenAiServer, type TestStack } from '@fitrater/test-support';
import { httpClient, signUp } from '../../client';
import { connectEvents } from '../../realtime-client';

let ai: FakeOpenAiServer;
let stack: TestStack;

beforeAll(async () => {
  ai = await startFakeOpenAiServer({ latencyMs: 2000 });
  stack = await startTestStack({ env: { AI_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-test-not-a-secret', OPENAI_BASE_URL: ai.url } });
});

afterAll(async () => {
  await stack?.close();
  await ai?.close();
});

describe('F9: socket dropped in the middle of a rating', () => {
  it('resumes: the row shows the stage reached, and the new socket receives rating.done', async () => {
    const http = httpClient(stack);
    const account = await signUp(stack);
    const first = await connectEvents(stack.url, account.token);
    const res = await http.post('/api/ratings', { description: 'olive bomber, white tee, black jeans', occasion: 'casual' }, account.token);
    const ratingId = res.body.ratingId as string;
    await first.next('rating.progress', (e) => (e.data as { stage: string }).stage === 'analysing', 15_000);
    first.socket.terminate(); // the network drops: no close handshake
    await first.closed;

    const second = await connectEvents(stack.url, account.token);
    const now = await http.get(`/api/ratings/${ratingId}`, account.token);
    expect(now.body).toMatchObject({ status: 'processing', stage: 'analysing' });
    const done = await second.next('rating.done', (e) => (e.data as { ratingId: string }).ratingId === ratingId, 20_000);
    expect((done.data as { result: { status: string } }).result.status).toBe('done');
    expect((await http.get(`/api/ratings/${ratingId}`, account.token)).body.status).toBe('done');
    second.close();
  }, 40_000);
});
