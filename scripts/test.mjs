#!/usr/bin/env node
// `npm test` (and what .ci/run runs): dependencies, Postgres and Redis, then stopping at the
// first failing stage: typecheck (tsgo -b), lint (eslint), arrows (dependency-cruiser,
// scripts/arrows.mjs) and the stale builds side by side, then the Vitest projects (unit and web in
// one process, integration beside it in another) and the browser suite (the e2e project, web/e2e).
// Ends with a summary and the line `N passed, N failed`; exits non-zero on any failure.
//
// Extra arguments are passed to `vitest run` (e.g. `npm test -- --project unit`); with
// arguments, only the Vitest step runs, over every project but the browser suite unless they
// name projects (`npm test -- --project e2e web/e2e/chat.e2e.ts`).
// Node built-ins only: this runs before `npm ci`.
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDependencies, ensureSystemPackages, staleBuilds, build, ROOT } from './lib/project.mjs';
import { aptInstall, commandInPath, ensureServices, isRootUser, ServiceError } from './lib/services.mjs';

const startedAt = Date.now();
const vitestArgs = process.argv.slice(2);
const focused = vitestArgs.length > 0;
const tty = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code, text) => (tty ? `\x1b[${code}m${text}\x1b[0m` : text);
const log = (message) => console.log(`${paint('1', '[test]')} ${message}`);
const artifacts = join(ROOT, 'test-artifacts');

/** @type {{ name: string, status: 'passed'|'failed'|'skipped', seconds: number, passed?: number, failed?: number, skipped?: number, note?: string }[]} */
const results = [];

function finish() {
  const width = Math.max(...results.map((r) => r.name.length), 8);
  console.log(`\n${paint('1', '── summary ──')}`);
  let passed = 0;
  let failed = 0;
  for (const r of results) {
    const status = r.status === 'passed' ? paint('32', 'ok    ') : r.status === 'failed' ? paint('31', 'FAILED') : paint('33', 'skipped');
    const counts = r.passed !== undefined ? `  ${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}` : '';
    console.log(`  ${r.name.padEnd(width)}  ${status}  ${r.seconds.toFixed(1).padStart(6)} s${counts}${r.note ? `  (${r.note})` : ''}`);
    passed += r.passed ?? 0;
    // A failing step that is not a test run (typecheck, lint, a crash) counts as one failure.
    failed += r.failed ?? 0;
    if (r.status === 'failed' && !r.failed) failed += 1;
  }
  console.log(`  total ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed > 0 || results.some((r) => r.status === 'failed') ? 1 : 0);
}

function fatal(name, message) {
  console.error(`\n${paint('31', `[test] ${message}`)}`);
  results.push({ name, status: 'failed', seconds: 0, note: message.split('\n')[0] });
  finish();
}

/** Test counts from Vitest's JSON reporter output (null when missing or unreadable). */
function readVitestJson(file) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    return {
      passed: report.numPassedTests ?? 0,
      failed: report.numFailedTests ?? 0,
      skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
      failedSuites: report.numFailedTestSuites ?? 0,
      total: report.numTotalTests ?? 0,
    };
  } catch {
    return null;
  }
}

/**
 * Runs independent steps at once: tsc, eslint and dependency-cruiser each keep one core busy,
 * so side by side they fill the machine instead of waiting for each other. Each step's output is held and printed
 * whole when it ends, so the logs never interleave. Stops the run if any of them failed.
 * @param {{ name: string, command: string, args: string[] }[]} steps
 */
async function concurrentSteps(steps, env) {
  const show = (command, args) => [command === process.execPath ? 'node' : command, ...args.map((a) => a.replace(`${ROOT}/`, ''))].join(' ');
  log(`side by side: ${steps.map((s) => `${s.name} (${show(s.command, s.args)})`).join(', ')}`);
  const outcomes = await Promise.all(steps.map(({ name, command, args }) => new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    const done = (code) => {
      const seconds = (Date.now() - started) / 1000;
      log(`${name} ended (${code === 0 ? 'ok' : `exit ${code}`}, ${seconds.toFixed(1)} s)`);
      if (output.length) process.stdout.write(Buffer.concat(output));
      resolve({ name, code, seconds });
    };
    child.on('error', (error) => { output.push(Buffer.from(`${error.message}\n`)); done(1); });
    child.on('close', (code) => done(code ?? 1));
  })));
  for (const { name, code, seconds } of outcomes) {
    results.push({ name, status: code === 0 ? 'passed' : 'failed', seconds, note: code === 0 ? undefined : `exit ${code}` });
  }
  if (outcomes.some((o) => o.code !== 0)) finish();
}

/**
 * Runs `vitest run` with the JSON reporter into test-artifacts/<name>.json and records the step.
 * With `heldOutput`, the step's output is kept in test-artifacts/<name>.log (to follow it live) and
 * returned, for printing whole after a step that runs beside it; otherwise it goes to the terminal.
 * `onSpawn` gets the child process (to stop it early). When the
 * `liveAfter` promise resolves, held output so far is printed (after `liveAfter`'s value, a heading)
 * and the rest goes to the terminal as it comes; `output` then holds only what came before.
 * @returns {Promise<{ entry: object, output: string }>}
 */
function vitestStep(name, args, env, { heldOutput = false, onSpawn = () => {}, liveAfter = null } = {}) {
  mkdirSync(artifacts, { recursive: true });
  const jsonFile = join(artifacts, `${name}.json`);
  const logFile = join(artifacts, `${name}.log`);
  rmSync(jsonFile, { force: true });
  const full = ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${jsonFile}`, ...args];
  log(`${name}: vitest ${full.join(' ').replace(`${ROOT}/`, '')}${heldOutput ? ` (output in ${logFile.replace(`${ROOT}/`, '')}, printed ${liveAfter ? 'once the step beside it has passed' : 'when it ends'})` : ''}`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin('vitest/vitest.mjs'), ...full], { cwd: ROOT, env, stdio: ['ignore', heldOutput ? 'pipe' : 'inherit', heldOutput ? 'pipe' : 'inherit'] });
    onSpawn(child);
    const output = [];
    if (heldOutput) {
      writeFileSync(logFile, '');
      let live = false;
      const keep = (chunk) => {
        appendFileSync(logFile, chunk);
        if (live) process.stdout.write(chunk); else output.push(chunk);
      };
      child.stdout.on('data', keep);
      child.stderr.on('data', keep);
      void liveAfter?.then((heading) => {
        process.stdout.write(`${heading}${Buffer.concat(output)}`);
        output.length = 0;
        live = true;
      });
    }
    let settled = false;
    const done = (code) => {
      if (settled) return;
      settled = true;
      const seconds = (Date.now() - started) / 1000;
      const counts = readVitestJson(jsonFile);
      const entry = { name, status: code === 0 ? 'passed' : 'failed', seconds };
      if (counts) {
        Object.assign(entry, { passed: counts.passed, failed: counts.failed, skipped: counts.skipped });
        // Files that failed to load or errors outside tests fail the run without failing a test.
        if (code !== 0 && counts.failed === 0) entry.failed = Math.max(1, counts.failedSuites);
        if (code === 0 && counts.total === 0) {
          entry.status = 'failed';
          entry.note = 'no test ran';
        }
      } else if (code !== 0) entry.note = `exit ${code}, no report`;
      if (heldOutput) log(`${name} ended (${entry.status === 'passed' ? 'ok' : 'FAILED'}, ${seconds.toFixed(1)} s)`);
      resolve({ entry, output: Buffer.concat(output).toString() });
    };
    child.on('error', (error) => { output.push(Buffer.from(`${error.message}\n`)); done(1); });
    child.on('close', (code) => done(code ?? 1));
  });
}

/**
 * Vitest in two processes side by side, then the browser suite. The unit and web projects keep both
 * cores busy with the engine's CPU while the integration project mostly waits (on Postgres, on worker
 * processes, on job locks), so each fills the other's idle time: side by side they ended about a
 * minute sooner than one after the other. The integration project's output is held in
 * test-artifacts/integration.log and printed once the unit and web projects have passed.
 * The browser suite starts as soon as the unit and web projects have passed, beside the integration
 * project's last files (the short ones: each project runs its longest files first), whose waits its
 * setup and first stacks fill. Its output is held until the integration project has passed; when a
 * Vitest process fails, the others are stopped and the browser suite is counted as skipped.
 */
async function vitestThenE2e(env, e2eArgs, browserEnv) {
  // The integration project's global setup has migrated this checkout's template: the browser suite copies it.
  const e2eEnv = { ...browserEnv, FITRATER_TEST_TEMPLATE_CLONE: '1' };
  const children = new Set();
  let stopped = false;
  const stopOthers = () => {
    stopped = true;
    for (const child of children) child.kill('SIGTERM');
  };
  const track = (child) => { children.add(child); child.on('close', () => children.delete(child)); };
  const unitRun = vitestStep('unit', ['--project', 'unit', '--project', 'web'], env, { onSpawn: track });
  const unitPassed = unitRun.then(({ entry }) => entry.status === 'passed');
  let integrationFailed = false;
  const integrationRun = vitestStep('integration', ['--project', 'integration'], env, {
    heldOutput: true, onSpawn: track,
    liveAfter: unitPassed.then((passed) => (passed ? `\n${paint('1', '── integration (ran beside unit and web) ──')}\n` : new Promise(() => {}))),
  });
  void unitPassed.then((passed) => { if (!passed) stopOthers(); });
  void integrationRun.then(({ entry }) => {
    if (entry.status === 'passed') return;
    integrationFailed = true;
    stopOthers();
  });

  let e2eRun = null;
  let vitestPassed = null;
  if (await unitPassed && !integrationFailed) {
    log('unit and web passed: the browser suite starts beside the last integration files');
    vitestPassed = integrationRun.then(({ entry }) => (entry.status === 'passed' ? `\n${paint('1', '── e2e (started beside the last integration files) ──')}\n` : new Promise(() => {})));
    e2eRun = vitestStep('e2e', e2eArgs, e2eEnv, { heldOutput: true, onSpawn: track, liveAfter: vitestPassed });
  }
  const [unit, integration] = await Promise.all([unitRun, integrationRun]);
  if (unit.entry.status !== 'passed' || integration.entry.status !== 'passed') {
    if (e2eRun) {
      stopOthers();
      await e2eRun;
      log('e2e stopped: vitest failed');
    }
    // The integration output held back while the unit and web projects failed is printed for the reader;
    // a process stopped because the other failed counts as skipped, not as a failure of its own.
    if (unit.entry.status !== 'passed' && integration.output) process.stdout.write(`\n${paint('1', '── integration (held while unit and web ran) ──')}\n${integration.output}`);
    const skipped = (entry, why) => (stopped && entry.status === 'failed' && !entry.failed ? { name: entry.name, status: 'skipped', seconds: entry.seconds, note: why } : entry);
    results.push(skipped(unit.entry, 'integration failed'), skipped(integration.entry, 'unit or web failed'), { name: 'e2e', status: 'skipped', seconds: 0, note: 'vitest failed' });
    finish();
  }
  if (!e2eRun) {
    record(unit, integration, await vitestStep('e2e', e2eArgs, e2eEnv));
    return;
  }
  // The browser suite's held output is printed (the callback vitestStep put on this promise runs first) before the summary.
  await vitestPassed;
  record(unit, integration, await e2eRun);
}

/** Records finished Vitest steps in order; stops the run when one failed. */
function record(...steps) {
  for (const { entry } of steps) results.push(entry);
  if (steps.some(({ entry }) => entry.status === 'failed')) finish();
}

const bin = (path) => join(ROOT, 'node_modules', path);
/** The projects of vitest.config.ts but the browser suite (which needs a build and Chromium, and runs as its own step). */
const WITHOUT_BROWSER = ['--project', 'unit', '--project', 'web', '--project', 'integration'];
const LINT_CACHE = ['--cache', '--cache-strategy', 'content', '--cache-location', join(ROOT, 'node_modules', '.cache', 'eslint') + '/'];

// 1. Dependencies.
try {
  ensureDependencies({ log });
} catch (error) {
  fatal('install', error.message);
}

await ensureSystemPackages({ log });

// 2. Postgres and Redis.
let services;
try {
  services = await ensureServices({ log: (m) => log(m) });
} catch (error) {
  fatal('services', error instanceof ServiceError ? error.message : String(error.stack));
}
const env = {
  ...process.env,
  DATABASE_URL: services.DATABASE_URL,
  REDIS_URL: services.REDIS_URL,
  TEST_DATABASE_URL: process.env.TEST_DATABASE_URL || services.DATABASE_URL,
  TEST_REDIS_URL: process.env.TEST_REDIS_URL || services.REDIS_URL,
};

if (focused) {
  const projects = vitestArgs.some((arg) => arg === '--project' || arg.startsWith('--project=')) ? [] : WITHOUT_BROWSER;
  record(await vitestStep('vitest', [...projects, ...vitestArgs], env));
  finish();
}

// The browser suite runs when its tests are there and Chromium is (installed with apt as root when missing),
// with the colour emoji font a phone has, so the screens lay out (and, when kept, picture) the badges' and scores' emoji, not boxes.
const e2eTests = join(ROOT, 'web', 'e2e');
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const emojiFont = '/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf';
const withE2e = existsSync(e2eTests);
const browserPackages = [...(existsSync(chromium) ? [] : ['chromium']), ...(existsSync(emojiFont) ? [] : ['fonts-noto-color-emoji'])];
if (withE2e && browserPackages.length && isRootUser() && commandInPath('apt-get')) {
  try {
    aptInstall(browserPackages, log);
  } catch (error) {
    log(error.message);
  }
}
const browserTests = withE2e && existsSync(chromium);

// 3. Static checks, and the bundles the tests run (server: worker and CLI processes; web: the
//    browser suite) when their sources are newer than them.
const toBuild = staleBuilds().filter((target) => target === 'server' || browserTests);
await concurrentSteps([
  // TypeScript's native compiler (the same checker, ported to Go; `tsc -b` agrees): a third of tsc's CPU, on every core.
  { name: 'typecheck', command: process.execPath, args: [bin('@typescript/native-preview/bin/tsgo'), '-b'] },
  // Every rule reads one file at a time (none uses type information), so a file whose content and
  // config are unchanged keeps its result: a repeated run lints only what changed.
  { name: 'lint', command: process.execPath, args: [bin('eslint/bin/eslint.js'), '--max-warnings', '0', ...LINT_CACHE, '.'] },
  { name: 'arrows', command: process.execPath, args: [join(ROOT, 'scripts', 'arrows.mjs')] },
  ...(toBuild.length ? [{ name: 'build', command: process.execPath, args: [join(ROOT, 'scripts', 'build.mjs'), ...toBuild] }] : []),
], env);

// 4. Unit, integration and web component tests (projects of vitest.config.ts; unit and web in one
//    process, integration beside it: vitestThenE2e), then the browser tests against the built app,
//    started once unit and web have passed. On two cores all of Vitest beside the browser suite took
//    longer than one after the other (each starves the other's timing-sensitive tests), so that is
//    opt-in: FITRATER_TEST_PARALLEL=1 runs them together, each with its own template database,
//    workers and report, the browser suite's output printed whole after Vitest's.
const serial = process.env.FITRATER_TEST_PARALLEL !== '1';
if (!withE2e) {
  record(await vitestStep('vitest', WITHOUT_BROWSER, env));
  results.push({ name: 'e2e', status: 'skipped', seconds: 0, note: 'no web/e2e' });
} else if (!browserTests) {
  record(await vitestStep('vitest', WITHOUT_BROWSER, env));
  const banner = '!'.repeat(78);
  console.error(`\n${paint('33', banner)}\n${paint('33', `  BROWSER TESTS SKIPPED: ${chromium} is missing. Install it: apt-get install -y chromium`)}\n${paint('33', banner)}\n`);
  results.push({ name: 'e2e', status: 'skipped', seconds: 0, note: `${chromium} missing` });
} else {
  try {
    // Sources edited while the checks ran are built now.
    build(staleBuilds(), { log });
  } catch (error) {
    fatal('build', error.message);
  }
  const e2eArgs = ['--project', 'e2e'];
  const e2eEnv = { ...env, CHROMIUM_PATH: chromium };
  if (serial) {
    await vitestThenE2e(env, e2eArgs, e2eEnv);
  } else {
    const [vitest, e2e] = await Promise.all([vitestStep('vitest', WITHOUT_BROWSER, env), vitestStep('e2e', e2eArgs, e2eEnv, { heldOutput: true })]);
    console.log(`\n${paint('1', '── e2e (ran beside vitest) ──')}`);
    process.stdout.write(e2e.output);
    record(vitest, e2e);
  }
}

finish();
