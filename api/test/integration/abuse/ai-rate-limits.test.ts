import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '@fitrater/test-support';
import { httpClient, signUp } from '../../client';
import { CAMEL_OUTFIT, NAVY_OUTFIT, grantPremium, insertRating } from '../styling/fixtures';

/**
 * Every AI route has a per-member limit (AI_RATE_LIMIT_MAX, 2 a minute here; chat: CHAT_RATE_LIMIT_MAX)
 * that answers 429 {error:{code,message}} with Retry-After. No styling worker runs: the accepted
 * requests just wait in the queue, which is all a flood needs to cost.
 */
let stack: TestStack;
let http: ReturnType<typeof httpClient>;

beforeAll(async () => {
  stack = await startTestStack({
    workerQueues: ['default'],
    env: { AI_RATE_LIMIT_MAX: '2', AI_RATE_LIMIT_WINDOW_SECONDS: '60', CHAT_RATE_LIMIT_MAX: '2' },
  });
  http = httpClient(stack);
});
afterAll(async () => stack?.close());

async function premiumMember() {
  const account = await signUp(stack);
  await grantPremium(stack, account.userId);
  return account;
}

type Call = (token: string, userId: string) => Promise<{ path: string; body: unknown }>;
const calls: Record<string, Call> = {
  'POST /api/premium/outfit-suggestion': async () => ({ path: '/api/premium/outfit-suggestion', body: { occasion: 'brunch' } }),
  'POST /api/outfits/combine': async (_token, userId) => {
    await insertRating(stack, userId, 8.1, NAVY_OUTFIT);
    await insertRating(stack, userId, 8.4, CAMEL_OUTFIT);
    return { path: '/api/outfits/combine', body: { occasion: 'brunch' } };
  },
  'POST /api/style-suggestions': async (_token, userId) => ({ path: '/api/style-suggestions', body: { outfitId: await insertRating(stack, userId, 7.5, NAVY_OUTFIT) } }),
  'POST /api/suggestions': async () => ({ path: '/api/suggestions', body: { description: 'navy blazer and jeans', occasion: 'work' } }),
  'POST /api/trends/generate': async () => ({ path: '/api/trends/generate', body: { season: 'current', timeframe: 'next_season' } }),
  'POST /api/chat/send': async () => ({ path: '/api/chat/send', body: { message: 'What goes with a navy blazer?', personality: 'coach' } }),
};

describe('per-member limits on the AI routes', () => {
  for (const [name, prepare] of Object.entries(calls)) {
    it(`${name}: the third request in the window is 429 RATE_LIMITED with Retry-After; another member is unaffected`, async () => {
      const member = await premiumMember();
      const { path, body } = await prepare(member.token, member.userId);
      for (let i = 0; i < 2; i++) expect((await http.post(path, body, member.token)).status, `request ${i + 1}`).toBe(202);
      const limited = await http.post(path, body, member.token);
      expect(limited.status).toBe(429);
      expect(limited.body.error).toMatchObject({ code: 'RATE_LIMITED', message: expect.any(String) });
      const retryAfter = Number(limited.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(name.includes('chat') ? 600 : 60);
      const other = await premiumMember();
      const theirs = await prepare(other.token, other.userId);
      expect((await http.post(theirs.path, theirs.body, other.token)).status).toBe(202);
    });
  }

  it('the styling routes share one budget: two outfit suggestions leave no trend generation', async () => {
    const member = await premiumMember();
    for (let i = 0; i < 2; i++) expect((await http.post('/api/premium/outfit-suggestion', { occasion: 'brunch' }, member.token)).status).toBe(202);
    expect((await http.post('/api/trends/generate', {}, member.token)).status).toBe(429);
  });
});

describe('POST /api/suggestions takes a description, not a photo', () => {
  it('refuses imageUrl with a 400 that says where photos go, and queues nothing', async () => {
    const member = await premiumMember();
    const res = await http.post('/api/suggestions', { description: 'a red dress', imageUrl: 'data:image/jpeg;base64,/9j/4AAQ' }, member.token);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION', message: expect.stringMatching(/imageUrl is not accepted.*\/api\/ratings/) });
    expect(await stack.ctx.db('styling_requests').where({ user_id: member.userId }).count('* as n').first()).toMatchObject({ n: '0' });
  });

  it('answers 413 to a body over 16 KB (it accepted 15 MB)', async () => {
    const member = await premiumMember();
    const res = await http.post('/api/suggestions', { description: 'x'.repeat(500), occasion: 'work', padding: 'y'.repeat(20_000) }, member.token);
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('once a member is over the limit, their next requests are refused before the body is read: an unparsable body answers 429, not 400', async () => {
    const member = await premiumMember();
    for (let i = 0; i < 2; i++) expect((await http.post('/api/suggestions', { description: 'navy blazer and jeans', occasion: 'work' }, member.token)).status).toBe(202);
    expect((await http.post('/api/suggestions', { description: 'navy blazer and jeans', occasion: 'work' }, member.token)).status).toBe(429);
    const res = await fetch(`${stack.url}/api/suggestions`, {
      method: 'POST', headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' }, body: '{"description": not json',
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('RATE_LIMITED');
    // Another member's unparsable body is still a 400: the early refusal is only for a bucket known to be over.
    const other = await premiumMember();
    const theirs = await fetch(`${stack.url}/api/suggestions`, {
      method: 'POST', headers: { authorization: `Bearer ${other.token}`, 'content-type': 'application/json' }, body: '{"description": not json',
    });
    expect(theirs.status).toBe(400);
  });
});
