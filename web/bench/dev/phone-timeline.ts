/**
 * Where a phone's wait goes: one tap → result run as web/bench/phone.bench.ts measures it (same
 * emulation, same stack), printed as a timeline from the tap: requests sent and answered, socket
 * frames, long tasks, the route change and the score on screen, then the page's CPU profile
 * between tap and result summed by script and by function (self time).
 *   node scripts/lib/run-ts.mjs web/bench/dev/phone-timeline.ts [photo] [runs]
 */
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { benchMember, prepareBenchBuild, ROOT, startBenchStack } from '../../../api/bench/bench-stack';
import { CHROMIUM, CHROMIUM_ARGS, PHONE } from '../../e2e/support/browser';
import { cameraPhoto } from '../../e2e/support/camera-photo';

const NETWORK = { offline: false, latency: 100, uploadThroughput: 2_000_000 / 8, downloadThroughput: 10_000_000 / 8 };

interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }
interface Profile { nodes: ProfileNode[]; startTime: number; endTime: number; samples: number[]; timeDeltas: number[] }

interface TraceEvent { name: string; ph: string; ts: number; dur?: number; tid: number; pid: number; args?: { name?: string; data?: Record<string, unknown> } }

/** Main-thread time by event name (top-level tasks' children), for the renderer thread that ran the page. */
function summariseTrace(file: string, tapMs: number, resultMs: number): void {
  const events = (JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some((x) => x.tid === e.tid && x.name === 'EventDispatch'));
  if (!main) { console.log('no renderer main thread in the trace'); return; }
  const nav = events.find((e) => e.tid === main.tid && e.name === 'EventDispatch' && (e.args?.data as { type?: string } | undefined)?.type === 'click');
  const clickTs = nav?.ts ?? 0;
  const end = clickTs + (resultMs - tapMs) * 1000;
  const byName = new Map<string, number>();
  const slices = events.filter((e) => e.tid === main.tid && e.pid === main.pid && e.ph === 'X' && e.ts >= clickTs && e.ts <= end && e.dur);
  // Self time: a slice's duration less its direct children's.
  slices.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const stack: TraceEvent[] = [];
  const self = new Map<TraceEvent, number>();
  for (const s of slices) {
    while (stack.length && stack[stack.length - 1]!.ts + (stack[stack.length - 1]!.dur ?? 0) <= s.ts) stack.pop();
    const parent = stack[stack.length - 1];
    if (parent) self.set(parent, (self.get(parent) ?? 0) - (s.dur ?? 0));
    self.set(s, (self.get(s) ?? 0) + (s.dur ?? 0));
    stack.push(s);
  }
  for (const [s, us] of self) byName.set(s.name, (byName.get(s.name) ?? 0) + us);
  console.log(`-- main thread self time by trace event (click → result, ${Math.round((end - clickTs) / 1000)} ms)`);
  for (const [name, us] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, 22)) console.log(`${String(Math.round(us / 1000)).padStart(6)} ms  ${name}`);
  const threads = new Map<number, string>();
  for (const e of events) if (e.name === 'thread_name') threads.set(e.tid, e.args?.name ?? '?');
  const busy = new Map<string, number>();
  for (const e of events) if (e.ph === 'X' && e.ts >= clickTs && e.ts <= end && e.dur && e.name === 'ThreadControllerImpl::RunTask') busy.set(`${threads.get(e.tid)}:${e.pid}`, (busy.get(`${threads.get(e.tid)}:${e.pid}`) ?? 0) + e.dur);
  console.log('-- tasks per thread');
  for (const [name, us] of [...busy].sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log(`${String(Math.round(us / 1000)).padStart(6)} ms  ${name}`);
}

async function main() {
  const which = process.argv[3] ?? 'camera';
  const runs = Number(process.argv[4] ?? 2);
  await prepareBenchBuild();
  const folder = mkdtempSync(join(tmpdir(), 'phone-timeline-'));
  const source = readFileSync(join(ROOT, 'stylist/test/fixtures/photos/standing-blue.jpg'));
  const photo = join(folder, which === 'camera' ? 'IMG_0001.JPG' : 'tiny.jpg');
  writeFileSync(photo, which === 'camera' ? await cameraPhoto(source) : source);
  const stack = await startBenchStack('default,rating,media');
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  const member = await benchMember(stack, 'timeline@example.test', 'ratingId');
  member.close();
  try {
    for (let run = 0; run <= runs; run++) {
      const context = await browser.newContext({ baseURL: stack.url, viewport: PHONE, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
      await context.addInitScript((t) => {
        localStorage.setItem('token', t);
        localStorage.setItem('fitRater-language', 'en');
        const w = window as unknown as { __t: { tap: number; result: number; marks: [string, number][] } };
        w.__t = { tap: 0, result: 0, marks: [] };
        document.addEventListener('click', (e) => {
          if ((e.target as Element | null)?.closest?.('.rate-form__submit')) w.__t.tap = performance.now();
        }, true);
        let path = location.pathname;
        new MutationObserver(() => {
          if (location.pathname !== path) { path = location.pathname; w.__t.marks.push([`route ${path}`, performance.now()]); }
          const overlay = document.querySelector('.overlay__status')?.getAttribute('data-stage') ?? '';
          if (overlay && w.__t.marks[w.__t.marks.length - 1]?.[0] !== `overlay ${overlay}`) w.__t.marks.push([`overlay ${overlay}`, performance.now()]);
          if (w.__t.tap && !w.__t.result && document.querySelector('.ring__score[data-score]')) requestAnimationFrame(() => (w.__t.result = performance.now()));
        }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) w.__t.marks.push([`longtask ${Math.round(e.duration)} ms`, e.startTime]);
        }).observe({ type: 'longtask', buffered: true });
      }, member.token);
      const page = await context.newPage();
      page.setDefaultTimeout(180_000);
      const cdp = await context.newCDPSession(page);
      await page.goto('/home');
      await page.getByRole('button', { name: 'Rate My Outfit' }).waitFor();
      await page.waitForFunction(() => document.querySelector('.rate-form__left strong')?.textContent !== '…');
      const net: [string, number][] = [];
      await cdp.send('Network.enable');
      // CDP timestamps are monotonic seconds; the page's performance.now() origin is converted below.
      cdp.on('Network.requestWillBeSent', (e) => net.push([`→ ${e.request.method} ${new URL(e.request.url).pathname}`, e.timestamp]));
      cdp.on('Network.loadingFinished', (e) => net.push([`✓ ${e.requestId}`, e.timestamp]));
      cdp.on('Network.responseReceived', (e) => net.push([`← ${e.response.status} ${new URL(e.response.url).pathname}`, e.timestamp]));
      cdp.on('Network.webSocketFrameReceived', (e) => net.push([`ws ${String(e.response.payloadData).slice(0, 70)}`, e.timestamp]));
      await cdp.send('Network.emulateNetworkConditions', NETWORK);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
      await page.getByLabel('Occasion').selectOption('work');
      await page.locator('input[name="camera"]').setInputFiles(photo);
      const clock = await page.evaluate(() => ({ now: performance.now(), origin: performance.timeOrigin }));
      const { timestamp: cdpNow } = (await cdp.send('Runtime.evaluate', { expression: 'performance.now()', returnByValue: true })) as unknown as { timestamp?: number };
      void cdpNow;
      await cdp.send('Profiler.start');
      const traceFile = join(folder, `trace-${run}.json`);
      await browser.startTracing(page, { path: traceFile, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink', 'loading'] });
      await page.getByRole('button', { name: 'Rate My Outfit' }).click();
      await page.waitForFunction(() => ((window as unknown as { __t: { result: number } }).__t.result ?? 0) > 0, undefined, { timeout: 120_000, polling: 50 });
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
      await browser.stopTracing();
      const t = await page.evaluate(() => (window as unknown as { __t: { tap: number; result: number; marks: [string, number][] } }).__t);
      const resources = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => { const r = e as PerformanceResourceTiming; return [r.name.replace(location.origin, ''), r.startTime, r.responseEnd, r.initiatorType] as const; }));
      void clock;
      if (run === 0) { await context.close(); continue; } // warm-up: the models load
      console.log(`\n=== run ${run}: tap → result ${Math.round(t.result - t.tap)} ms`);
      const rows: [number, string][] = [];
      for (const [name, start, end, kind] of resources) if (end > t.tap - 50) rows.push([start - t.tap, `res ${kind} ${name} (answered +${Math.round(end - t.tap)})`]);
      for (const [name, at] of t.marks) if (at > t.tap - 50) rows.push([at - t.tap, name]);
      // Network events: align with the profile (both CDP monotonic, µs in the profile).
      const tapMonotonic = (profile.startTime / 1000);
      for (const [name, ts] of net) if (name.startsWith('ws')) rows.push([ts * 1000 - tapMonotonic, name]);
      rows.sort((a, b) => a[0] - b[0]);
      for (const [at, name] of rows) console.log(`${String(Math.round(at)).padStart(6)} ms  ${name}`);
      console.log(`(ws times from profile start, ~tap)  result at ${Math.round(t.result - t.tap)} ms`);
      const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
      const self = new Map<number, number>();
      profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
      const byFn = new Map<string, number>();
      const byUrl = new Map<string, number>();
      for (const [id, us] of self) {
        const n = byNode.get(id)!;
        const file = n.callFrame.url.split('/').pop() || '(native)';
        const key = `${n.callFrame.functionName || '(anon)'} ${file}:${n.callFrame.lineNumber}`;
        byFn.set(key, (byFn.get(key) ?? 0) + us);
        byUrl.set(file, (byUrl.get(file) ?? 0) + us);
      }
      const top = (m: Map<string, number>, k: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, k).map(([name, us]) => `${String(Math.round(us / 1000)).padStart(6)} ms  ${name}`).join('\n');
      console.log(`-- CPU by script (profile ${Math.round((profile.endTime - profile.startTime) / 1000)} ms)\n${top(byUrl, 12)}\n-- CPU by function\n${top(byFn, 25)}`);
      summariseTrace(traceFile, t.tap, t.result);
      await context.close();
    }
  } finally {
    await browser.close();
    await stack.close();
  }
}

await main();
