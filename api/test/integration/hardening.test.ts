import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATING_JSON_BODY_LIMIT } from '@fitrater/contracts';
import { AUTH_LIMITS } from '@fitrater/core';
import { startTestStack, type TestStack } from '@fitrater/test-support';
import { httpClient, signUp, uniqueEmail, STRONG_PASSWORD } from '../client';

let stack: TestStack;
let http: ReturnType<typeof httpClient>;

beforeAll(async () => {
  // Limits at their real size; no rating worker: nothing here should reach the queue.
  stack = await startTestStack({ env: { RATE_LIMIT_SCALE: '1' }, workerQueues: ['default'] });
  http = httpClient(stack);
});
afterAll(async () => stack?.close());

/**
 * Announces a 14 MB body, sends the first 64 KB and waits: the answer must come without the
 * rest of the body (the old preHandler check made the api wait for, then parse, all of it).
 */
function postWithoutBody(path: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  const url = new URL(path, stack.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(RATING_JSON_BODY_LIMIT), ...headers } });
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error('no answer before the body was sent: the api waited for the body'));
    }, 5000);
    req.on('response', (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => {
        clearTimeout(timer);
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body });
      });
    });
    req.on('error', () => undefined);
    req.write(`{"occasion":"date","imageUrl":"data:image/jpeg;base64,${'A'.repeat(64 * 1024)}`);
  });
}

describe('authentication before the body is read', () => {
  it('answers 401 to an anonymous 14 MB rating upload without reading it', async () => {
    const res = await postWithoutBody('/api/ratings', {});
    expect(res.status).toBe(401);
    expect(JSON.parse(res.body).error.code).toBe('UNAUTHENTICATED');
  });

  it('does the same for a bad token, on every authenticated route with a body', async () => {
    for (const path of ['/api/ratings', '/api/user/profile-picture', '/api/auth/change-password']) {
      const res = await postWithoutBody(path, { authorization: 'Bearer fr_not-a-session' });
      expect(res.status, path).toBe(401);
    }
  });
});

describe('one validation path for the JSON and the multipart rate form', () => {
  const cases: Array<[string, Record<string, string>, string]> = [
    ['a 100-character custom occasion', { occasion: 'custom', customOccasion: 'x'.repeat(100), description: 'black dress' }, 'customOccasion'],
    ['a description over 1,000 characters', { occasion: 'date', description: 'y'.repeat(1001) }, 'description'],
    ['an occasion over 24 characters', { occasion: 'z'.repeat(40), description: 'black dress' }, 'occasion'],
    ['an unknown field', { occasion: 'date', description: 'black dress', mood: 'sunny' }, ''],
  ];
  for (const [label, fields, field] of cases) {
    it(`refuses ${label} with 400 in both forms`, async () => {
      const account = await signUp(stack);
      const json = await http.request('POST', '/api/ratings', { token: account.token, body: fields });
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      const multipart = await http.request('POST', '/api/ratings', { token: account.token, raw: form });
      for (const res of [json, multipart]) {
        expect(res.status).toBe(400);
        expect(res.body.error.code).toBe('VALIDATION');
        expect(res.body.error.message).toContain(field);
      }
      expect(multipart.body).toEqual(json.body);
      expect(await stack.ctx.db('ratings').where({ user_id: account.userId }).count<{ count: string }[]>('* as count')).toEqual([{ count: '0' }]);
    });
  }
});

describe('per-user limits on the expensive account routes', () => {
  it('limits change-password per user, whatever the client address', async () => {
    const account = await signUp(stack);
    const body = { currentPassword: 'Wrong#Guess123', newPassword: 'Another#Pass987' };
    for (let i = 0; i < AUTH_LIMITS.changePasswordUser.max; i++) {
      const res = await http.request('POST', '/api/auth/change-password', { token: account.token, body, headers: { 'x-forwarded-for': `10.0.0.${i}` } });
      expect(res.status).not.toBe(429);
    }
    const limited = await http.request('POST', '/api/auth/change-password', { token: account.token, body });
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('limits account deletion attempts per user', async () => {
    const account = await signUp(stack);
    for (let i = 0; i < AUTH_LIMITS.deleteAccountUser.max; i++) {
      expect((await http.request('DELETE', '/api/user', { token: account.token, body: { password: 'Wrong#Guess123' } })).status).not.toBe(429);
    }
    expect((await http.request('DELETE', '/api/user', { token: account.token, body: { password: STRONG_PASSWORD } })).status).toBe(429);
    // Another user is not affected.
    const other = await signUp(stack);
    expect((await http.request('DELETE', '/api/user', { token: other.token, body: { password: STRONG_PASSWORD } })).status).toBe(204);
  });

  it('limits profile-picture uploads per user', async () => {
    const account = await signUp(stack);
    const upload = () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array([1, 2, 3, 4])]), 'x.bin');
      return http.request('POST', '/api/user/profile-picture', { token: account.token, raw: form });
    };
    for (let i = 0; i < AUTH_LIMITS.profilePictureUser.max; i++) expect((await upload()).status).not.toBe(429);
    expect((await upload()).status).toBe(429);
  });
});

describe('client addresses come only from trusted proxies', () => {
  const register = (target: TestStack, forwardedFor: string) =>
    httpClient(target).request('POST', '/api/auth/register', {
      body: { name: 'Proxy Test', email: uniqueEmail('proxy'), password: STRONG_PASSWORD },
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('ignores X-Forwarded-For from a client that is not a listed proxy', async () => {
    // This stack trusts 10.0.0.0/8 only; the test connects from 127.0.0.1.
    const untrusted = await startTestStack({ env: { RATE_LIMIT_SCALE: '1', TRUST_PROXY: '10.0.0.0/8' }, workers: false });
    try {
      for (let i = 0; i < AUTH_LIMITS.registerIp.max; i++) expect((await register(untrusted, `203.0.113.${i}`)).status).toBe(201);
      expect((await register(untrusted, '203.0.113.200')).status).toBe(429);
    } finally {
      await untrusted.close();
    }
  });

  it('uses the address a listed proxy forwards', async () => {
    const proxied = await startTestStack({ env: { RATE_LIMIT_SCALE: '1', TRUST_PROXY: '127.0.0.1' }, workers: false });
    try {
      for (let i = 0; i < AUTH_LIMITS.registerIp.max; i++) expect((await register(proxied, '198.51.100.7')).status).toBe(201);
      expect((await register(proxied, '198.51.100.7')).status).toBe(429);
      expect((await register(proxied, '198.51.100.8')).status).toBe(201);
    } finally {
      await proxied.close();
    }
  });
});
