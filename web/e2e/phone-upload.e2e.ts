import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { e2eSuite } from './support/suite';
import { phoneContext, screenshot, watchErrors } from './support/browser';
import { createAccount, newEmail } from './support/accounts';
import { expectHidden, expectVisible } from './support/expect';
import { cameraPhoto } from './support/camera-photo';
import { startByteProxy, type ByteProxy } from './support/byte-proxy';

/**
 * A 12 MP photo straight from a phone camera, rated over a slow mobile
 * uplink: it is prepared on the phone so a few hundred kilobytes go up, the
 * upload is the first live stage with its real percentage, it can be
 * cancelled, and a connection dropped before the answer is tried again
 * without making a second rating.
 */
const suite = e2eSuite();
const FIXTURE = fileURLToPath(new URL('../../stylist/test/fixtures/photos/standing-blue.jpg', import.meta.url));
const folder = mkdtempSync(join(tmpdir(), 'fitrater-phone-'));
/** On disk, as the phone's file picker hands it over (a file path keeps 4.5 MB out of the DevTools protocol). */
const camera = join(folder, 'IMG_0001.JPG');
let proxy: ByteProxy;

beforeAll(async () => {
  writeFileSync(camera, await cameraPhoto(readFileSync(FIXTURE)));
  proxy = await startByteProxy(suite.stack.url);
});
afterAll(async () => {
  await proxy?.close();
  rmSync(folder, { recursive: true, force: true });
});

async function phone(token: string): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession; errors: string[] }> {
  const context = await phoneContext(suite.browser, proxy.url);
  await context.addInitScript((t) => {
    localStorage.setItem('token', t);
    localStorage.setItem('fitRater-language', 'en');
  }, token);
  const page = await context.newPage();
  const errors = watchErrors(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  return { context, page, cdp, errors };
}

/** Chromium's own network emulation: `upKbps` of uplink, as a phone on a weak signal. */
const throttle = (cdp: CDPSession, upKbps: number) =>
  cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 100, downloadThroughput: (10_000 * 1000) / 8, uploadThroughput: (upKbps * 1000) / 8 });

async function pickCameraPhoto(page: Page) {
  await page.goto('/home');
  await page.locator('input[name="camera"]').setInputFiles(camera);
  await expectVisible(page.getByRole('img', { name: 'Your outfit photo' }));
  await page.getByLabel('Occasion').selectOption('work');
}

interface UploadReadings { __uploadReadings: Array<{ step: string; bar: string | null }> }

/**
 * Keeps every upload percentage between 1 and 99 the overlay shows, with the current step's line and the
 * progress bar at that moment: the reading is taken when the page renders it, so a busy machine that
 * finishes the upload between two polls of the test still has it.
 */
async function recordUploadReadings(page: Page) {
  await page.evaluate(() => {
    const readings: UploadReadings['__uploadReadings'] = [];
    (window as unknown as UploadReadings).__uploadReadings = readings;
    new MutationObserver(() => {
      if (!/Uploading your photo… ([1-9]\d?)%/.test(document.querySelector('.overlay__status')?.textContent ?? '')) return;
      readings.push({
        step: document.querySelector('.overlay__step--current')?.textContent ?? '',
        bar: document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow') ?? null,
      });
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
}

const usage = async (token: string) => (await (await fetch(`${suite.stack.url}/api/usage`, { headers: { authorization: `Bearer ${token}` } })).json()) as { used: number };

describe('a camera photo on a mobile connection', () => {
  it('goes up prepared (≤ 400 KB on the wire), shows the upload with its percentage, then the result', async () => {
    const token = await createAccount(suite.stack.url, suite.stack.ctx, 'Ife Ade', newEmail('phone'));
    const { context, page, cdp, errors } = await phone(token);
    await pickCameraPhoto(page);
    // About six seconds for the prepared photo: long enough that a renderer starved by a busy machine still
    // paints some percentage between the first byte and the last, as a phone on a weak signal would.
    await throttle(cdp, 300);
    await recordUploadReadings(page);
    const before = proxy.sent();
    await page.getByRole('button', { name: 'Rate My Outfit' }).click();

    await expectVisible(page.getByRole('dialog', { name: 'Analyzing your outfit' }));
    const percentLine = page.locator('.overlay__status', { hasText: /Uploading your photo… (\d+)%/ });
    await expectVisible(percentLine);
    await page.waitForFunction(() => (window as unknown as UploadReadings).__uploadReadings.length > 0, undefined, { timeout: 20_000, polling: 100 });
    const [reading] = await page.evaluate(() => (window as unknown as UploadReadings).__uploadReadings);
    expect(reading!.step).toMatch(/Uploading your photo\s*\d+%/);
    expect(Number(reading!.bar)).toBeGreaterThan(0);

    await page.waitForURL('**/results?id=*', { timeout: 150_000 });
    await expectVisible(page.locator('.ring__score[data-score]'));
    const onWire = proxy.sent() - before;
    expect(onWire, `${onWire} bytes sent`).toBeLessThanOrEqual(400 * 1024);
    expect(onWire).toBeGreaterThan(50 * 1024);
    expect((await usage(token)).used).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);

  it('can be cancelled during the upload: nothing is rated and the form keeps the photo', async () => {
    const token = await createAccount(suite.stack.url, suite.stack.ctx, 'Tobi Ade', newEmail('cancel'));
    const { context, page, cdp } = await phone(token);
    await pickCameraPhoto(page);
    await throttle(cdp, 100);
    await page.getByRole('button', { name: 'Rate My Outfit' }).click();
    await page.waitForFunction(() => /Uploading your photo… ([1-9]\d?)%/.test(document.querySelector('.overlay__status')?.textContent ?? ''), undefined, { timeout: 30_000 });
    await screenshot(page, 'en-phone-01-uploading', { viewport: true });
    await page.getByRole('button', { name: 'Cancel upload' }).click();
    await expectVisible(page.getByText('Upload cancelled'));
    await expectHidden(page.getByRole('dialog', { name: 'Analyzing your outfit' }));
    await expectVisible(page.getByRole('img', { name: 'Your outfit photo' }));
    expect(page.url()).toMatch(/\/home$/);
    expect((await usage(token)).used).toBe(0);
    await context.close();
  }, 240_000);

  it('a connection dropped before the answer is tried again with the same key: one rating, one unit', async () => {
    const token = await createAccount(suite.stack.url, suite.stack.ctx, 'Kemi Ade', newEmail('retry'));
    const { context, page, errors } = await phone(token);
    await pickCameraPhoto(page);
    const postsBefore = proxy.ratingPosts().length;
    proxy.dropNextRatingAnswer();
    await page.getByRole('button', { name: 'Rate My Outfit' }).click();
    await page.waitForURL('**/results?id=*', { timeout: 150_000 });
    const posts = proxy.ratingPosts().slice(postsBefore);
    expect(posts.length).toBe(2);
    expect(posts[1]).toBe(posts[0]);
    expect(posts[0]).toMatch(/^[\w-]{8,64}$/);
    expect((await usage(token)).used).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);
});
