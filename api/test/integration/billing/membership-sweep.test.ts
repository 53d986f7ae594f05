import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailOutboxModel, runMembershipSweep, UserModel, userChangesSeen } from '@fitrater/core';
import { waitForMail } from '@fitrater/test-support';
import { startTestStack, type TestStack } from '@fitrater/test-support';
import { httpClient, signUp } from '../../client';

const DAY = 86_400_000;
let stack: TestStack;
let http: ReturnType<typeof httpClient>;

beforeAll(async () => {
  stack = await startTestStack({ workerQueues: ['default'] });
  http = httpClient(stack);
});
afterAll(async () => stack?.close());

async function setExpiry(userId: string, at: Date | null, extra: Partial<UserModel> = {}) {
  await UserModel.query(stack.ctx.db).patch({ premiumExpiresAt: at, ...extra }).where({ id: userId });
  // The api serves users from memory until Postgres notifies the change.
  await userChangesSeen(stack.ctx);
}
const mailsOf = (email: string, kind: string) => MailOutboxModel.query(stack.ctx.db).where({ toAddress: email, kind });

describe('billing e-mails and the hourly sweep', () => {
  it('a verified payment sends a confirmation with amount, period and expiry in the user\'s language', async () => {
    const account = await signUp(stack);
    await http.request('PATCH', '/api/user/profile', { token: account.token, body: { language: 'fr' } });
    const { body } = await http.post('/api/payment/initiate', undefined, account.token);
    await fetch(`${stack.url}/sandbox-checkout/${body.reference}/pay`, { method: 'POST', redirect: 'manual' });
    const mail = await waitForMail(stack.ctx, account.email, 'payment_confirmation');
    expect(mail.subject).toBe('Votre paiement FitRater Premium est confirmé');
    expect(mail.textBody).toContain('10,00');
    expect(mail.textBody).toContain('30 jours');
    const expiry = (await UserModel.query(stack.ctx.db).findById(account.userId))!.premiumExpiresAt!;
    expect(mail.textBody).toContain(new Intl.DateTimeFormat('fr', { dateStyle: 'long', timeZone: 'UTC' }).format(expiry));
  });

  it('reminds 3 days before expiry once, not when cancelled; notifies expiry once; usage falls back to free', async () => {
    const soon = await signUp(stack);
    const cancelled = await signUp(stack);
    const later = await signUp(stack);
    const ended = await signUp(stack);
    await setExpiry(soon.userId, new Date(Date.now() + 2.5 * DAY));
    await setExpiry(cancelled.userId, new Date(Date.now() + 2.5 * DAY), { premiumCancelledAt: new Date() });
    await setExpiry(later.userId, new Date(Date.now() + 10 * DAY));
    await setExpiry(ended.userId, new Date(Date.now() - 3600_000));

    const [first, second] = await Promise.all([runMembershipSweep(stack.ctx), runMembershipSweep(stack.ctx)]);
    expect(first.reminded + second.reminded).toBeGreaterThanOrEqual(1);
    await runMembershipSweep(stack.ctx);
    const reminder = await waitForMail(stack.ctx, soon.email, 'renewal_reminder');
    expect(reminder.subject).toBe('Your FitRater Premium ends in 3 days');
    expect(reminder.textBody).toMatch(/Renew premium: http.*\/subscribe/);
    expect(await mailsOf(soon.email, 'renewal_reminder')).toHaveLength(1);
    expect(await mailsOf(cancelled.email, 'renewal_reminder')).toHaveLength(0);
    expect(await mailsOf(later.email, 'renewal_reminder')).toHaveLength(0);
    await waitForMail(stack.ctx, ended.email, 'premium_expired');
    expect(await mailsOf(ended.email, 'premium_expired')).toHaveLength(1);
    expect((await http.get('/api/usage', ended.token)).body).toMatchObject({ isPremium: false, limit: 2 });
    expect((await http.get('/api/usage', soon.token)).body).toMatchObject({ isPremium: true, limit: 100 });

    // A renewal sets a new expiry: the next period earns its own reminder.
    await setExpiry(soon.userId, new Date(Date.now() + 1.5 * DAY));
    await runMembershipSweep(stack.ctx);
    expect(await mailsOf(soon.email, 'renewal_reminder')).toHaveLength(2);
  });
});
