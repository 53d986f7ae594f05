import { describe, expect, it } from 'vitest';
import { e2eSuite } from './support/suite';
import { phoneContext, screenshot, watchErrors } from './support/browser';
import { createAccount, newEmail } from './support/accounts';
import { expectVisible } from './support/expect';

/** "Download my data" on the profile: ask, see it being prepared, then download the ZIP. */
const suite = e2eSuite();

describe('download my data', () => {
  it('prepares the archive live and downloads it as a ZIP', async () => {
    const token = await createAccount(suite.stack.url, suite.stack.ctx, 'Iris Apfel', newEmail('export'));
    const context = await phoneContext(suite.browser, suite.stack.url);
    await context.addInitScript((t) => localStorage.setItem('token', t), token);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'Download my data' });
    await section.scrollIntoViewIfNeeded();
    await section.getByRole('button', { name: 'Download my data' }).click();
    // The worker writes the archive; the socket's account.export.ready turns the button into a download.
    const download = section.getByRole('button', { name: 'Download ZIP' });
    await expectVisible(download);
    expect(await section.getByRole('status').textContent()).toMatch(/Your archive \(.+\) is ready\. You can download it until .+\./);
    await screenshot(page, 'en-profile-download-data', { viewport: true });
    const saved = page.waitForEvent('download');
    await download.click();
    const file = await saved;
    expect(file.suggestedFilename()).toMatch(/^fitrater-data-\d{4}-\d{2}-\d{2}\.zip$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a pending export\'s progress, as its row says after a reload', async () => {
    const token = await createAccount(suite.stack.url, suite.stack.ctx, 'Iris Pending', newEmail('export-pending'));
    const context = await phoneContext(suite.browser, suite.stack.url);
    await context.addInitScript((t) => localStorage.setItem('token', t), token);
    const page = await context.newPage();
    // The archive of a real account is written in well under a second; the row of one still being
    // packed is answered here so the page can be seen in that state.
    await page.route('**/api/user/export', (route) => (route.request().method() === 'GET'
      ? route.fulfill({ json: { export: { id: '7b0c2a4e-5a6b-4c1d-9e8f-0a1b2c3d4e5f', status: 'pending', stage: 'packing', percent: 40, createdAt: new Date().toISOString(), expiresAt: null, bytes: null, downloadUrl: null } } })
      : route.continue()));
    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'Download my data' });
    await section.scrollIntoViewIfNeeded();
    const bar = section.getByRole('progressbar');
    await expectVisible(bar);
    expect(await bar.getAttribute('aria-valuenow')).toBe('40');
    await screenshot(page, 'en-profile-download-data-pending', { viewport: true });
    await context.close();
  });

  it('reads right to left in Arabic', async () => {
    const token = await createAccount(suite.stack.url, suite.stack.ctx, 'ليلى', newEmail('export-ar'));
    const context = await phoneContext(suite.browser, suite.stack.url);
    await context.addInitScript((t) => {
      localStorage.setItem('token', t);
      localStorage.setItem('fitRater-language', 'ar');
    }, token);
    const page = await context.newPage();
    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'تنزيل بياناتي' });
    await section.scrollIntoViewIfNeeded();
    await expectVisible(section.getByRole('button', { name: 'تنزيل بياناتي' }));
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await screenshot(page, 'ar-profile-download-data', { viewport: true });
    await context.close();
  });
});
