/**
 * What a member on a phone waits for: tap "Rate My Outfit" → the score on the results screen,
 * through the real UI in headless Chromium at 390×844 (touch, mobile), with Chromium's own
 * emulation of an ordinary 4G phone: 2 Mbps up, 10 Mbps down, 100 ms round trip
 * (CDP Network.emulateNetworkConditions) and the CPU 4× slower (Emulation.setCPUThrottlingRate).
 * Two photos: a 12 MP camera photo (3000×4000 displayed, stored 4000×3000 with EXIF Orientation 6,
 * ~4.5 MB, made from a real fixture photo scaled up with grain) and a tiny 29 KB photo. Median and
 * worst of BENCH_PHONE_RUNS (5) each, a fresh browser context per run (the app loaded on /home, the
 * socket open), the occasion chosen first and the photo picked just before the tap, so the
 * on-phone preparation is inside the measured time. Bytes uploaded = everything the browser sent
 * from the tap to the result, counted by a TCP proxy in front of the api.
 *
 * The api and a workers process run from the production bundles (api/bench/bench-stack.ts), the
 * api serving the built web app, as `npm start` runs them; the local engine rates.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { benchMember, prepareBenchBuild, ROOT, startBenchStack } from '../../api/bench/bench-stack';
import { CHROMIUM, CHROMIUM_ARGS, PHONE } from '../e2e/support/browser';
import { cameraPhoto } from '../e2e/support/camera-photo';
import { startByteProxy, type ByteProxy } from '../e2e/support/byte-proxy';

const RUNS = Number(process.env.BENCH_PHONE_RUNS ?? 5);
const NETWORK = { offline: false, latency: 100, uploadThroughput: (2_000_000 / 8), downloadThroughput: (10_000_000 / 8) };
const CPU_SLOWDOWN = 4;
const say = (message: string) => process.stderr.write(`[phone bench] ${message}\n`);
const round = (n: number) => Math.round(n);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

interface Run { tapToResultMs: number; uploadAnsweredMs: number; sentBytes: number }

declare global {
  interface Window { __bench?: { tap: number; result: number } }
}

async function oneRun(browser: Browser, url: string, token: string, photo: string, proxy: ByteProxy): Promise<Run> {
  const context = await browser.newContext({ baseURL: url, viewport: PHONE, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
  await context.addInitScript((t) => {
    localStorage.setItem('token', t);
    localStorage.setItem('fitRater-language', 'en');
    // The tap (capture phase, before React sees it) and the first frame with the score on screen.
    const marks = { tap: 0, result: 0 };
    window.__bench = marks;
    document.addEventListener('click', (event) => {
      if ((event.target as Element | null)?.closest?.('.rate-form__submit')) marks.tap = performance.now();
    }, true);
    new MutationObserver(() => {
      if (marks.tap && !marks.result && document.querySelector('.ring__score[data-score]')) requestAnimationFrame(() => (marks.result = performance.now()));
    }).observe(document, { subtree: true, childList: true, attributes: true });
  }, token);
  const page = await context.newPage();
  // The CPU is slowed 4× on a machine other people share: no step may give up on the defaults.
  page.setDefaultTimeout(180_000);
  try {
    const cdp = await context.newCDPSession(page);
    await page.goto('/home');
    await page.getByRole('button', { name: 'Rate My Outfit' }).waitFor();
    await page.waitForFunction(() => document.querySelector('.rate-form__left strong')?.textContent !== '…');
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.getByLabel('Occasion').selectOption('work');
    await page.locator('input[name="camera"]').setInputFiles(photo);
    const before = proxy.sent();
    await page.getByRole('button', { name: 'Rate My Outfit' }).click();
    await page.waitForFunction(() => (window.__bench?.result ?? 0) > 0, undefined, { timeout: 120_000, polling: 50 });
    const sentBytes = proxy.sent() - before;
    const { tap, result, answered } = await page.evaluate(() => {
      const post = performance.getEntriesByType('resource').find((e) => e.name.endsWith('/api/ratings') && (e as PerformanceResourceTiming).initiatorType === 'xmlhttprequest') as PerformanceResourceTiming | undefined;
      return { tap: window.__bench!.tap, result: window.__bench!.result, answered: post?.responseEnd ?? 0 };
    });
    return { tapToResultMs: result - tap, uploadAnsweredMs: answered ? answered - tap : NaN, sentBytes };
  } finally {
    await context.close();
  }
}

async function main() {
  spawnSync(process.execPath, ['scripts/build.mjs', 'web'], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } });
  await prepareBenchBuild();
  const folder = mkdtempSync(join(tmpdir(), 'fitrater-phone-bench-'));
  const tinySource = join(ROOT, 'stylist/test/fixtures/photos/standing-blue.jpg');
  const camera = join(folder, 'IMG_0001.JPG');
  writeFileSync(camera, await cameraPhoto(readFileSync(tinySource)));
  const tiny = join(folder, 'tiny.jpg');
  writeFileSync(tiny, readFileSync(tinySource));
  const stack = await startBenchStack('default,rating,media');
  const proxy = await startByteProxy(stack.url);
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  const loadBefore = loadavg()[0]!.toFixed(1);
  const cases = [
    { name: '12 MP camera photo', file: camera, bytes: readFileSync(camera).length },
    { name: 'tiny photo', file: tiny, bytes: readFileSync(tiny).length },
  ];
  const results = new Map<string, Run[]>();
  try {
    const member = await benchMember(stack, 'phone-bench@example.test', 'ratingId');
    member.close();
    // One unmeasured run: the workers' first rating loads the vision models.
    await oneRun(browser, proxy.url, member.token, tiny, proxy);
    for (let i = 0; i < RUNS; i++) {
      for (const c of cases) {
        const run = await oneRun(browser, proxy.url, member.token, c.file, proxy);
        say(`${c.name} #${i + 1}: tap → result ${round(run.tapToResultMs)} ms, upload answered ${round(run.uploadAnsweredMs)} ms, ${round(run.sentBytes / 1024)} KB sent`);
        results.set(c.name, [...(results.get(c.name) ?? []), run]);
      }
    }
  } finally {
    await browser.close();
    await proxy.close();
    await stack.close();
    rmSync(folder, { recursive: true, force: true });
  }
  const tinyMedian = median(results.get('tiny photo')!.map((r) => r.tapToResultMs));
  const rows = cases.map((c) => {
    const runs = results.get(c.name)!;
    const times = runs.map((r) => r.tapToResultMs);
    return {
      photo: c.name,
      'file (KB)': round(c.bytes / 1024),
      'uploaded, tap → result (KB, median)': round(median(runs.map((r) => r.sentBytes)) / 1024),
      'upload answered (ms, median)': round(median(runs.map((r) => r.uploadAnsweredMs))),
      'tap → result (ms, median)': round(median(times)),
      'tap → result (ms, worst)': round(Math.max(...times)),
      'vs tiny photo (median)': Math.round((median(times) / tinyMedian) * 100) / 100,
    };
  });
  const cameraRow = rows[0]!;
  const met = cameraRow['tap → result (ms, median)'] <= 3000 && cameraRow['vs tiny photo (median)'] <= 1.5 && cameraRow['uploaded, tap → result (KB, median)'] <= 400;
  console.log(JSON.stringify({
    bench: 'web.phone',
    title: 'Phone: tap → result through the real UI (4G and a mid-range CPU emulated)',
    description: `Headless Chromium at 390×844 (touch, device scale 1), Chromium's network emulation 2 Mbps up / 10 Mbps down / 100 ms RTT and CPU ${CPU_SLOWDOWN}× slower; the api and a workers process from the production bundles, local engine. Median and worst of ${RUNS} runs per photo, a fresh browser context each (home loaded, socket open); the occasion is chosen first and the photo picked right before the tap, so the on-phone preparation (worker: decode, 1600 px, JPEG) is inside the measured time. "Uploaded" counts every byte the browser sent from the tap to the score on screen (TCP proxy). Load average ${loadBefore} at the start and ${loadavg()[0]!.toFixed(1)} at the end (the browser, api and worker of this bench included); a load well above the core count makes every time pessimistic. Targets: 12 MP photo ≤ 3000 ms median and ≤ 1.5× the tiny photo, ≤ 400 KB uploaded: ${met ? 'met' : 'not met in this run'}.`,
    rows,
  }));
}

await main();
