import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserModel, userChangesSeen } from '@fitrater/core';
import { startTestStack, type TestStack } from '@fitrater/test-support';
import { httpClient, signUp } from '../client';

// Found by the fuzz test (seed 12345, FUZZ_CASES=40): a NUL character in stored text made Postgres
// refuse the statement and the api answer 500. Every route now refuses it with 400.
let stack: TestStack;
let http: ReturnType<typeof httpClient>;
beforeAll(async () => {
  stack = await startTestStack();
  http = httpClient(stack);
});
afterAll(async () => stack?.close());

describe('NUL characters in requests', () => {
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
});
