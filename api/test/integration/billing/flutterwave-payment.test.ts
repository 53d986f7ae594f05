import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeFlutterwave, type FakeFlutterwaveServer } from '@fitrater/test-support';
import { PaymentTransactionModel, UserModel } from '@fitrater/core';
import { startTestStack, type TestStack } from '@fitrater/test-support';
import { httpClient, signUp } from '../../client';

const DAY = 86_400_000;
const HASH = 'flw-dashboard-secret-hash';
let stack: TestStack;
let flw: FakeFlutterwaveServer;
let http: ReturnType<typeof httpClient>;

beforeAll(async () => {
  flw = await startFakeFlutterwave();
  stack = await startTestStack({
    workerQueues: ['default'],
    env: {
      PAYMENT_PROVIDER: 'flutterwave', FLUTTERWAVE_SECRET_KEY: flw.secretKey, FLUTTERWAVE_WEBHOOK_HASH: HASH,
      FLUTTERWAVE_BASE_URL: flw.url, PAYMENT_TIMEOUT_MS: '500', PUBLIC_URL: 'https://fitrater.example',
    },
  });
  http = httpClient(stack);
});
afterAll(async () => {
  await stack?.close();
  await flw?.close();
});

async function checkout() {
  const account = await signUp(stack);
  const res = await http.post('/api/payment/initiate', undefined, account.token);
  expect(res.status).toBe(200);
  return { account, reference: res.body.reference as string, paymentUrl: res.body.paymentUrl as string };
}
const verify = (reference: string, token: string) => http.post('/api/payment/verify', { tx_ref: reference }, token);
const expiryOf = async (userId: string) => (await UserModel.query(stack.ctx.db).findById(userId))!.premiumExpiresAt;

describe('Flutterwave v3 provider', () => {
  it('initiates a Standard checkout with our reference, amount, currency, redirect and customer', async () => {
    const { account, reference, paymentUrl } = await checkout();
    expect(paymentUrl).toBe(`https://checkout.flutterwave.test/v3/hosted/pay/${reference}`);
    const sent = flw.requests.find((r) => r.path === '/v3/payments' && (r.body as { tx_ref: string }).tx_ref === reference)!;
    expect(sent.headers.authorization).toBe(`Bearer ${flw.secretKey}`);
    expect(sent.body).toMatchObject({ tx_ref: reference, amount: 10, currency: 'USD', redirect_url: 'https://fitrater.example/subscription-success', customer: { email: account.email } });
    // The plan's public answer never carries the secret.
    expect(JSON.stringify((await http.get('/api/billing/plan')).body)).not.toContain(flw.secretKey);
    expect((await http.get('/api/billing/plan')).body).toMatchObject({ provider: 'flutterwave', testMode: false });
  });

  it('success: premium for 30 days; pending and not yet paid: nothing', async () => {
    const { account, reference } = await checkout();
    expect((await verify(reference, account.token)).body).toMatchObject({ success: false, status: 'pending', isPremium: false });
    flw.settle(reference, { status: 'pending' });
    expect((await verify(reference, account.token)).body).toMatchObject({ success: false, status: 'pending', isPremium: false });
    flw.settle(reference, { status: 'successful' });
    const ok = await verify(reference, account.token);
    expect(ok.body).toMatchObject({ success: true, status: 'successful', isPremium: true });
    expect(new Date(ok.body.expiresAt).getTime()).toBeGreaterThan(Date.now() + 29.9 * DAY);
    const tx = await PaymentTransactionModel.query(stack.ctx.db).findOne({ reference });
    expect(tx!.providerTransactionId).toBe(String(flw.charges.get(reference)!.outcome!.id));
  });

  it('failed, amount mismatch and currency mismatch grant nothing', async () => {
    const cases = [
      [{ status: 'failed' as const }, 'failed', null],
      [{ status: 'successful' as const, amount: 1 }, 'failed', 'amount_mismatch'],
      [{ status: 'successful' as const, currency: 'NGN' }, 'failed', 'currency_mismatch'],
    ] as const;
    for (const [outcome, status, reason] of cases) {
      const { account, reference } = await checkout();
      flw.settle(reference, outcome);
      expect((await verify(reference, account.token)).body).toMatchObject({ success: false, status, isPremium: false });
      expect(await expiryOf(account.userId)).toBeNull();
      expect((await PaymentTransactionModel.query(stack.ctx.db).findOne({ reference }))!.failureReason).toBe(reason);
    }
  });

  it('a 5xx or a timeout decides nothing (503) and the next verify grants', async () => {
    const { account, reference } = await checkout();
    flw.settle(reference, { status: 'successful' });
    flw.failNext(1, { status: 502 });
    const down = await verify(reference, account.token);
    expect(down.status).toBe(503);
    expect(down.body.error.code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    flw.failNext(1, { delayMs: 1_500 });
    const slow = await verify(reference, account.token);
    expect(slow.status).toBe(503);
    expect(await expiryOf(account.userId)).toBeNull();
    expect((await verify(reference, account.token)).body).toMatchObject({ success: true, isPremium: true });
  });

  it('initiation failing at Flutterwave is a clear 502 and leaves no usable checkout', async () => {
    const account = await signUp(stack);
    flw.failNext(1, { status: 500 });
    const res = await http.post('/api/payment/initiate', undefined, account.token);
    expect(res.status).toBe(502);
    expect(res.body.error).toMatchObject({ code: 'PAYMENT_INITIATION_FAILED', message: 'Failed to initiate payment' });
    const retry = await http.post('/api/payment/initiate', undefined, account.token);
    expect(retry.status).toBe(200);
  });

  it('webhooks: verif-hash checked, then verified again; three deliveries grant once', async () => {
    const { account, reference } = await checkout();
    const deliver = (hash: string) => http.request('POST', '/api/payment/webhook', {
      headers: { 'verif-hash': hash },
      body: { event: 'charge.completed', data: { id: 1, tx_ref: reference, amount: 10, currency: 'USD', status: 'successful' } },
    });
    // The body claims success, but Flutterwave does not know the payment: nothing is granted.
    expect((await deliver(HASH)).status).toBe(200);
    expect(await expiryOf(account.userId)).toBeNull();
    expect((await deliver('wrong-hash')).status).toBe(401);
    flw.settle(reference, { status: 'successful' });
    const start = Date.now();
    const results = await Promise.all([deliver(HASH), deliver(HASH), deliver(HASH), verify(reference, account.token)]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const expiry = (await expiryOf(account.userId))!.getTime();
    expect(expiry - start).toBeGreaterThan(29.9 * DAY);
    expect(expiry - start).toBeLessThan(30.1 * DAY);
  });

  it('a provider charge already used for another reference grants nothing', async () => {
    const first = await checkout();
    flw.settle(first.reference, { status: 'successful', id: 777_001 });
    expect((await verify(first.reference, first.account.token)).body.success).toBe(true);
    const second = await checkout();
    flw.settle(second.reference, { status: 'successful', id: 777_001 });
    expect((await verify(second.reference, second.account.token)).body).toMatchObject({ success: false, isPremium: false });
    expect((await PaymentTransactionModel.query(stack.ctx.db).findOne({ reference: second.reference }))!.failureReason).toBe('provider_transaction_reused');
  });

  it('has no sandbox checkout when Flutterwave is the provider', async () => {
    expect((await fetch(`${stack.url}/sandbox-checkout/FR-x`)).status).toBe(404);
  });
});
