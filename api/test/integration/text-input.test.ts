import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserModel, userChangesSeen } from '@fitrater/core';
import { startTestStack, type TestStack } from '@fitrater/test-support';
import { httpClient, signUp } from '../client';

// Found by the fuzz test: a NUL character (seed 12345, FUZZ_CASES=40) or an unpaired surrogate in a
// JSON string (seed 3453620185) made Postgres refuse the statement and the api answer 500. Every
// route now refuses both with 400.
let stack: TestStack;
let http: ReturnType<typeof httpClient>;
beforeAll(async () => {
  stack = await startTestStack();
  http = httpClient(stack);
});
afterAll(async () => stack?.close());

describe('text Postgres cannot store (NUL, unpaired surrogates) in requests', () => {
  it('answer 400 VALIDATION, never 500, in bodies, query strings and multipart fields', async () => {
    const account = await signUp(stack);
    await UserModel.query(stack.ctx.db).patch({ premiumExpiresAt: new Date(Date.now() + 86_400_000) }).where({ id: account.userId });
    await userChangesSeen(stack.ctx);
    const cases = [
      await http.request('POST', '/api/user/style-preferences', { body: { preferredStyles: 'minimal\u0000chic' }, token: account.token }),
      await http.request('PATCH', '/api/user/profile', { body: { name: 'Ada\u0000' }, token: account.token }),
      await http.post('/api/closet/folders', { name: 'a\u0000b' }, account.token),
      await http.get('/api/ratings?cursor=%00', account.token),
    ];
    const form = new FormData();
    form.set('occasion', 'casual');
    form.set('description', 'jeans\u0000tee');
    cases.push(await http.request('POST', '/api/ratings', { raw: form, token: account.token }));
    for (const res of cases) {
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual({ code: 'VALIDATION', message: 'Invalid request: text may not contain NUL characters' });
    }
    expect((await http.get('/api/health')).status).toBe(200);
  });

  it('refuse an unpaired surrogate with 400 VALIDATION, keep what was stored, and accept a real pair', async () => {
    const account = await signUp(stack);
    await UserModel.query(stack.ctx.db).patch({ premiumExpiresAt: new Date(Date.now() + 86_400_000) }).where({ id: account.userId });
    await userChangesSeen(stack.ctx);
    const saved = await http.request('POST', '/api/user/style-preferences', { body: { preferredColors: ['navy'] }, token: account.token });
    expect(saved.status).toBe(200);
    // JSON text with the escapes written out, as a client would send it: JSON.stringify would do the same.
    const raw = (json: string) => http.request('POST', '/api/user/style-preferences', {
      raw: json, headers: { 'content-type': 'application/json' }, token: account.token,
    });
    const cases = [
      await raw('{"preferredStyles":[],"preferredColors":"\\ud800"}'),
      await raw('{"preferredColors":["x\\udc00y"]}'),
      await raw('{"brandPreferences":["\\ud83d"]}'),
      await http.request('PATCH', '/api/user/profile', { body: { name: 'Ada\udfff' }, token: account.token }),
      await http.post('/api/closet/folders', { name: '\ud800\ud800' }, account.token),
    ];
    for (const res of cases) {
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual({ code: 'VALIDATION', message: 'Invalid request: text must be valid Unicode (it holds an unpaired surrogate)' });
    }
    const after = await http.get('/api/user/style-preferences', account.token);
    expect(after.body.preferences.preferredColors).toEqual(['navy']);

    const paired = await http.request('POST', '/api/user/style-preferences', { raw: '{"preferredColors":["\\ud83d\\udc57 red"]}', headers: { 'content-type': 'application/json' }, token: account.token });
    expect(paired.status).toBe(200);
    expect(paired.body.preferences.preferredColors).toEqual(['\u{1F457} red']);
    expect((await http.get('/api/health')).status).toBe(200);
  });
});
