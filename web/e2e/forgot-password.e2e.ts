import { beforeAll, describe, expect, it } from 'vitest';
import { e2eSuite } from './support/suite';
import type { Page } from 'playwright-core';
import { phoneContext, screenshot, watchErrors } from './support/browser';
import { createAccount, mailedCode, newEmail } from './support/accounts';
import { expectHidden, expectVisible } from './support/expect';

/** Forgot password end to end: e-mail → code from the inbox → new password → sign in with it. */
const suite = e2eSuite();
let page: Page;
let errors: string[];

beforeAll(async () => {
  const context = await phoneContext(suite.browser, suite.stack.url);
  page = await context.newPage();
  errors = watchErrors(page);
});

describe('forgot password', () => {
  it('resets the password with the e-mailed code and signs in with the new one', async () => {
    const email = newEmail('reset');
    await createAccount(suite.stack.url, suite.stack.ctx, 'Chidi Eze', email);
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog');
    await expectVisible(dialog.getByRole('heading', { name: 'Forgot Password' }));

    // Step 1: the e-mail is checked before anything is sent.
    await dialog.getByLabel('Email Address').fill('not-an-email');
    await dialog.getByRole('button', { name: 'Send Code' }).click();
    await expectVisible(dialog.getByText('Please enter a valid email address'));
    await dialog.getByLabel('Email Address').fill(email);
    await screenshot(page, 'en-11-forgot-email', { viewport: true });
    const sentAfter = new Date(Date.now() - 1000);
    await dialog.getByRole('button', { name: 'Send Code' }).click();

    // Step 2: the code; Verify stays disabled until six digits, letters are dropped.
    await expectVisible(dialog.getByRole('heading', { name: 'Enter Reset Code' }));
    await expectVisible(dialog.getByRole('button', { name: /Resend in \d+s/ }));
    const codeField = dialog.getByLabel('6-digit reset code');
    await codeField.fill('12ab');
    expect(await codeField.inputValue()).toBe('12');
    expect(await dialog.getByRole('button', { name: 'Verify Code' }).isDisabled()).toBe(true);
    const code = await mailedCode(suite.stack.ctx, email, 'reset_password', sentAfter);
    await codeField.fill(code);
    await screenshot(page, 'en-12-forgot-code', { viewport: true });
    await dialog.getByRole('button', { name: 'Verify Code' }).click();

    // Step 3: new password, with the spec's messages.
    await expectVisible(dialog.getByRole('heading', { name: 'Create New Password' }));
    await dialog.getByLabel('New Password', { exact: true }).fill('short');
    await dialog.getByLabel('Confirm Password', { exact: true }).fill('short');
    await dialog.getByRole('button', { name: 'Reset Password' }).click();
    await expectVisible(dialog.getByText('Password must be at least 8 characters'));
    await dialog.getByLabel('New Password', { exact: true }).fill('Fresh-Start-2026');
    await dialog.getByLabel('Confirm Password', { exact: true }).fill('Fresh-Start-2025');
    await dialog.getByRole('button', { name: 'Reset Password' }).click();
    await expectVisible(dialog.getByText("Passwords don't match"));
    await dialog.getByLabel('Confirm Password', { exact: true }).fill('Fresh-Start-2026');
    await screenshot(page, 'en-13-forgot-new-password', { viewport: true });
    await dialog.getByRole('button', { name: 'Reset Password' }).click();

    // Step 4: done; Continue to Login closes and resets the dialog.
    await expectVisible(dialog.getByRole('heading', { name: 'Password Reset Complete' }));
    await screenshot(page, 'en-14-forgot-done', { viewport: true });
    await dialog.getByRole('button', { name: 'Continue to Login' }).click();
    await expectHidden(page.getByRole('dialog'));
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expectVisible(page.getByRole('dialog').getByRole('heading', { name: 'Forgot Password' }));
    await page.getByRole('button', { name: 'Close' }).click();

    // The old password no longer works; the new one does.
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Velvet-Orbit-42');
    await page.locator('form').getByRole('button', { name: 'Sign in' }).click();
    await expectVisible(page.getByText('Authentication Failed'));
    await page.getByLabel('Password', { exact: true }).fill('Fresh-Start-2026');
    await page.locator('form').getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/home', { timeout: 15_000 });
    await expectVisible(page.getByRole('heading', { name: 'Hi, Chidi' }));
    expect(errors).toEqual([]);
  });
});
