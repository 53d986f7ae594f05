#!/usr/bin/env node
// Bench: `npm start` time from installed (node_modules present) to healthy (/api/health 200).
//   cold build: dist/ and web/dist absent, so npm start builds the server and the web app first;
//   warm:       everything built, npm start only checks, migrates and starts the processes.
// Also the stop time (SIGTERM to npm → every process exited).
//
// Runs in a throwaway copy of the repository (node_modules linked, not copied) so the shared
// checkout's dist/ is never deleted under anyone, on a free port, with a throwaway DATA_DIR, its
// own database and Redis prefix. Prints progress on stderr and one JSON line on stdout.
//
// Options: --cold N (default 2), --warm N (default 3), --no-web (API only: npm start -- --no-web).
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve, dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import { httpStatus } from '../lib/supervisor.mjs';
import { ensureServices, withDatabase } from '../lib/services.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const coldRuns = arg('--cold', 2);
const warmRuns = arg('--warm', 3);
const noWeb = process.argv.includes('--no-web');
const say = (message) => process.stderr.write(`[start-time] ${message}\n`);

if (!existsSync(join(ROOT, 'node_modules', '.package-lock.json'))) {
  say('node_modules is missing: run npm ci first (this bench starts from "installed")');
  process.exit(1);
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

const SKIP = new Set(['node_modules', '.git', 'dist', '.data', '.tsbuild', 'test-artifacts', 'coverage']);

/** Copies the repository without build output and links every node_modules folder. */
function makeCopy() {
  const dir = mkdtempSync(join(tmpdir(), 'fitrater-start-bench-'));
  cpSync(ROOT, dir, {
    recursive: true,
    filter: (src) => {
      const rel = relative(ROOT, src);
      if (rel === '') return true;
      const parts = rel.split('/');
      const name = parts[parts.length - 1];
      if (name === 'node_modules') return false;
      if (parts.length <= 2 && SKIP.has(name)) return false;
      return !name.endsWith('.tsbuildinfo');
    },
  });
  for (const ws of ['.', ...readdirSync(ROOT)]) {
    const modules = join(ROOT, ws, 'node_modules');
    if (ws !== 'node_modules' && existsSync(modules) && existsSync(join(dir, ws))) symlinkSync(modules, join(dir, ws, 'node_modules'));
  }
  return dir;
}

/** PIDs of live (not zombie) processes whose working directory is `dir` (Linux /proc). */
function processesIn(dir) {
  const pids = [];
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readlinkSync(`/proc/${pid}/cwd`) === dir && !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'))) pids.push(pid);
    } catch {
      // gone or not ours
    }
  }
  return pids;
}

/** One `npm start`: ms to healthy, ms for the "running at" line, ms to stop after SIGTERM. */
async function runOnce(cwd, env, label) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'fitrater-bench-data-'));
  const started = performance.now();
  const child = spawn('npm', ['start', ...(noWeb ? ['--', '--no-web'] : [])], {
    cwd,
    env: { ...env, PORT: String(port), DATA_DIR: dataDir, NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  let urlLineMs = null;
  const onData = (chunk) => {
    output += chunk;
    if (urlLineMs === null && /FitRater is running at/.test(output)) urlLineMs = performance.now() - started;
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  let exited = null;
  const exitPromise = new Promise((r) => child.once('exit', (code, signal) => r((exited = { code, signal, at: performance.now() }))));
  const deadline = Date.now() + 300_000;
  let healthyMs = null;
  while (Date.now() < deadline && !exited) {
    if ((await httpStatus(`http://127.0.0.1:${port}/api/health`, 1000)) === 200) {
      healthyMs = performance.now() - started;
      break;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  if (healthyMs === null) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // gone
    }
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`${label}: never healthy${exited ? ` (npm start exited ${exited.code ?? exited.signal})` : ''}\n${output.slice(-3000)}`);
  }
  // Wait for the supervisor's line too (it polls every 200 ms).
  for (let i = 0; i < 50 && urlLineMs === null; i++) await new Promise((r) => setTimeout(r, 20));
  const stopAt = performance.now();
  // To the whole group, as a terminal's Ctrl-C does: npm itself does not pass signals on.
  process.kill(-child.pid, 'SIGTERM');
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // gone
    }
  }, 60_000);
  const end = await exitPromise;
  // npm returns at once; the supervisor and its children stop after.
  const stopDeadline = Date.now() + 45_000;
  while (processesIn(cwd).length > 0 && Date.now() < stopDeadline) await new Promise((r) => setTimeout(r, 20));
  const stopMs = performance.now() - stopAt;
  clearTimeout(timer);
  rmSync(dataDir, { recursive: true, force: true });
  const stillRunning = processesIn(cwd);
  if (stillRunning.length > 0) throw new Error(`${label}: processes left 45 s after SIGTERM: ${stillRunning.join(', ')}`);
  say(`${label}: healthy in ${(healthyMs / 1000).toFixed(2)} s, every process stopped ${(stopMs / 1000).toFixed(2)} s after SIGTERM`);
  return { healthyMs, urlLineMs, stopMs, exit: end.code ?? end.signal };
}

const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const round = (ms) => Math.round(ms);

const services = await ensureServices({ log: say });
const id = Math.random().toString(36).slice(2, 8);
const databaseUrl = withDatabase(services.DATABASE_URL, `fitrater_bench_${id}`);
const env = { ...process.env, DATABASE_URL: databaseUrl, REDIS_URL: services.REDIS_URL, REDIS_PREFIX: `bench${id}`, LOG_LEVEL: 'warn' };
delete env.npm_config_prefix;

const copy = makeCopy();
say(`copy of the repository in ${copy}`);
const rows = [];
try {
  const cold = [];
  for (let i = 0; i < coldRuns; i++) {
    rmSync(join(copy, 'dist'), { recursive: true, force: true });
    rmSync(join(copy, 'web', 'dist'), { recursive: true, force: true });
    cold.push(await runOnce(copy, env, `cold build #${i + 1}`));
  }
  const warm = [];
  for (let i = 0; i < warmRuns; i++) warm.push(await runOnce(copy, env, `warm #${i + 1}`));
  for (const [name, runs] of [['cold build (dist absent)', cold], ['warm (built)', warm]]) {
    if (runs.length === 0) continue;
    const healthy = runs.map((r) => r.healthyMs);
    rows.push({
      case: name,
      runs: runs.length,
      'to healthy, median ms': round(median(healthy)),
      'min ms': round(Math.min(...healthy)),
      'max ms': round(Math.max(...healthy)),
      'stop after SIGTERM, median ms': round(median(runs.map((r) => r.stopMs))),
    });
  }
} finally {
  rmSync(copy, { recursive: true, force: true });
  const psql = spawnSync('psql', [withDatabase(services.DATABASE_URL, 'postgres'), '-XqAc', `drop database if exists fitrater_bench_${id} with (force)`], { encoding: 'utf8' });
  if (psql.status !== 0) say(`could not drop fitrater_bench_${id}: ${psql.stderr}`);
}

console.log(JSON.stringify({
  bench: 'start-time',
  title: `\`npm start\` from installed to healthy${noWeb ? ' (API only, --no-web)' : ''}`,
  description: 'Time from launching `npm start` (node_modules present) until GET /api/health answers 200, then SIGTERM to its process group (as Ctrl-C) until every process has exited. Cold: dist/ and web/dist absent (server and web build included). Warm: already built.',
  rows,
}));
