import { describe, expect, it } from 'vitest';
import { UserModel } from '@fitrater/core';
import { e2eSuite } from './support/suite';
import { horizontalOverflow, phoneContext, screenshot, smallTargets, watchErrors } from './support/browser';
import { createAccount, mailedCode, newEmail, registerThroughUi, typeCode } from './support/accounts';
import { expectVisible } from './support/expect';

/** A member shares their invite link; a friend opens it, signs up with the code, and the member's numbers move. */
const suite = e2eSuite();

describe('referrals', () => {
  it('the invite link leads to sign-up with the code, and the referral is counted', async () => {
    const email = newEmail('referrer');
    const token = await createAccount(suite.stack.url, suite.stack.ctx, 'Rita Referrer', email);
    const context = await phoneContext(suite.browser, suite.stack.url);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await context.addInitScript((t) => localStorage.setItem('token', t), token);
    const page = await context.newPage();
    const errors = watchErrors(page);

    // The menu navigates to the page (no "Coming soon").
    await page.goto('/home');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Referrals' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Referrals', level: 1 }));
    const field = page.getByRole('textbox', { name: 'Your invite link' });
    await page.waitForFunction(() => (document.querySelector('.share__link') as HTMLInputElement | null)?.value.includes('/r/'));
    const shareLink = await field.inputValue();
    const code = shareLink.split('/r/')[1]!;
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expectVisible(page.getByText('Link copied'));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareLink);
    await expectVisible(page.locator('.referral-stats__item', { hasText: 'Friends joined' }).getByText('0'));
    await expectVisible(page.getByText('How it works'));
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'en-referrals');
    expect(await smallTargets(page)).toEqual([]);

    // A friend opens the link on their phone: sign-up opens, says they were invited, and sends the code.
    const friendContext = await phoneContext(suite.browser, suite.stack.url);
    const friend = await friendContext.newPage();
    const friendErrors = watchErrors(friend);
    await friend.goto(`/r/${code.toLowerCase()}`);
    await friend.waitForURL(/\/auth\?mode=register/);
    await expectVisible(friend.getByText('A friend invited you to FitRater. Welcome!'));
    expect(await friend.evaluate(() => localStorage.getItem('fitRater-referral'))).toBe(code);
    const friendEmail = newEmail('friend');
    await registerThroughUi(friend, { name: 'Femi Friend', email: friendEmail });
    await typeCode(friend, await mailedCode(suite.stack.ctx, friendEmail, 'verify_email'));
    await friend.waitForURL(/\/home/, { timeout: 20_000 });
    expect(await friend.evaluate(() => localStorage.getItem('fitRater-referral'))).toBeNull();

    const friendRow = await UserModel.query(suite.stack.ctx.db).whereRaw('lower(email) = ?', [friendEmail]).first();
    const referral = await suite.stack.ctx.db('referrals').where({ referredUserId: friendRow!.id }).first();
    expect(referral).toMatchObject({ status: 'pending' });

    // The referrer sees one friend joined, never who.
    await page.reload();
    await expectVisible(page.locator('.referral-stats__item', { hasText: 'Friends joined' }).getByText('1'));
    expect(await page.locator('main').textContent()).not.toContain(friendEmail);
    expect(await page.locator('main').textContent()).not.toContain('Femi');

    await page.evaluate(() => localStorage.setItem('fitRater-language', 'ar'));
    await page.reload();
    await expectVisible(page.getByRole('heading', { name: 'دعوة الأصدقاء', level: 1 }));
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'ar-referrals');

    expect(errors).toEqual([]);
    expect(friendErrors).toEqual([]);
    await friendContext.close();
    await context.close();
  });
});
