import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { StyleDashboard } from '@fitrater/contracts';
import { startTestStack, type TestStack } from '@fitrater/test-support';
import { httpClient, signUp } from '../../client';
import { CAMEL_OUTFIT, NAVY_OUTFIT, grantPremium, insertRating } from './fixtures';

let stack: TestStack;
let http: ReturnType<typeof httpClient>;

beforeAll(async () => {
  stack = await startTestStack({ workerQueues: ['default'] });
  http = httpClient(stack);
});
afterAll(async () => stack?.close());

describe('GET /api/premium/style-dashboard', () => {
  it('is premium only', async () => {
    const free = await signUp(stack);
    const res = await http.get('/api/premium/style-dashboard', free.token);
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('PREMIUM_REQUIRED');
    expect((await http.get('/api/premium/style-dashboard')).status).toBe(401);
  });

  it('reads only the member\'s own finished ratings: scores oldest first, component averages, occasions, palette', async () => {
    const member = await signUp(stack);
    await grantPremium(stack, member.userId);
    const empty = await http.get('/api/premium/style-dashboard', member.token);
    expect(empty.body).toEqual({ totalOutfits: 0, scores: [], components: { top: null, bottom: null, footwear: null, accessories: null }, occasions: [], palette: [] });

    const first = await insertRating(stack, member.userId, 6.2, NAVY_OUTFIT, 'work');
    const second = await insertRating(stack, member.userId, 8.7, CAMEL_OUTFIT, 'date');
    const third = await insertRating(stack, member.userId, 8.1, NAVY_OUTFIT, 'date');
    await stack.ctx.db('ratings').update({ created_at: new Date(Date.now() - 3 * 86_400_000) }).where({ id: first });
    await stack.ctx.db('ratings').update({ created_at: new Date(Date.now() - 2 * 86_400_000) }).where({ id: second });
    const other = await signUp(stack);
    await insertRating(stack, other.userId, 2, CAMEL_OUTFIT, 'party');

    const res = await http.get('/api/premium/style-dashboard', member.token);
    expect(res.status).toBe(200);
    expect(Value.Check(StyleDashboard, res.body)).toBe(true);
    expect(res.body.totalOutfits).toBe(3);
    expect(res.body.scores.map((s: { ratingId: string }) => s.ratingId)).toEqual([first, second, third]);
    // top: 8.4, 7.2, 8.4 → 8.0; accessories not assessable on the camel outfit: (7.8 + 7.8) / 2.
    expect(res.body.components).toEqual({ top: 8, bottom: 8.1, footwear: 7, accessories: 7.8 });
    expect(res.body.occasions).toEqual([{ occasion: 'date', count: 2, average: 8.4 }, { occasion: 'work', count: 1, average: 6.2 }]);
    const palette = Object.fromEntries(res.body.palette.map((p: { colour: string; count: number }) => [p.colour, p.count]));
    expect(palette).toMatchObject({ white: 2, navy: 2, charcoal: 2, brown: 3, cream: 1 });
    expect(res.body.palette[0]).toMatchObject({ colour: 'brown', name: 'brown' });
    // Colour names follow the request's language.
    const arabic = await http.request('GET', '/api/premium/style-dashboard', { token: member.token, headers: { 'accept-language': 'ar' } });
    expect(arabic.body.palette[0]).toMatchObject({ colour: 'brown', name: 'البني' });
  });
});
