import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeFlutterwave, startTestStack, type FakeFlutterwaveServer, type TestStack } from '@fitrater/test-support';
import { UserModel } from '@fitrater/core';
import { httpClient, signUp } from '../../client';

const HASH = 'flw-dashboard-secret-hash';

async function flutterwaveStack(flw: FakeFlutterwaveServer, env: Record<string, string> = {}) {
  return startTestStack({
    workerQueues: ['default'],
    env: {
      PAYMENT_PROVIDER: 'flutterwave', FLUTTERWAVE_SECRET_KEY: flw.secretKey, FLUTTERWAVE_WEBHOOK_HASH: HASH,
      FLUTTERWAVE_BASE_URL: flw.url, PAYMENT_TIMEOUT_MS: '2000', PUBLIC_URL: 'https://fitrater.example', ...env,
    },
  });
}

async function checkout(stack: TestStack) {
  const http = httpClient(stack);
  const account = await signUp(stack);
  const res = await http.post('/api/payment/initiate', undefined, account.token);
  expect(res.status).toBe(200);
  return { account, reference: res.body.reference as string };
}

const verifyCalls = (flw: FakeFlutterwaveServer, reference: string) =>
  flw.requests.filter((r) => r.path.startsWith('/v3/transactions/verify_by_reference') && r.path.includes(reference)).length;

describe('Flutterwave refusing our key (401 {data:null})', () => {
  let flw: FakeFlutterwaveServer;
  let stack: TestStack;
  beforeAll(async () => {
    flw = await startFakeFlutterwave();
    stack = await flutterwaveStack(flw);
  });
  afterAll(async () => {
    await stack?.close();
    await flw?.close();
  });

  it('is not "pending": verify answers 503, the refusal is counted and shown on /api/health and to admins; a fixed key clears it', async () => {
    const http = httpClient(stack);
    const { account, reference } = await checkout(stack);
    expect((await http.get('/api/health')).body.payments).toEqual({ provider: 'flutterwave', sandbox: false, checkout: 'open', auth: 'ok' });
    flw.rejectKeys(true);
    const refused = await http.post('/api/payment/verify', { tx_ref: reference }, account.token);
    expect(refused.status).toBe(503);
    expect(refused.body.error.code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    const health = await http.get('/api/health');
    expect(health.status).toBe(200);
    expect(health.body.payments).toMatchObject({ provider: 'flutterwave', auth: 'failing' });
    expect(JSON.stringify(health.body)).not.toContain(flw.secretKey);
    // The admin panel's view counts the refusals.
    const admin = await signUp(stack);
    await UserModel.query(stack.ctx.db).patch({ role: 'admin' }).where({ id: admin.userId });
    const status = await http.get('/api/admin/payments/status', admin.token);
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({ provider: 'flutterwave', sandbox: false, auth: 'failing', authFailures: 1, lastAuthFailureAt: expect.any(String) });
    expect((await http.get('/api/admin/payments/status', account.token)).status).toBe(403);
    // A new checkout is refused the same way, and counted.
    const other = await signUp(stack);
    expect((await http.post('/api/payment/initiate', undefined, other.token)).status).toBe(502);
    expect((await http.get('/api/admin/payments/status', admin.token)).body.authFailures).toBe(2);
    flw.rejectKeys(false);
    expect((await http.post('/api/payment/verify', { tx_ref: reference }, account.token)).body).toMatchObject({ status: 'pending' });
    expect((await http.get('/api/health')).body.payments.auth).toBe('ok');
  });

  it('200 concurrent verifications of one reference make one upstream call', async () => {
    const http = httpClient(stack);
    const { account, reference } = await checkout(stack);
    flw.settle(reference, { status: 'successful' });
    flw.verifyDelayMs = 300;
    try {
      const replies = await Promise.all(Array.from({ length: 200 }, () => http.post('/api/payment/verify', { tx_ref: reference }, account.token)));
      expect(replies.map((r) => r.status)).toEqual(replies.map(() => 200));
      expect(replies.every((r) => r.body.success === true && r.body.isPremium === true)).toBe(true);
    } finally {
      flw.verifyDelayMs = 0;
    }
    expect(verifyCalls(flw, reference)).toBe(1);
  });
});

describe('POST /api/payment/verify is limited per member', () => {
  let flw: FakeFlutterwaveServer;
  let stack: TestStack;
  beforeAll(async () => {
    flw = await startFakeFlutterwave();
    stack = await flutterwaveStack(flw, { RATE_LIMIT_SCALE: '1' });
  });
  afterAll(async () => {
    await stack?.close();
    await flw?.close();
  });

  it('answers 429 with Retry-After after 30 polls a minute, and 200 polls reach the provider at most 30 times', async () => {
    const http = httpClient(stack);
    const { account, reference } = await checkout(stack);
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 200; i++) {
      const res = await http.post('/api/payment/verify', { tx_ref: reference }, account.token);
      statuses.push(res.status);
      if (res.status === 429) retryAfter ??= res.headers.get('retry-after');
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(170);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    expect(verifyCalls(flw, reference)).toBeLessThanOrEqual(30);
  });
});

describe('the sandbox checkout on a public address', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ workerQueues: ['default'], env: { PAYMENT_PROVIDER: 'sandbox', PUBLIC_URL: 'https://fitrater.example.com' } });
  });
  afterAll(async () => stack?.close());

  it('is switched off: no checkout starts, the plan says so, /api/health marks it; everything else runs', async () => {
    const http = httpClient(stack);
    const account = await signUp(stack);
    const refused = await http.post('/api/payment/initiate', undefined, account.token);
    expect(refused.status).toBe(503);
    expect(refused.body.error).toEqual({ code: 'PAYMENTS_NOT_CONFIGURED', message: 'Payments are not configured yet' });
    expect((await http.get('/api/billing/plan')).body).toMatchObject({ provider: 'sandbox', testMode: true, checkoutAvailable: false });
    const health = await http.get('/api/health');
    expect(health.status).toBe(200);
    expect(health.body.payments).toEqual({ provider: 'sandbox', sandbox: true, checkout: 'off', auth: 'ok' });
    expect((await http.get('/sandbox-checkout/FR-0123456789abcdef0123456789abcdef')).status).toBe(404);
    expect((await http.get('/api/user/profile', account.token)).status).toBe(200);
  });
});
