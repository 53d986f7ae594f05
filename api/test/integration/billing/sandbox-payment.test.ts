import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentTransactionModel, RefundRequestModel, UserModel, userChangesSeen } from '@fitrater/core';
import { startTestStack, type TestStack } from '@fitrater/test-support';
import { httpClient, signUp } from '../../client';

const DAY = 86_400_000;
let stack: TestStack;
let http: ReturnType<typeof httpClient>;

beforeAll(async () => {
  stack = await startTestStack({ workerQueues: ['default'], env: { PREMIUM_PRICE_USD: '10', SANDBOX_WEBHOOK_HASH: 'sbx-test-secret' } });
  http = httpClient(stack);
});
afterAll(async () => stack?.close());

/** A checkout button press exactly as the browser sends it (urlencoded form, no redirect following). */
function press(reference: string, action: 'pay' | 'cancel' | 'fail') {
  return fetch(`${stack.url}/sandbox-checkout/${reference}/${action}`, {
    method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '',
  });
}

function webhook(reference: string, secret = 'sbx-test-secret') {
  return http.request('POST', '/api/payment/webhook', {
    body: { event: 'charge.completed', data: { tx_ref: reference, status: 'successful' } },
    headers: { 'verif-hash': secret },
  });
}

async function expiryOf(userId: string): Promise<Date | null> {
  return (await UserModel.query(stack.ctx.db).findById(userId))!.premiumExpiresAt;
}

describe('plan', () => {
  it('is public and comes from the configuration', async () => {
    const res = await http.get('/api/billing/plan');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ amount: 10, currency: 'USD', interval: 'month', periodDays: 30, ratingsPerMonth: 100, freeRatingsPerMonth: 2, provider: 'sandbox', testMode: true });
    expect(res.body.features).toContain('monthly_ratings');
  });
});

describe('sandbox checkout', () => {
  it('initiates once per user while fresh, and needs a session', async () => {
    expect((await http.post('/api/payment/initiate')).status).toBe(401);
    const account = await signUp(stack);
    const [a, b] = await Promise.all([http.post('/api/payment/initiate', undefined, account.token), http.post('/api/payment/initiate', undefined, account.token)]);
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({ success: true, paymentUrl: `/sandbox-checkout/${a.body.reference}` });
    expect(b.body.reference).toBe(a.body.reference);
    expect(a.body.reference).toMatch(/^FR-[0-9a-f]{32}$/);
    const rows = await PaymentTransactionModel.query(stack.ctx.db).where({ userId: account.userId });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'pending', amountMinor: 1000, currency: 'USD', provider: 'sandbox' });
  });

  it('shows a hosted test-mode page with the amount and three actions', async () => {
    const account = await signUp(stack);
    const { body } = await http.post('/api/payment/initiate', undefined, account.token);
    const page = await fetch(`${stack.url}${body.paymentUrl}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('TEST MODE');
    expect(html).toContain('$10.00');
    for (const action of ['pay', 'cancel', 'fail']) expect(html).toContain(`action="/sandbox-checkout/${body.reference}/${action}"`);
    expect((await fetch(`${stack.url}/sandbox-checkout/FR-nosuchreference`)).status).toBe(404);
  });

  it('pay redirects like a provider (303) and premium starts for 30 days, verified once', async () => {
    const account = await signUp(stack);
    const { body } = await http.post('/api/payment/initiate', undefined, account.token);
    const before = Date.now();
    const res = await press(body.reference, 'pay');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/subscription-success?tx_ref=${body.reference}&status=successful`);
    const verified = await http.post('/api/payment/verify', { tx_ref: body.reference }, account.token);
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ success: true, status: 'successful', isPremium: true });
    const expiry = new Date(verified.body.expiresAt).getTime();
    expect(expiry).toBeGreaterThanOrEqual(before + 30 * DAY - 1000);
    expect(expiry).toBeLessThanOrEqual(Date.now() + 30 * DAY);

    const membership = await http.get('/api/user/membership-expiration', account.token);
    expect(membership.body).toMatchObject({ isPremium: true, status: 'active', daysRemaining: 30, cancelled: false, refundableReference: body.reference });
    // A second verify of the same reference changes nothing.
    const again = await http.post('/api/payment/verify', { tx_ref: body.reference }, account.token);
    expect(again.body.expiresAt).toBe(verified.body.expiresAt);
    // Usage switches to the premium figure at once.
    expect((await http.get('/api/usage', account.token)).body).toMatchObject({ limit: 100, isPremium: true });
  });

  it('redirect, three webhook deliveries and verify retries racing grant exactly once', async () => {
    const account = await signUp(stack);
    const { body } = await http.post('/api/payment/initiate', undefined, account.token);
    const start = Date.now();
    const results = await Promise.all([
      press(body.reference, 'pay'),
      webhook(body.reference), webhook(body.reference), webhook(body.reference),
      http.post('/api/payment/verify', { tx_ref: body.reference }, account.token),
      http.post('/api/payment/verify', { tx_ref: body.reference }, account.token),
    ]);
    expect(results.map((r) => r.status)).toEqual([303, 200, 200, 200, 200, 200]);
    // Anything that ran before the pay settled may still be pending; afterwards, one more of each.
    await Promise.all([webhook(body.reference), http.post('/api/payment/verify', { tx_ref: body.reference }, account.token)]);
    const expiry = (await expiryOf(account.userId))!.getTime();
    expect(expiry - start).toBeGreaterThanOrEqual(30 * DAY - 1000);
    expect(expiry - start).toBeLessThan(31 * DAY);
    const granted = await PaymentTransactionModel.query(stack.ctx.db).where({ userId: account.userId }).whereNotNull('grantedAt');
    expect(granted).toHaveLength(1);
  });

  it('a renewal extends from the current expiry, not from now', async () => {
    const account = await signUp(stack);
    const current = new Date(Date.now() + 5 * DAY);
    await UserModel.query(stack.ctx.db).patch({ premiumExpiresAt: current }).where({ id: account.userId });
    const { body } = await http.post('/api/payment/initiate', undefined, account.token);
    await press(body.reference, 'pay');
    expect((await expiryOf(account.userId))!.getTime()).toBe(current.getTime() + 30 * DAY);
  });

  it('cancel and fail grant nothing and redirect with their status', async () => {
    const account = await signUp(stack);
    const { body } = await http.post('/api/payment/initiate', undefined, account.token);
    const cancelled = await press(body.reference, 'cancel');
    expect(cancelled.headers.get('location')).toBe(`/subscription-success?tx_ref=${body.reference}&status=cancelled`);
    // A settled checkout keeps its outcome: paying afterwards does not turn it into a success.
    expect((await press(body.reference, 'pay')).headers.get('location')).toContain('status=cancelled');
    const verified = await http.post('/api/payment/verify', { tx_ref: body.reference }, account.token);
    expect(verified.body).toMatchObject({ success: false, status: 'cancelled', isPremium: false, expiresAt: null });

    // A new checkout after a cancelled one gets a new reference.
    const next = await http.post('/api/payment/initiate', undefined, account.token);
    expect(next.body.reference).not.toBe(body.reference);
    expect((await press(next.body.reference, 'fail')).headers.get('location')).toContain('status=failed');
    expect((await http.post('/api/payment/verify', { tx_ref: next.body.reference }, account.token)).body).toMatchObject({ success: false, status: 'failed' });
    expect(await expiryOf(account.userId)).toBeNull();
  });

  it('forged, other users\' and unpaid references grant nothing', async () => {
    const owner = await signUp(stack);
    const thief = await signUp(stack);
    const { body } = await http.post('/api/payment/initiate', undefined, owner.token);
    // Unpaid: pending, nothing granted.
    expect((await http.post('/api/payment/verify', { tx_ref: body.reference }, owner.token)).body).toMatchObject({ success: false, status: 'pending', isPremium: false });
    await press(body.reference, 'pay');
    // Another user's paid reference: 404, as if it did not exist.
    const stolen = await http.post('/api/payment/verify', { tx_ref: body.reference }, thief.token);
    expect(stolen.status).toBe(404);
    expect(stolen.body.error.code).toBe('PAYMENT_NOT_FOUND');
    const forged = await http.post('/api/payment/verify', { tx_ref: 'FR-00000000000000000000000000000000' }, thief.token);
    expect(forged.status).toBe(404);
    expect((await http.post('/api/payment/verify', { tx_ref: '../../etc' }, thief.token)).status).toBe(400);
    expect(await expiryOf(thief.userId)).toBeNull();
  });

  it('an amount tampered with at the provider is rejected', async () => {
    const account = await signUp(stack);
    const { body } = await http.post('/api/payment/initiate', undefined, account.token);
    await stack.ctx.db('sandbox_payments').where({ txRef: body.reference }).update({ amountMinor: 100 });
    await press(body.reference, 'pay');
    const verified = await http.post('/api/payment/verify', { tx_ref: body.reference }, account.token);
    expect(verified.body).toMatchObject({ success: false, status: 'failed', isPremium: false });
    const tx = await PaymentTransactionModel.query(stack.ctx.db).findOne({ reference: body.reference });
    expect(tx!.failureReason).toBe('amount_mismatch');
  });

  it('webhooks need the shared secret; unknown references are acknowledged and ignored', async () => {
    const bad = await webhook('FR-whatever', 'wrong');
    expect(bad.status).toBe(401);
    expect(bad.body.error.code).toBe('PAYMENT_WEBHOOK_REJECTED');
    expect((await http.request('POST', '/api/payment/webhook', { body: { data: {} } })).status).toBe(401);
    expect((await webhook('FR-unknown')).status).toBe(200);
  });
});

describe('membership', () => {
  it('reports none, expiring soon and expired', async () => {
    const account = await signUp(stack);
    expect((await http.get('/api/user/membership-expiration', account.token)).body).toMatchObject({ isPremium: false, status: 'none', expiresAt: null, daysRemaining: 0 });
    await UserModel.query(stack.ctx.db).patch({ premiumExpiresAt: new Date(Date.now() + 6.5 * DAY) }).where({ id: account.userId });
    await userChangesSeen(stack.ctx);
    expect((await http.get('/api/user/membership-expiration', account.token)).body).toMatchObject({ isPremium: true, status: 'expiring_soon', daysRemaining: 7 });
    await UserModel.query(stack.ctx.db).patch({ premiumExpiresAt: new Date(Date.now() - DAY) }).where({ id: account.userId });
    await userChangesSeen(stack.ctx);
    expect((await http.get('/api/user/membership-expiration', account.token)).body).toMatchObject({ isPremium: false, status: 'expired', daysRemaining: 0 });
    expect((await http.get('/api/user/membership-expiration')).status).toBe(401);
  });

  it('cancel keeps access to the end of the period; a free user has nothing to cancel', async () => {
    const account = await signUp(stack);
    expect((await http.post('/api/subscription/cancel', undefined, account.token)).status).toBe(409);
    const { body } = await http.post('/api/payment/initiate', undefined, account.token);
    await press(body.reference, 'pay');
    const cancelled = await http.post('/api/subscription/cancel', undefined, account.token);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ isPremium: true, cancelled: true, daysRemaining: 30 });
  });

  it('refund requests: within 7 days, once, own payments only; later a clear refusal', async () => {
    const account = await signUp(stack);
    const other = await signUp(stack);
    const { body } = await http.post('/api/payment/initiate', undefined, account.token);
    expect((await http.post('/api/payment/refund-request', { reference: body.reference, reason: 'Not for me' }, account.token)).body.error.code).toBe('REFUND_NOT_ELIGIBLE');
    await press(body.reference, 'pay');
    expect((await http.post('/api/payment/refund-request', { reference: body.reference, reason: 'Mine now' }, other.token)).status).toBe(404);
    const ok = await http.post('/api/payment/refund-request', { reference: body.reference, reason: 'Not for me' }, account.token);
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ reference: body.reference, status: 'pending' });
    expect((await http.post('/api/payment/refund-request', { reference: body.reference, reason: 'again' }, account.token)).status).toBe(409);
    expect((await http.get('/api/user/membership-expiration', account.token)).body.refundableReference).toBeNull();
    expect(await RefundRequestModel.query(stack.ctx.db).where({ userId: account.userId })).toHaveLength(1);
    expect((await http.post('/api/payment/refund-request', { reference: body.reference, reason: 'x', extra: 1 }, account.token)).status).toBe(400);

    const late = await signUp(stack);
    const checkout = await http.post('/api/payment/initiate', undefined, late.token);
    await press(checkout.body.reference, 'pay');
    await PaymentTransactionModel.query(stack.ctx.db).patch({ grantedAt: new Date(Date.now() - 8 * DAY) }).where({ reference: checkout.body.reference });
    const refused = await http.post('/api/payment/refund-request', { reference: checkout.body.reference, reason: 'late' }, late.token);
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toMatch(/within 7 days/);
  });
});
