import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_LIMITS } from '@fitrater/core';
import { startTestStack, type TestStack } from '@fitrater/test-support';
import { httpClient, uniqueEmail } from '../client';

let stack: TestStack;
let http: ReturnType<typeof httpClient>;

beforeAll(async () => {
  stack = await startTestStack({ env: { RATE_LIMIT_SCALE: '1' } });
  http = httpClient(stack);
});
afterAll(async () => stack?.close());

describe('rate limits backed by Redis', () => {
  it('limits login attempts per address with 429 and Retry-After', async () => {
    const email = uniqueEmail('brute');
    const statuses: number[] = [];
    for (let i = 0; i < AUTH_LIMITS.loginEmail.max + 1; i++) {
      statuses.push((await http.post('/api/auth/login', { email, password: 'Guess#12345' })).status);
    }
    expect(statuses.slice(0, AUTH_LIMITS.loginEmail.max).every((s) => s === 401)).toBe(true);
    const last = await http.post('/api/auth/login', { email, password: 'Guess#12345' });
    expect(last.status).toBe(429);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(last.body.error.code).toBe('RATE_LIMITED');
    // The counter lives in Redis under this deployment's prefix.
    const keys = await stack.ctx.redis.keys(`${stack.env.config.redisPrefix}:rl:login-email:*`);
    expect(keys).toHaveLength(1);
  });

  it('limits forgot-password per address', async () => {
    const email = uniqueEmail('flood');
    for (let i = 0; i < AUTH_LIMITS.forgotEmail.max; i++) {
      expect((await http.post('/api/auth/forgot-password', { email })).status).toBe(202);
    }
    expect((await http.post('/api/auth/forgot-password', { email })).status).toBe(429);
  });

  it('limits registrations per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < AUTH_LIMITS.registerIp.max + 1; i++) {
      // Invalid bodies are refused before the limiter; these are valid but weak, so nothing is stored.
      statuses.push((await http.post('/api/auth/register', { name: 'N', email: uniqueEmail('ip'), password: 'weak' })).status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s === 400)).toHaveLength(AUTH_LIMITS.registerIp.max);
  });

  it('limits code verification attempts per client address', async () => {
    const body = { tempUserId: '00000000-0000-4000-8000-000000000001', code: '000000' };
    let last = 0;
    for (let i = 0; i < AUTH_LIMITS.verifyIp.max + 1; i++) last = (await http.post('/api/auth/verify-email', body)).status;
    expect(last).toBe(429);
  });

  it('limits resend requests per client address', async () => {
    const body = { tempUserId: '00000000-0000-4000-8000-000000000002' };
    let last = 0;
    for (let i = 0; i < AUTH_LIMITS.resendIp.max + 1; i++) last = (await http.post('/api/auth/resend-code', body)).status;
    expect(last).toBe(429);
  });
});
