import { describe, expect, it } from 'vitest';
import { UserModel } from '@fitrater/core';
import { storedOutfit } from '@fitrater/test-support';
import { e2eSuite } from './support/suite';
import { horizontalOverflow, phoneContext, screenshot, watchErrors } from './support/browser';
import { createAccount, newEmail } from './support/accounts';
import { expectVisible } from './support/expect';

/** What strangers see: sign-up says it, the profile edits the handle, the challenge shows it instead of the name. */
const suite = e2eSuite();

describe('public handle', () => {
  it('is explained at sign-up, edited on the profile and shown on the challenge page', async () => {
    const context = await phoneContext(suite.browser, suite.stack.url);
    const page = await context.newPage();
    const errors = watchErrors(page);

    await page.goto('/auth');
    await page.getByRole('button', { name: 'Create account', exact: true }).first().click();
    await expectVisible(page.getByText('Other members only see a public handle made from your first name', { exact: false }));
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'en-handle-signup');

    const email = newEmail('handle');
    const token = await createAccount(suite.stack.url, suite.stack.ctx, 'Imani Okafor', email);
    const user = await UserModel.query(suite.stack.ctx.db).whereRaw('lower(email) = ?', [email]).first();
    expect(user!.handle).toBe('Imani');
    await storedOutfit(suite.stack.ctx, user!.id, { rating: 8.1, colour: '#7a1f3d' });
    await page.evaluate((t) => localStorage.setItem('token', t), token);

    await page.goto('/profile');
    await expectVisible(page.getByText('@Imani'));
    await page.getByRole('button', { name: 'Edit public handle' }).click();
    await page.getByLabel('Public handle').fill('admin');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectVisible(page.getByText('This name is reserved for the FitRater team', { exact: false }));
    await page.getByLabel('Public handle').fill('imani.style');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectVisible(page.getByText('@imani.style'));
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'en-handle-profile');

    await page.goto('/challenges');
    await expectVisible(page.getByText('Your entry appears as @imani.style, never with your name or e-mail.'));
    await page.getByRole('button', { name: 'Enter the challenge' }).click();
    await page.getByRole('button', { name: /scored 8\.1/ }).click();
    await expectVisible(page.getByText("You're in!", { exact: false }));
    expect(await page.locator('main').textContent()).not.toContain('Okafor');
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'en-handle-challenge');

    await page.evaluate(() => localStorage.setItem('fitRater-language', 'ar'));
    await page.goto('/profile');
    await expectVisible(page.getByText('@imani.style'));
    await screenshot(page, 'ar-handle-profile');
    expect(errors).toEqual([]);
    await context.close();
  });
});
