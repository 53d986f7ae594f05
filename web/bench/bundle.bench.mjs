#!/usr/bin/env node
// Web performance bench (run from the repository root: `node web/bench/bundle.bench.mjs`).
//
// 1. Initial JS for the first route: the JavaScript a first-time visitor's browser actually
//    downloads to render `/` (entry, its preloaded imports and the intro chunk), each file
//    gzipped at level 9. Target: <= 200 KiB.
// 2. Time to first render of /auth in headless Chromium with a 4x CPU slowdown (CDP
//    Emulation.setCPUThrottlingRate): milliseconds from navigation start until the sign-in
//    heading is in the DOM, median of 5 cold loads; first contentful paint alongside.
//
// Builds web/dist first when it is missing (or with --build). Serves it with a tiny static
// server on 127.0.0.1 (no API needed: a signed-out visitor makes no API calls on these routes).
// Prints progress on stderr and one JSON line on stdout.
/* global document, window, MutationObserver -- the page callbacks below run in the browser */
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const DIST = join(ROOT, 'web', 'dist');
const TARGET_KIB = 200;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const log = (...parts) => console.error('[web bench]', ...parts);

if (process.argv.includes('--build') || !existsSync(join(DIST, 'index.html'))) {
  log('building web/dist');
  const build = spawnSync(process.execPath, ['scripts/build.mjs', 'web'], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.webmanifest': 'application/manifest+json', '.png': 'image/png', '.svg': 'image/svg+xml' };

function serveDist() {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = normalize(join(DIST, path));
    if (!file.startsWith(DIST) || !existsSync(file) || statSync(file).isDirectory()) file = join(DIST, 'index.html');
    if (path.startsWith('/api/')) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"code":"NOT_FOUND","message":"Not found"}}');
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
    res.end(readFileSync(file));
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server)));
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const server = await serveDist();
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });

try {
  // 1. What a first visit to `/` downloads.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  const scripts = new Set();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('.js') && url.pathname.startsWith('/assets/')) scripts.add(url.pathname);
  });
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  await page.locator('h2').first().waitFor();
  await context.close();
  const files = [...scripts].map((path) => {
    const raw = readFileSync(join(DIST, path));
    return { path, raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length };
  });
  const initialGzip = files.reduce((sum, f) => sum + f.gzip, 0);
  const initialRaw = files.reduce((sum, f) => sum + f.raw, 0);
  log(`first route loads ${files.length} scripts: ${(initialGzip / 1024).toFixed(1)} KiB gzip (${(initialRaw / 1024).toFixed(1)} KiB raw)`);

  // 2. Time to first render of /auth, 4x CPU throttle, cold cache each run.
  const renders = [];
  const paints = [];
  for (let run = 0; run < RUNS; run++) {
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    const p = await ctx.newPage();
    await p.addInitScript(() => {
      const record = () => {
        if (document.querySelector('.auth h1')) {
          window.__authRenderedAt = performance.now();
          return true;
        }
        return false;
      };
      new MutationObserver((_, observer) => record() && observer.disconnect()).observe(document, { childList: true, subtree: true });
    });
    const cdp = await ctx.newCDPSession(p);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await p.goto(`${base}/auth`);
    await p.waitForFunction(() => typeof window.__authRenderedAt === 'number', undefined, { timeout: 60_000 });
    const { rendered, fcp } = await p.evaluate(() => ({
      rendered: window.__authRenderedAt,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    }));
    renders.push(Math.round(rendered));
    if (fcp !== null) paints.push(Math.round(fcp));
    log(`run ${run + 1}: /auth rendered at ${Math.round(rendered)} ms, FCP ${fcp === null ? 'n/a' : Math.round(fcp)} ms`);
    await ctx.close();
  }

  const result = {
    bench: 'web-bundle',
    title: 'Web app: first-route JavaScript and time to first render',
    description: `Initial JS = every script a first visit to / downloads, gzip -9 (target <= ${TARGET_KIB} KiB). First render = navigation start to the /auth heading in the DOM, headless Chromium, 4x CPU throttle, median of ${RUNS} cold loads.`,
    rows: [
      {
        metric: 'initial JS for / (gzip)',
        value: `${(initialGzip / 1024).toFixed(1)} KiB`,
        target: `<= ${TARGET_KIB} KiB`,
        ok: initialGzip <= TARGET_KIB * 1024,
        detail: `${files.length} files, ${(initialRaw / 1024).toFixed(1)} KiB raw`,
      },
      { metric: '/auth first render (4x CPU)', value: `${median(renders)} ms`, target: '', ok: true, detail: `runs: ${renders.join(', ')} ms` },
      { metric: '/auth first contentful paint (4x CPU)', value: paints.length ? `${median(paints)} ms` : 'n/a', target: '', ok: true, detail: `runs: ${paints.join(', ')} ms` },
    ],
    initialJsGzipBytes: initialGzip,
    authFirstRenderMs: median(renders),
  };
  console.log(JSON.stringify(result));
} finally {
  await browser.close();
  server.close();
}
