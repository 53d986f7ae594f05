import { describe, expect, it } from 'vitest';
import { PaymentTransactionModel, RefundRequestModel, UserModel } from '@fitrater/core';
import { useCliTestEnvironment } from '../support/cli-environment';
import { createUser } from '../support/fixtures';

const DAY = 86_400_000;
const t = useCliTestEnvironment();

describe('fitrater premium and payments', () => {
  it('premium grant adds days to the current expiry, status shows it, revoke ends it', async () => {
    const { user } = await createUser(t.ctx);
    const granted = await t.run('premium', 'grant', user.email, '--days', '10', '--json');
    expect(granted.code, granted.stderr).toBe(0);
    const first = JSON.parse(granted.stdout);
    expect(first).toMatchObject({ email: user.email, isPremium: true, daysRemaining: 10, status: 'active' });
    const again = JSON.parse((await t.run('premium', 'grant', user.email, '--days', '5', '--json')).stdout);
    expect(new Date(again.expiresAt).getTime() - new Date(first.expiresAt).getTime()).toBe(5 * DAY);

    const status = await t.run('premium', 'status', user.email);
    expect(status.stdout).toMatch(/premium:\s+yes/);
    expect(status.stdout).toMatch(/days remaining:\s+15/);

    const revoked = JSON.parse((await t.run('premium', 'revoke', user.email, '--json')).stdout);
    expect(revoked).toMatchObject({ isPremium: false, status: 'expired' });
    expect((await UserModel.query(t.ctx.db).findById(user.id))!.isPremiumAt(new Date())).toBe(false);

    const missing = await t.run('premium', 'grant', user.email);
    expect(missing.code).not.toBe(0);
    expect((await t.run('premium', 'status', 'nobody@example.com')).code).not.toBe(0);
  });

  it('payments list, show and refunds', async () => {
    const { user } = await createUser(t.ctx);
    const now = new Date();
    const paid = await PaymentTransactionModel.query(t.ctx.db).insertAndFetch({
      userId: user.id, reference: `FR-${'a'.repeat(32)}`, provider: 'sandbox', providerTransactionId: 'sbx-1', amountMinor: 1000, currency: 'USD',
      status: 'successful', grantedAt: now, premiumUntil: new Date(now.getTime() + 30 * DAY), verifiedAt: now,
    });
    await PaymentTransactionModel.query(t.ctx.db).insert({ userId: user.id, reference: `FR-${'b'.repeat(32)}`, provider: 'sandbox', amountMinor: 1000, currency: 'USD', status: 'pending' });
    await RefundRequestModel.query(t.ctx.db).insert({ userId: user.id, transactionId: paid.id, reason: 'Changed my mind', status: 'pending' });

    const table = await t.run('payments', 'list', '--email', user.email);
    expect(table.code, table.stderr).toBe(0);
    const lines = table.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^REFERENCE\s+EMAIL\s+AMOUNT\s+STATUS/);
    expect(lines).toHaveLength(3);
    const successful = JSON.parse((await t.run('payments', 'list', '--status', 'successful', '--email', user.email, '--json')).stdout);
    expect(successful).toHaveLength(1);
    expect(successful[0]).toMatchObject({ reference: paid.reference, amount: 10, currency: 'USD', refundRequest: { status: 'pending', reason: 'Changed my mind' } });
    expect((await t.run('payments', 'list', '--status', 'weird')).code).not.toBe(0);

    const shown = await t.run('payments', 'show', paid.reference);
    expect(shown.stdout).toMatch(/amount:\s+10\.00 USD/);
    expect(shown.stdout).toMatch(/refund request:\s+pending/);
    expect((await t.run('payments', 'show', 'FR-nothing')).code).not.toBe(0);

    const refunds = JSON.parse((await t.run('payments', 'refunds', '--json')).stdout);
    expect(refunds.find((r: { reference: string }) => r.reference === paid.reference)).toMatchObject({ email: user.email, amount: 10, reason: 'Changed my mind', status: 'pending' });
    expect((await t.run('payments', 'refunds')).stdout).toContain(paid.reference);
  });
});
