import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { setRole } from '@fitrater/core';
import { e2eSuite } from './support/suite';
import { horizontalOverflow, phoneContext, screenshot, watchErrors } from './support/browser';
import { createAccount, newEmail } from './support/accounts';
import { expectVisible } from './support/expect';

/** The sandbox on a public address: no checkout for members, a banner for the operator. */
const suite = e2eSuite({ env: { PAYMENT_PROVIDER: 'sandbox', PUBLIC_URL: 'https://fitrater.example.com' } });

const contexts: BrowserContext[] = [];
afterAll(async () => {
  for (const c of contexts) await c.close();
});

async function signedIn(name: string, language: 'en' | 'ar', role: 'user' | 'admin' = 'user') {
  const email = newEmail(name.toLowerCase());
  const token = await createAccount(suite.stack.url, suite.stack.ctx, name, email);
  if (role === 'admin') await setRole(suite.stack.ctx, email, 'admin');
  const context = await phoneContext(suite.browser, suite.stack.url);
  contexts.push(context);
  await context.addInitScript(([t, lng]) => {
    localStorage.setItem('token', t!);
    localStorage.setItem('fitRater-language', lng!);
  }, [token, language]);
  const page = await context.newPage();
  return { page, errors: watchErrors(page) };
}

describe('payments not configured (sandbox on a public PUBLIC_URL)', () => {
  it('the subscribe page says so instead of offering a checkout', async () => {
    const { page, errors } = await signedIn('Mia', 'en');
    await page.goto('/subscribe');
    await expectVisible(page.getByText('Payments are not configured yet'));
    expect(await page.getByRole('link', { name: /upgrade|subscribe|continue/i }).count()).toBe(0);
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'subscribe-payments-off-en');
    expect(errors).toEqual([]);
  });

  it('the admin panel shows a banner', async () => {
    const { page, errors } = await signedIn('Ada', 'en', 'admin');
    await page.goto('/admin');
    const banner = page.getByTestId('payments-banner');
    await expectVisible(banner);
    expect(await banner.textContent()).toContain('Payments are switched off');
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'admin-payments-off-en', { viewport: true });
    expect(errors).toEqual([]);
  });
});
