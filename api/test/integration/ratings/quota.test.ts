import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RatingModel, UsageCounterModel, userChangesSeen } from '@fitrater/core';
import { startTestStack, type TestStack } from '@fitrater/test-support';
import { httpClient, signUp } from '../../client';
import { dataUrl, outfitPhoto, pixelBomb } from '../../fixtures';

let stack: TestStack;
let http: ReturnType<typeof httpClient>;

beforeAll(async () => {
  // Only the mail worker runs (sign-up needs it): these tests are about what the API accepts.
  stack = await startTestStack({ workerQueues: ['default'] });
  http = httpClient(stack);
});
afterAll(async () => stack?.close());

const rate = (token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  http.request('POST', '/api/ratings', { token, body, headers });

describe('monthly quota', () => {
  it('allows 2 free ratings a month and says "Usage limit" after that', async () => {
    const account = await signUp(stack);
    expect((await http.get('/api/usage', account.token)).body).toMatchObject({ used: 0, limit: 2, remaining: 2, isPremium: false });
    expect((await rate(account.token, { description: 'jeans and a tee', occasion: 'casual' })).status).toBe(202);
    expect((await rate(account.token, { description: 'suit and tie', occasion: 'work' })).status).toBe(202);
    const third = await rate(account.token, { description: 'sweats', occasion: 'workout' });
    expect(third.status).toBe(429);
    expect(third.body.error.message).toMatch(/^Usage limit/);
    const usage = (await http.get('/api/usage', account.token)).body;
    expect(usage).toMatchObject({ used: 2, limit: 2, remaining: 0 });
    const next = new Date(usage.resetsAt);
    expect(next.getUTCDate()).toBe(1);
    expect(next.getTime()).toBeGreaterThan(Date.now());
  });

  it('never exceeds the limit under 20 concurrent requests', async () => {
    const account = await signUp(stack);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => rate(account.token, { description: `outfit number ${i}: linen shirt`, occasion: 'casual' })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 202)).toHaveLength(2);
    expect(statuses.filter((s) => s === 429)).toHaveLength(18);
    expect(await RatingModel.query(stack.ctx.db).where({ userId: account.userId })).toHaveLength(2);
    const counter = await UsageCounterModel.query(stack.ctx.db).where({ userId: account.userId }).first();
    expect(counter!.used).toBe(2);
  });

  it('gives premium members 100 a month', async () => {
    const account = await signUp(stack);
    await stack.ctx.db('users').update({ premium_expires_at: new Date(Date.now() + 5 * 86_400_000) }).where({ id: account.userId });
    await userChangesSeen(stack.ctx);
    expect((await http.get('/api/usage', account.token)).body).toMatchObject({ limit: 100, isPremium: true });
  });

  it('counts a double-clicked submit once', async () => {
    const account = await signUp(stack);
    const body = { description: 'striped shirt, navy chinos', occasion: 'brunch' };
    const [a, b] = await Promise.all([rate(account.token, body), rate(account.token, body)]);
    expect(a.status).toBe(202);
    expect(b.status).toBe(202);
    expect(a.body.ratingId).toBe(b.body.ratingId);
    const keyed = await rate(account.token, { ...body, occasion: 'date' }, { 'idempotency-key': 'form-submit-0001' });
    const again = await rate(account.token, { ...body, occasion: 'date' }, { 'idempotency-key': 'form-submit-0001' });
    expect(again.body.ratingId).toBe(keyed.body.ratingId);
    expect((await http.get('/api/usage', account.token)).body.used).toBe(2);
  });
});

describe('bad input is refused clearly and leaves nothing behind', () => {
  const cases: Array<[string, () => Promise<Record<string, unknown>>, number, RegExp]> = [
    ['wrong magic bytes', async () => ({ imageUrl: dataUrl(Buffer.from('<html><script>alert(1)</script></html>')), occasion: 'casual' }), 415, /Unsupported image format/],
    ['a truncated JPEG', async () => ({ imageUrl: dataUrl((await outfitPhoto()).subarray(0, 300)), occasion: 'casual' }), 415, /Unsupported image/],
    ['a pixel bomb', async () => ({ imageUrl: dataUrl(pixelBomb(), 'image/png'), occasion: 'casual' }), 415, /Unsupported image/],
    ['10 MB + 1 byte', async () => ({ imageUrl: dataUrl(Buffer.concat([await outfitPhoto(), Buffer.alloc(10 * 1024 * 1024 + 1)])), occasion: 'casual' }), 413, /^File too large/],
    ['an unknown occasion', async () => ({ description: 'jeans', occasion: 'moonwalk' }), 400, /Please select an occasion/],
    ['no occasion', async () => ({ description: 'jeans' }), 400, /Please select an occasion/],
    ['custom without text', async () => ({ description: 'jeans', occasion: 'custom', customOccasion: '   ' }), 400, /Please provide a custom occasion/],
    ['no photo and a blank description', async () => ({ imageUrl: null, description: '   ', occasion: 'casual' }), 400, /No description provided/],
    ['a description over 1000 characters', async () => ({ description: 'x'.repeat(1001), occasion: 'casual' }), 400, /description/],
  ];

  it.each(cases)('%s', async (_label, body, status, message) => {
    const account = await signUp(stack);
    const res = await rate(account.token, await body());
    expect(res.status).toBe(status);
    expect(res.body.error.message).toMatch(message);
    expect(await RatingModel.query(stack.ctx.db).where({ userId: account.userId })).toHaveLength(0);
    expect((await http.get('/api/usage', account.token)).body.used).toBe(0);
  });

  it('keeps HTML and SVG in the description as plain text', async () => {
    const account = await signUp(stack);
    const description = '<svg onload=alert(1)></svg> & </text><image href="/etc/passwd"/>';
    const res = await rate(account.token, { description, occasion: 'casual' });
    expect(res.status).toBe(202);
    expect((await http.get(`/api/ratings/${res.body.ratingId}`, account.token)).body.description).toBe(description);
  });

  it('needs a signed-in user', async () => {
    expect((await http.post('/api/ratings', { description: 'x', occasion: 'casual' })).status).toBe(401);
  });
});
