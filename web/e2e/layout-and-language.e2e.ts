import { describe, expect, it } from 'vitest';
import { e2eSuite } from './support/suite';
import type { BrowserContext, Page } from 'playwright-core';
import { horizontalOverflow, motionDone, phoneContext, screenshot, watchErrors } from './support/browser';
import { createAccount, newEmail } from './support/accounts';
import { expectVisible } from './support/expect';
import { TRACK_FETCHES, settle } from './support/layout-audit';

/** Every public page fits a 390x844 phone in English and Arabic; Arabic is right-to-left and mirrored. */
const suite = e2eSuite();

const PUBLIC_PAGES = ['/', '/auth', '/install', '/contact', '/about', '/terms-conditions', '/privacy-policy', '/refund-policy'];

async function contextIn(language: 'en' | 'ar'): Promise<BrowserContext> {
  const context = await phoneContext(suite.browser, suite.stack.url);
  await context.addInitScript(TRACK_FETCHES);
  // The device's stored choice, as on a returning visit; a choice made on the page survives reloads.
  await context.addInitScript((lng) => {
    if (!localStorage.getItem('fitRater-language')) localStorage.setItem('fitRater-language', lng);
  }, language);
  return context;
}

/**
 * The screen as it rests: its heading, its data (no fetch in flight), fonts and images loaded. Waits on
 * those events instead of Playwright's 'networkidle', which always waits half a second after the last request.
 */
async function atRest(page: Page): Promise<void> {
  await settle(page);
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete), undefined, { timeout: 30_000 });
}

describe('public pages on a phone', () => {
  for (const language of ['en', 'ar'] as const) {
    it(`render without horizontal scrolling in ${language}`, async () => {
      const context = await contextIn(language);
      const page = await context.newPage();
      const errors = watchErrors(page);
      for (const path of PUBLIC_PAGES) {
        await page.goto(path);
        await atRest(page);
        expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');
        expect(await horizontalOverflow(page), `${language} ${path}`).toBeLessThanOrEqual(0);
        await screenshot(page, `${language}-public${path === '/' ? '-intro' : path.replace(/\//g, '-')}`);
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('the old legal routes redirect to the canonical ones', async () => {
    const context = await contextIn('en');
    const page = await context.newPage();
    await page.goto('/terms');
    await page.waitForURL('**/terms-conditions');
    await page.goto('/privacy');
    await page.waitForURL('**/privacy-policy');
    await page.goto('/no/such/page');
    await page.waitForURL('**/auth');
    await context.close();
  });
});

describe('switching to Arabic', () => {
  it('the language picker sets dir=rtl, translates the screen and mirrors the layout', async () => {
    const context = await contextIn('en');
    const page = await context.newPage();
    await page.goto('/auth');
    await expectVisible(page.getByRole('heading', { name: 'Welcome back' }));
    const backX = async () => (await page.getByRole('button', { name: /Intro|المقدمة/ }).boundingBox())!.x;
    expect(await backX()).toBeLessThan(100);

    await page.getByLabel('Language').selectOption('ar');
    await expectVisible(page.getByRole('heading', { name: 'أهلًا بعودتك' }));
    expect(await page.evaluate(() => [document.documentElement.dir, document.documentElement.lang])).toEqual(['rtl', 'ar']);
    expect(await page.evaluate(() => localStorage.getItem('fitRater-language'))).toBe('ar');
    expect(await backX()).toBeGreaterThan(200); // the back button moved to the right-hand side
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'ar-auth-after-switch');

    await page.reload();
    await expectVisible(page.getByRole('heading', { name: 'أهلًا بعودتك' }));
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await context.close();
  });

  it('signed-in screens in Arabic (home, menu, profile, change password) fit and mirror', async () => {
    const token = await createAccount(suite.stack.url, suite.stack.ctx, 'ليلى حسن', newEmail('layla'));
    const context = await contextIn('ar');
    await context.addInitScript((t) => localStorage.setItem('token', t), token);
    const page = await context.newPage();
    const errors = watchErrors(page);

    await page.goto('/home');
    await expectVisible(page.getByRole('heading', { name: 'مرحبًا يا ليلى' }));
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'ar-home');

    await page.getByRole('button', { name: 'فتح القائمة' }).click();
    const drawer = page.locator('.app__nav');
    await motionDone(page);
    const box = (await drawer.boundingBox())!;
    expect(box.x + box.width).toBeGreaterThan(385); // the drawer opens from the right in Arabic
    await screenshot(page, 'ar-menu-drawer', { viewport: true });
    await page.keyboard.press('Escape');

    for (const [path, name] of [['/profile', 'ar-profile'], ['/change-password', 'ar-change-password'], ['/closet', 'ar-closet']] as const) {
      await page.goto(path);
      await page.locator('h1').first().waitFor();
      await atRest(page);
      expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
      await screenshot(page, name);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('signed-in screens fit in English too', async () => {
    const token = await createAccount(suite.stack.url, suite.stack.ctx, 'Tunde Bakare', newEmail('tunde'));
    const context = await contextIn('en');
    await context.addInitScript((t) => localStorage.setItem('token', t), token);
    const page = await context.newPage();
    for (const path of ['/home', '/profile', '/change-password', '/trends']) {
      await page.goto(path);
      await page.locator('h1').first().waitFor();
      expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/home');
    await expectVisible(page.getByRole('navigation', { name: 'Main menu' }));
    await screenshot(page, 'en-desktop-home');
    await context.close();
  });
});
