import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { UserModel } from '@fitrater/core';
import { storedOutfit } from '@fitrater/test-support';
import { e2eSuite } from './support/suite';
import { horizontalOverflow, phoneContext, screenshot, smallTargets, watchErrors } from './support/browser';
import { createAccount, newEmail } from './support/accounts';
import { expectVisible } from './support/expect';

/** The weekly challenge between two newcomers: each enters a rated outfit, votes on the other's, changes the vote, reports. */
const suite = e2eSuite();

async function member(browser: Browser, name: string, outfits: Array<{ rating: number; colour: string }>) {
  const email = newEmail(name.toLowerCase());
  const token = await createAccount(suite.stack.url, suite.stack.ctx, name, email);
  const user = await UserModel.query(suite.stack.ctx.db).whereRaw('lower(email) = ?', [email]).first();
  for (const o of outfits) await storedOutfit(suite.stack.ctx, user!.id, { rating: o.rating, colour: o.colour, occasion: 'casual' });
  // Members with finished ratings: their votes count (a fresh account's would not).
  await suite.stack.ctx.db('users').where({ id: user!.id }).update({ ratingsDone: outfits.length });
  const context = await phoneContext(browser, suite.stack.url);
  await context.addInitScript((t) => localStorage.setItem('token', t), token);
  const page = await context.newPage();
  return { page, context, errors: watchErrors(page) };
}

async function enter(page: Page, score: string) {
  await page.getByRole('button', { name: new RegExp(`scored ${score.replace('.', '\\.')}`) }).click();
}

describe('weekly style challenge', () => {
  it('two users enter with rated outfits and vote on each other', async () => {
    const ada = await member(suite.browser, 'Ada', [{ rating: 8.4, colour: '#7a1f3d' }, { rating: 6.2, colour: '#1f5a7a' }]);
    const bo = await member(suite.browser, 'Bo', [{ rating: 7.7, colour: '#2f6b2f' }]);

    // The menu navigates to the challenge (no "Coming soon").
    await ada.page.goto('/home');
    await ada.page.getByRole('button', { name: 'Open menu' }).click();
    await ada.page.getByRole('link', { name: 'Challenges' }).click();
    await expectVisible(ada.page.getByRole('heading', { name: 'Style Challenge' }));
    await expectVisible(ada.page.getByText(/Ends in (\d+ days? )?\d+ hr \d+ min/));
    await expectVisible(ada.page.getByText('No entries from others yet', { exact: false }));

    // Ada enters her 6.2 outfit, then replaces it with the 8.4 one.
    await ada.page.getByRole('button', { name: 'Enter the challenge' }).click();
    await enter(ada.page, '6.2');
    await expectVisible(ada.page.getByText("You're in! Your outfit entered the challenge"));
    await ada.page.getByRole('button', { name: 'Replace' }).click();
    await expectVisible(ada.page.getByRole('button', { name: /scored 6\.2/, disabled: true }));
    await enter(ada.page, '8.4');
    await expectVisible(ada.page.getByText('Your entry was replaced'));
    await expectVisible(ada.page.getByText('Entries: 1'));

    // Bo sees Ada's entry by display name, enters his own, and likes hers.
    await bo.page.goto('/challenges');
    const adasCard = bo.page.locator('.entry-card', { hasText: 'Ada' });
    await expectVisible(adasCard);
    expect(await adasCard.textContent()).not.toContain('@');
    await bo.page.getByRole('button', { name: 'Enter the challenge' }).click();
    await enter(bo.page, '7.7');
    await expectVisible(bo.page.getByText("You're in!", { exact: false }));

    const like = adasCard.getByRole('button', { name: /^Like: / });
    const fire = adasCard.getByRole('button', { name: /^Fire: / });
    // While the vote is in flight every reaction of that entry is disabled.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await bo.page.route('**/api/challenges/vote', async (route) => {
      await held;
      await route.continue();
    });
    await like.click();
    await expectVisible(adasCard.getByRole('button', { name: /^Love: /, disabled: true }));
    expect(await fire.isDisabled()).toBe(true);
    release();
    await expectVisible(adasCard.getByRole('button', { name: 'Like: 1', pressed: true }));
    await bo.page.unroute('**/api/challenges/vote');
    // The pressed state and the end of the in-flight lock may land in separate renders: wait for the lock to lift.
    await expectVisible(adasCard.getByRole('button', { name: /^Fire: /, disabled: false }));

    // Changing the vote moves it (still one vote).
    await fire.click();
    await expectVisible(adasCard.getByRole('button', { name: 'Fire: 1', pressed: true }));
    await expectVisible(adasCard.getByRole('button', { name: 'Like: 0', pressed: false }));
    await expectVisible(bo.page.locator('.board__row', { hasText: 'Ada' }).getByText('Votes: 1'));
    await screenshot(bo.page, 'en-challenges');
    expect(await smallTargets(bo.page)).toEqual([]);
    expect(await horizontalOverflow(bo.page)).toBe(0);

    // Ada sees her vote count and Bo's entry; her own entry has no vote buttons in the gallery.
    await ada.page.reload();
    await expectVisible(ada.page.locator('.my-entry').getByText('Votes: 1'));
    const bosCard = ada.page.locator('.entry-card', { hasText: 'Bo' });
    await bosCard.getByRole('button', { name: /^Love: / }).click();
    await expectVisible(bosCard.getByRole('button', { name: 'Love: 1', pressed: true }));
    expect(await ada.page.locator('.entry-card', { hasText: 'Ada' }).count()).toBe(0);

    // Reporting asks first, then thanks and marks the entry reported.
    await bosCard.getByRole('button', { name: 'Report' }).click();
    await ada.page.getByRole('dialog').getByRole('button', { name: 'Report' }).click();
    await expectVisible(ada.page.getByText('Thanks, the entry was reported'));
    await expectVisible(bosCard.getByRole('button', { name: 'Reported', disabled: true }));

    // Arabic, right to left.
    await ada.page.evaluate(() => localStorage.setItem('fitRater-language', 'ar'));
    await ada.page.reload();
    await expectVisible(ada.page.getByRole('heading', { name: 'تحدي الأناقة' }));
    expect(await ada.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await horizontalOverflow(ada.page)).toBe(0);
    await screenshot(ada.page, 'ar-challenges');

    // Withdrawing takes the entry out of Bo's gallery.
    await ada.page.evaluate(() => localStorage.setItem('fitRater-language', 'en'));
    await ada.page.reload();
    await ada.page.getByRole('button', { name: 'Withdraw' }).click();
    await ada.page.getByRole('dialog').getByRole('button', { name: 'Withdraw' }).click();
    await expectVisible(ada.page.getByText('Your entry was withdrawn'));
    await expectVisible(ada.page.getByRole('button', { name: 'Enter the challenge' }));
    await bo.page.reload();
    await expectVisible(bo.page.getByText('No entries from others yet', { exact: false }));

    expect(ada.errors).toEqual([]);
    expect(bo.errors).toEqual([]);
    await ada.context.close();
    await bo.context.close();
  });
});
