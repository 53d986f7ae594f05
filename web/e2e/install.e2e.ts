import { describe, expect, it } from 'vitest';
import { e2eSuite } from './support/suite';
import type { Page } from 'playwright-core';
import { phoneContext, watchErrors } from './support/browser';
import { expectVisible } from './support/expect';

/**
 * The floating install prompt. Headless Chromium never offers installation by
 * itself, so the test fires the browser's `beforeinstallprompt` event, shaped
 * like Chromium's (prompt() + userChoice), and answers as the user would.
 */
const suite = e2eSuite();

/** Fires the offer; true when the app took it (its listener calls preventDefault as it keeps the offer). */
async function offerInstall(page: Page, outcome: 'accepted' | 'dismissed'): Promise<boolean> {
  return page.evaluate((answer) => {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt(): Promise<void>; userChoice: Promise<{ outcome: string }> };
    (window as unknown as { __prompted: number }).__prompted = 0;
    event.prompt = async () => {
      (window as unknown as { __prompted: number }).__prompted += 1;
    };
    event.userChoice = Promise.resolve({ outcome: answer });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  }, outcome);
}

const ANDROID_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';

async function freshPage(userAgent?: string): Promise<Page> {
  // The suite's phone context (no service worker: the prompt is the app's, fired by offerInstall), as Android's Chrome when asked.
  const context = await phoneContext(suite.browser, suite.stack.url, userAgent ? { userAgent } : {});
  const page = await context.newPage();
  watchErrors(page);
  await page.goto('/install');
  return page;
}

describe('install prompt', () => {
  it('offers Install App, shows the browser dialog, and logs an accepted install without a session', async () => {
    const page = await freshPage(ANDROID_UA);
    await offerInstall(page, 'accepted');
    const install = page.getByRole('button', { name: 'Install App' }).first();
    await expectVisible(install);
    await install.click();
    expect(await page.evaluate(() => (window as unknown as { __prompted: number }).__prompted)).toBe(1);
    await expect.poll(async () => (await suite.stack.ctx.db('install_logs').select('*')).length, { timeout: 5000 }).toBe(1);
    const [row] = await suite.stack.ctx.db('install_logs').select('*');
    expect(row).toMatchObject({ deviceType: 'mobile' });
    expect(row.userAgent).toBe(ANDROID_UA);
    await expect.poll(() => page.getByRole('button', { name: 'Install App' }).count()).toBe(0);
    await page.context().close();
  });

  it('Not Now hides the prompt for the rest of the session and logs nothing', async () => {
    const before = (await suite.stack.ctx.db('install_logs').select('*')).length;
    const page = await freshPage();
    await page.goto('/');
    await offerInstall(page, 'dismissed');
    await expectVisible(page.getByRole('button', { name: 'Not Now' }));
    await page.getByRole('button', { name: 'Not Now' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Not Now' }).count()).toBe(0);
    // A new offer in the same session (e.g. after a reload) stays hidden.
    await page.reload();
    // The app took the offer, and two frames later (its store update rendered) still shows no prompt.
    expect(await offerInstall(page, 'dismissed')).toBe(true);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.getByRole('button', { name: 'Not Now' }).count()).toBe(0);
    expect((await suite.stack.ctx.db('install_logs').select('*')).length).toBe(before);
    await page.context().close();
  });
});
