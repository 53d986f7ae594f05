import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnvironment, type TestEnvironment } from '@fitrater/test-support';
import { buildApp } from '../../src/app';
import { startTestStack, type TestStack } from '@fitrater/test-support';
import { httpClient, STRONG_PASSWORD, uniqueEmail } from '../client';

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({ workers: false });
});
afterAll(async () => stack?.close());

describe('health and failure modes', () => {
  it('reports ok with the version when Postgres and Redis are up', async () => {
    const res = await httpClient(stack).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', db: 'ok', redis: 'ok', version: expect.any(String), payments: { provider: 'sandbox', sandbox: true, checkout: 'open', auth: 'ok' } });
  });

  it('sends security headers with a strict CSP', async () => {
    const res = await httpClient(stack).get('/api/health');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await httpClient(stack).get('/api/nope');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
  });

  it('refuses bodies over the limit with 413', async () => {
    const res = await httpClient(stack).post('/api/auth/login', { email: 'a@b.co', password: 'x'.repeat(100 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('with Redis down', () => {
  let env: TestEnvironment;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let url: string;

  beforeAll(async () => {
    // A port nothing listens on: the fail-fast Redis client never becomes ready.
    env = await createTestEnvironment({ REDIS_URL: 'redis://127.0.0.1:1' });
    app = await buildApp({ ctx: env.context() });
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
    await env?.dispose().catch(() => undefined);
  });

  it('health says 503 and names Redis', async () => {
    const res = await httpClient({ url }).get('/api/health');
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ status: 'degraded', db: 'ok', redis: 'down' });
  });

  it('work that needs the queue fails fast with 503, not a hang, and leaves nothing behind', async () => {
    const email = uniqueEmail('down');
    const started = performance.now();
    const res = await httpClient({ url }).post('/api/auth/register', { name: 'Down', email, password: STRONG_PASSWORD });
    const elapsed = performance.now() - started;
    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe('SERVICE_UNAVAILABLE');
    expect(elapsed).toBeLessThan(3000);
    const ctx = env.context();
    expect(await ctx.db('pending_registrations').where({ email })).toHaveLength(0);
  });
});
