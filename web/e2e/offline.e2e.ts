import { describe, expect, it } from 'vitest';
import { e2eSuite } from './support/suite';
import { phoneContext, screenshot } from './support/browser';
import { expectVisible } from './support/expect';

/** The service worker registers, precaches the shell, and the app opens with no network. */
const suite = e2eSuite();

describe('PWA', () => {
  it('serves a manifest with the install essentials', async () => {
    const manifest = (await (await fetch(`${suite.stack.url}/manifest.webmanifest`)).json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({ name: expect.stringContaining('FitRater'), short_name: 'FitRater', display: 'standalone', start_url: expect.any(String) });
    const sizes = (manifest.icons as { sizes: string }[]).map((icon) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const size of [192, 512]) expect((await fetch(`${suite.stack.url}/icons/icon-${size}.png`)).headers.get('content-type')).toBe('image/png');
  });

  it('registers the service worker and opens the app shell offline', async () => {
    const context = await phoneContext(suite.browser, suite.stack.url, { serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.goto('/');
    await expectVisible(page.getByRole('heading', { name: 'Your AI stylist' }));
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${suite.stack.url}/`);
    // Wait until the worker controls the page (clients.claim), so the reload goes through it.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });

    // API responses carry personal data and are never cached.
    const cachedApi = await page.evaluate(async () => {
      const keys = await caches.keys();
      const urls = (await Promise.all(keys.map(async (k) => (await (await caches.open(k)).keys()).map((r) => r.url)))).flat();
      return urls.filter((u) => u.includes('/api/'));
    });
    expect(cachedApi).toEqual([]);

    await context.setOffline(true);
    await page.reload();
    await expectVisible(page.getByRole('heading', { name: 'Your AI stylist' }));
    await expectVisible(page.getByText("You're offline"));
    await page.getByRole('button', { name: 'Skip' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Welcome back' })); // a lazy chunk, from the cache
    await screenshot(page, 'en-offline-auth');
    await context.close();
  });
});
