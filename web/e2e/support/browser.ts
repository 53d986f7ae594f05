import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Chromium preloads the address bar's suggestion popup, a WebUI page in a renderer of its own, even
 * headless where there is no address bar, and that renderer keeps drawing: about a tenth of a core per
 * browser for as long as it runs (measured idle, 10 s: 1.0 s of CPU; the browser process 0.27 s → 0.10 s
 * without it). Chromium reads only the last --disable-features, so the list repeats the features
 * playwright-core disables itself (its chromiumSwitches) and adds the popup's three.
 */
const DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync', 'DestroyProfileOnBrowserClose', 'HttpsUpgrades', 'HttpsFirstBalancedModeAutoEnable', 'LensOverlay',
  'MediaRouter', 'PaintHolding', 'ThirdPartyStoragePartitioning', 'AvoidCorsURLLoaderRestartOnRedirect', 'TcpPortRandomizationWin',
  'OptimizationHints', 'NetworkTimeServiceQuerying', 'AimEnabled', 'PreconnectToSearch',
  'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup',
];
export const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run',
  `--disable-features=${DISABLED_FEATURES.join(',')}`,
];

/** The reference phone viewport. */
export const PHONE = { width: 390, height: 844 } as const;

/** Where the suite's pictures of the app go (git-ignored). */
export const SCREENSHOTS = fileURLToPath(new URL('../../../test-artifacts/screenshots/', import.meta.url));
/**
 * Pictures are taken only when asked for (FITRATER_SCREENSHOTS=1): nothing compares them, and a full-page
 * capture costs the browser more than most checks of the screen it shows.
 */
export const KEEP_SCREENSHOTS = process.env.FITRATER_SCREENSHOTS === '1';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
}

let shared: Promise<Browser> | null = null;

/**
 * The test worker's one Chromium, launched by the first file that asks and kept for the files after
 * it (the suite runs with `isolate: false`, so this module outlives a file). Files never share a
 * context: each test opens its own, and `closeContexts` closes what a file left open. Playwright
 * kills the browser when the worker process exits.
 */
export function sharedBrowser(): Promise<Browser> {
  if (!shared) {
    const launching = launchBrowser();
    shared = launching;
    void launching.then((browser) => browser.on('disconnected', () => { if (shared === launching) shared = null; }), () => { shared = null; });
  }
  return shared;
}

/** Closes every context still open in `browser`, so the next file starts from a browser with none. */
export async function closeContexts(browser: Browser): Promise<void> {
  await Promise.all(browser.contexts().map((context) => context.close()));
}

/**
 * A phone-sized context. It asks for reduced motion (which the app honours: transitions and entrance
 * animations end at once), so a test reads and pictures the screen at rest instead of waiting out
 * every slide and fade; a test of the motion itself passes `reducedMotion: 'no-preference'`.
 *
 * The service worker is not registered (Playwright turns `register` into a no-op): on its first load a
 * fresh context's worker precaches the whole shell, every hashed chunk of every language, which cost
 * the browser and the server as much CPU as the screens a test checks, in every test. The app works
 * the same without it (it never touches /api/, and a fresh context has no push subscription either
 * way); the tests of the worker itself (offline.e2e.ts, the pushed notification in
 * admin-notifications.e2e.ts) pass `serviceWorkers: 'allow'`.
 */
export async function phoneContext(browser: Browser, baseURL: string, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({ baseURL, viewport: PHONE, deviceScaleFactor: 1, isMobile: true, hasTouch: true, reducedMotion: 'reduce', serviceWorkers: 'block', ...options });
}

/** Fails the test on any uncaught page error, and keeps console errors for the report. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) errors.push(`console: ${message.text()}`);
  });
  return errors;
}

/**
 * Waits for the screen to be at rest and, with FITRATER_SCREENSHOTS=1, pictures it in
 * test-artifacts/screenshots/<name>.png: full page by default; `viewport` for screens with a fixed
 * dialog, as a phone shows them. The wait happens either way, so a test runs the same with or without pictures.
 */
export async function screenshot(page: Page, name: string, { viewport = false }: { viewport?: boolean } = {}): Promise<void> {
  await motionDone(page);
  if (!KEEP_SCREENSHOTS) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}${name}.png`, fullPage: !viewport });
}

/**
 * Waits until every finite CSS transition and animation on the page has ended, so a picture or a
 * measurement shows the resting state (spinners and other endless animations do not count).
 */
export async function motionDone(page: Page): Promise<void> {
  // Two frames first, so motion that the last action starts (React commits, then styles apply) is seen.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForFunction(
    () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
    undefined, { timeout: 10_000, polling: 'raf' },
  );
}

/** Horizontal overflow of the document, in CSS pixels (0 = none). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** Visible buttons, links styled as buttons and inputs inside `main` shorter than a 44 px touch target (their labels). */
export function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => Array.from(document.querySelectorAll('main button, main a.btn, main input, main select'))
    .filter((el) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && box.height < 43.5;
    })
    .map((el) => (el.getAttribute('aria-label') ?? el.textContent ?? el.tagName).trim()));
}
