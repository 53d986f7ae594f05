import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, storedOutfit, type TestStack } from '@fitrater/test-support';
import { httpClient, signUp, STRONG_PASSWORD, uniqueEmail } from '../client';

let stack: TestStack;
let http: ReturnType<typeof httpClient>;

beforeAll(async () => {
  stack = await startTestStack({ workerQueues: ['default'] });
  http = httpClient(stack);
});
afterAll(async () => stack?.close());

const register = (name: string) => http.post('/api/auth/register', { name, email: uniqueEmail('names'), password: STRONG_PASSWORD });

describe('display names', () => {
  it.each([
    ['\u202E\u202E', 'NAME_TOO_SHORT'],
    ['a\u200B\u200B\u200B', 'NAME_TOO_SHORT'],
    ['\u3164\u3164\u3164', 'NAME_TOO_SHORT'],
    ['\u115F\u2800 \u200E', 'NAME_TOO_SHORT'],
    ['Fit\u200BRater Team \u2714', 'NAME_RESERVED'],
    ['F i t R a t e r', 'NAME_RESERVED'],
    ['\uFF41\uFF44\uFF4D\uFF49\uFF4E', 'NAME_RESERVED'],
    ['Adm1n', 'NAME_RESERVED'],
    ['Support\u00A0Team', 'NAME_RESERVED'],
    ['\u0430dmin', 'NAME_RESERVED'],
  ])('refuses %j with %s', async (name, code) => {
    const res = await register(name);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe(code);
  });

  it('keeps names normalised, without bidi controls or invisible characters', async () => {
    const account = await signUp(stack, { name: 'Zo\u00EB\u200D \u202EKim\u202C\u2066' });
    const profile = (await http.get('/api/user/profile', account.token)).body;
    expect(profile.name).toBe('Zo\u00EB Kim');
    const renamed = await http.request('PATCH', '/api/user/profile', { body: { name: '\uFF2C\uFF45\uFF41\u200F' }, token: account.token });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('Lea');
    const reserved = await http.request('PATCH', '/api/user/profile', { body: { name: 'FitRater\u2060Support' }, token: account.token });
    expect(reserved.body.error.code).toBe('NAME_RESERVED');
  });
});

describe('public handles', () => {
  it('suggests one from the first name, unique ignoring case, and lets the member change it under the same rules', async () => {
    const first = await signUp(stack, { name: 'Noor Haddad' });
    const second = await signUp(stack, { name: 'noor Other' });
    expect((await http.get('/api/user/handle', first.token)).body.handle).toBe('Noor');
    const secondHandle = (await http.get('/api/user/profile', second.token)).body.handle as string;
    expect(secondHandle).toMatch(/^noor\d+$/);

    const put = (handle: string, token = first.token) => http.request('PUT', '/api/user/handle', { body: { handle }, token });
    expect((await put('noor.h')).body).toEqual({ handle: 'noor.h' });
    expect((await put('NOOR.H', second.token)).body.error.code).toBe('HANDLE_TAKEN');
    expect((await put('admin')).body.error.code).toBe('NAME_RESERVED');
    expect((await put('fit_rater')).body.error.code).toBe('NAME_RESERVED');
    expect((await put('two words')).body.error.code).toBe('HANDLE_INVALID');
    expect((await put('\u200Bx\u200B')).body.error.code).toBe('NAME_TOO_SHORT');
    expect((await put('@\uFF4E\uFF4F\uFF4F\uFF52\u200B_x')).body).toEqual({ handle: 'noor_x' });
    expect((await http.request('PUT', '/api/user/handle', { body: { handle: 'x'.repeat(65) }, token: first.token })).status).toBe(400);
    expect((await http.request('PUT', '/api/user/handle', { body: { handle: 'ok' } })).status).toBe(401);
  });

  it('shows the handle, never the name or e-mail, on every community response strangers read', async () => {
    const owner = await signUp(stack, { name: 'Priya Secretname' });
    const viewer = await signUp(stack, { name: 'Viewer' });
    await stack.ctx.db('users').where({ id: viewer.userId }).update({ ratingsDone: 1 });
    const challengeId = (await http.get('/api/challenges/current', owner.token)).body.id as string;
    const entry = await http.post(`/api/challenges/${challengeId}/submissions`, { outfitId: await storedOutfit(stack.ctx, owner.userId) }, owner.token);
    expect(entry.status).toBe(201);
    expect(entry.body.user).toEqual({ username: 'Priya' });
    await http.post('/api/challenges/vote', { submissionId: entry.body.id, voteType: 'fire' }, viewer.token);
    const seen = [
      await http.get(`/api/challenges/submissions?challengeId=${challengeId}`, viewer.token),
      await http.get(`/api/challenges/leaderboard?challengeId=${challengeId}`, viewer.token),
      await http.get('/api/challenges/current', viewer.token),
      await http.get('/api/challenges?status=ended', viewer.token),
    ];
    for (const res of seen) {
      expect(res.status).toBe(200);
      const text = JSON.stringify(res.body);
      expect(text).not.toContain('Secretname');
      expect(text).not.toContain(owner.email);
    }
    expect(JSON.stringify(seen[0]!.body)).toContain('"username":"Priya"');
  });
});
