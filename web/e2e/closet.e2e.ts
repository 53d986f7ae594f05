import { describe, expect, it } from 'vitest';
import { UserModel } from '@fitrater/core';
import { storedOutfit } from '@fitrater/test-support';
import { e2eSuite } from './support/suite';
import { horizontalOverflow, phoneContext, screenshot, watchErrors } from './support/browser';
import { createAccount, newEmail } from './support/accounts';
import { expectVisible } from './support/expect';

/** The virtual closet: default folders, filing from All Outfits, rename, a duplicate refused, delete returns to All Outfits. */
const suite = e2eSuite();

describe('virtual closet', () => {
  it('files outfits into folders and keeps the spec behaviours', async () => {
    const email = newEmail('closet');
    const token = await createAccount(suite.stack.url, suite.stack.ctx, 'Coco Closet', email);
    const user = await UserModel.query(suite.stack.ctx.db).whereRaw('lower(email) = ?', [email]).first();
    await storedOutfit(suite.stack.ctx, user!.id, { rating: 8.2, occasion: 'work' });
    await storedOutfit(suite.stack.ctx, user!.id, { rating: 6.9, colour: '#1f5a7a', occasion: 'date' });
    const context = await phoneContext(suite.browser, suite.stack.url);
    await context.addInitScript((t) => localStorage.setItem('token', t), token);
    const page = await context.newPage();
    const errors = watchErrors(page);

    // The menu navigates to the closet (no "Coming soon").
    await page.goto('/home');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Virtual Closet' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Virtual Closet' }));
    await expectVisible(page.getByRole('tab', { name: /All Outfits/ }));

    await page.getByRole('button', { name: 'Create default folders' }).click();
    await expectVisible(page.getByText('Default folders created'));
    for (const name of ['Workwear', 'Casual', 'Date Night', 'Favorites']) await expectVisible(page.getByRole('tab', { name: new RegExp(name) }));

    // Filing is offered in All Outfits.
    await page.getByRole('combobox', { name: 'Add to folder' }).first().selectOption({ label: 'Workwear' });
    await expectVisible(page.getByText('Outfit added to folder'));
    await screenshot(page, 'en-closet-all');

    await page.getByRole('tab', { name: /Workwear/ }).click();
    await expectVisible(page.getByRole('button', { name: 'Remove from folder' }));
    // …and not inside a folder.
    expect(await page.getByRole('combobox', { name: 'Add to folder' }).count()).toBe(0);
    expect(await page.getByRole('tab', { name: /Workwear/ }).textContent()).toContain('1');

    await page.getByRole('button', { name: 'Rename', exact: true }).click();
    await page.getByLabel('Folder name').fill('  Office  ');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectVisible(page.getByText('Folder updated successfully'));
    await expectVisible(page.getByRole('heading', { name: 'Office' }));

    // A name taken in another case is refused by the server.
    await page.getByRole('button', { name: 'New folder' }).click();
    await page.getByLabel('Folder name').fill('office');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expectVisible(page.getByText('Failed to create folder'));
    await expectVisible(page.getByText('You already have a folder with this name.'));
    await page.getByRole('button', { name: 'Cancel' }).click();

    // Deleting the selected folder returns to All Outfits; the outfits stay.
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expectVisible(page.getByText('Folder deleted successfully'));
    await expectVisible(page.getByRole('tab', { name: /All Outfits/, selected: true }));
    expect(await page.getByRole('combobox', { name: 'Add to folder' }).count()).toBe(2);
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'en-closet-after-delete');

    await page.evaluate(() => localStorage.setItem('fitRater-language', 'ar'));
    await page.reload();
    await expectVisible(page.getByRole('heading', { name: 'الخزانة الافتراضية' }));
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'ar-closet');
    expect(errors.filter((e) => !/409/.test(e))).toEqual([]);
    await context.close();
  });
});
