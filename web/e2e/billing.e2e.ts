import { describe, expect, it } from 'vitest';
import { UserModel } from '@fitrater/core';
import { e2eSuite } from './support/suite';
import { horizontalOverflow, phoneContext, screenshot, watchErrors } from './support/browser';
import { createAccount, newEmail } from './support/accounts';
import { expectVisible } from './support/expect';

/** Buying premium offline: subscribe → sandbox hosted checkout → pay → verified → premium; and a cancelled checkout. */
const suite = e2eSuite();

describe('premium purchase with the sandbox provider', () => {
  it('subscribe, pay on the hosted test checkout, verified, premium badge and membership panel', async () => {
    const email = newEmail('buyer');
    const token = await createAccount(suite.stack.url, suite.stack.ctx, 'Pat Premium', email);
    const context = await phoneContext(suite.browser, suite.stack.url);
    await context.addInitScript((t) => localStorage.setItem('token', t), token);
    const page = await context.newPage();
    const errors = watchErrors(page);

    await page.goto('/subscribe');
    await expectVisible(page.getByRole('heading', { name: 'Upgrade to Premium' }));
    await expectVisible(page.getByText('$10.00'));
    await expectVisible(page.getByText('100 outfit ratings a month'));
    expect(await page.getByText(/coming soon/i).count()).toBe(0);
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'en-subscribe');

    await page.getByRole('link', { name: 'Subscribe Now' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Secure Payment' }));
    // No card fields on our page.
    expect(await page.locator('input').count()).toBe(0);
    await screenshot(page, 'en-payment');
    await page.getByRole('button', { name: 'Continue to secure checkout' }).click();

    await page.waitForURL(/\/sandbox-checkout\//);
    await expectVisible(page.getByText(/TEST MODE/));
    await screenshot(page, 'en-sandbox-checkout');
    await page.getByRole('button', { name: 'Pay $10.00' }).click();

    await page.waitForURL(/\/subscription-success\?tx_ref=.*status=successful/);
    await expectVisible(page.getByRole('heading', { name: 'Welcome to Premium!' }), 20_000);
    await screenshot(page, 'en-subscription-success');
    const user = await UserModel.query(suite.stack.ctx.db).whereRaw('lower(email) = ?', [email]).first();
    expect(user!.isPremiumAt(new Date())).toBe(true);

    await page.getByRole('link', { name: 'Continue' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Premium unlocked' }));
    await expectVisible(page.locator('.billing-panel__days', { hasText: 'Days left: 30' }));
    await screenshot(page, 'en-premium-unlocked');

    await page.goto('/premium');
    await expectVisible(page.locator('.billing-panel__days', { hasText: 'Days left: 30' }));
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await expectVisible(page.getByText(/Cancelled: premium stays until/));
    await screenshot(page, 'en-premium-cancelled');

    // The usage limit is the premium figure.
    const usage = await page.evaluate(async (t) => (await fetch('/api/usage', { headers: { authorization: `Bearer ${t}` } })).json(), token);
    expect(usage).toMatchObject({ isPremium: true, limit: 100 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a cancelled checkout grants nothing and returns to the plan with a neutral note', async () => {
    const email = newEmail('canceller');
    const token = await createAccount(suite.stack.url, suite.stack.ctx, 'Cy Cancel', email);
    const context = await phoneContext(suite.browser, suite.stack.url);
    await context.addInitScript((t) => localStorage.setItem('token', t), token);
    const page = await context.newPage();
    await page.goto('/payment');
    await page.getByRole('button', { name: 'Continue to secure checkout' }).click();
    await page.waitForURL(/\/sandbox-checkout\//);
    await page.getByRole('button', { name: 'Cancel payment' }).click();
    await page.waitForURL(/\/subscribe$/);
    await expectVisible(page.getByRole('status').filter({ hasText: 'Payment cancelled. Nothing was charged.' }));
    expect(await page.getByText('Payment Verification Failed').count()).toBe(0);
    await screenshot(page, 'en-payment-cancelled');
    const user = await UserModel.query(suite.stack.ctx.db).whereRaw('lower(email) = ?', [email]).first();
    expect(user!.premiumExpiresAt).toBeNull();

    // A reference the server does not know answers 404: the page says so instead of "in progress".
    await page.goto('/subscription-success?tx_ref=forged-reference-123&status=successful');
    await expectVisible(page.getByRole('heading', { name: 'Payment not found' }), 20_000);
    expect(await page.getByText('Verification in progress').count()).toBe(0);
    await screenshot(page, 'en-payment-not-found');

    // A free user reaching the welcome page is not thanked for a payment.
    await page.goto('/premium-unlocked');
    await expectVisible(page.getByRole('heading', { name: 'Premium is not active' }));
    expect(await page.getByText('Thank you for subscribing').count()).toBe(0);

    await page.evaluate(() => localStorage.setItem('fitRater-language', 'ar'));
    await page.goto('/subscribe');
    await expectVisible(page.getByRole('heading', { name: 'الترقية إلى العضوية المميزة' }));
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await screenshot(page, 'ar-subscribe');
    await context.close();
  });
});
