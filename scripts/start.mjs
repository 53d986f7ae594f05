#!/usr/bin/env node
// `npm start`: installs dependencies when needed, finds/starts/installs Postgres and Redis,
// builds what is out of date, migrates, then runs api, workers (+ cards) and scheduler under one
// supervisor (scripts/lib/supervisor.mjs) and prints the URL once /api/health answers 200.
//
// `npm run dev` (--dev): NODE_ENV=development, esbuild watch rebuilds of the server bundles,
// each process under `node --watch`, and the Vite dev server on 5173 proxying /api.
//
// Options: --dev, --rebuild (build even when up to date), --no-web (API, workers, scheduler only).
// Node built-ins only: this runs before `npm ci`.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve, join } from 'node:path';
import { ensureDependencies, ensureSystemPackages, staleBuilds, build, hasWeb, ROOT } from './lib/project.mjs';
import { ensureServices, isListening, ServiceError } from './lib/services.mjs';
import { Supervisor, formatPrefix, lineSplitter, useColour, waitForHealthy } from './lib/supervisor.mjs';
import { SERVER_PROCESS_ENV, workerProcessCount } from './lib/server-env.mjs';
import { CARDS_QUEUES, WORKERS_QUEUES } from './lib/worker-queues.mjs';

const args = process.argv.slice(2);
const dev = args.includes('--dev');
const rebuild = args.includes('--rebuild');
// --no-web: API only (skip building/serving the web app), e.g. while web/ does not build.
const withWeb = !args.includes('--no-web') && hasWeb();
const startedAt = Date.now();
const colour = useColour(process.stdout);
const startPrefix = formatPrefix('start', { colour: colour ? 1 : null, width: 9 });
const log = (message) => process.stdout.write(`${startPrefix}${message}\n`);
const fail = (message) => {
  process.stderr.write(`${startPrefix}${message}\n`);
  process.exit(1);
};

/** Runs a one-shot command with prefixed output; resolves with its exit code. */
function runPrefixed(name, command, commandArgs, env) {
  const prefix = formatPrefix(name, { colour: colour ? 32 : null, width: 9 });
  return new Promise((resolvePromise) => {
    const child = spawn(command, commandArgs, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const out = lineSplitter((line) => process.stdout.write(`${prefix}${line}\n`));
    const err = lineSplitter((line) => process.stderr.write(`${prefix}${line}\n`));
    child.stdout.on('data', (c) => out.push(c));
    child.stderr.on('data', (c) => err.push(c));
    child.once('error', (error) => {
      err.push(`${error.message}\n`);
      resolvePromise(1);
    });
    child.once('close', (code, signal) => {
      out.end();
      err.end();
      resolvePromise(code ?? (signal ? 128 : 1));
    });
  });
}

const port = Number(process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port < 1 || port > 65535) fail(`PORT must be a port number (1-65535) for npm start, got "${process.env.PORT}"`);
let workerProcesses = 1;
try {
  workerProcesses = workerProcessCount();
} catch (error) {
  fail(error.message);
}

// 1. Dependencies.
try {
  ensureDependencies({ log });
} catch (error) {
  fail(error.message);
}

await ensureSystemPackages({ log });

// 2. Postgres and Redis.
let services;
try {
  services = await ensureServices({ log: (m) => log(m) });
} catch (error) {
  fail(error instanceof ServiceError ? error.message : error.stack);
}

if (await isListening('127.0.0.1', port)) {
  fail(`port ${port} is already in use (another FitRater?). Stop it or choose another port: PORT=3001 npm ${dev ? 'run dev' : 'start'}`);
}

const env = {
  ...SERVER_PROCESS_ENV,
  ...process.env,
  NODE_ENV: dev ? 'development' : 'production',
  DATABASE_URL: services.DATABASE_URL,
  REDIS_URL: services.REDIS_URL,
  DATA_DIR: resolve(ROOT, process.env.DATA_DIR || '.data'),
  PORT: String(port),
};
// The supervisor adds its own prefixes; children's colour codes would only add noise in files.
if (!colour) env.NO_COLOR = '1';

// Readable logs in a terminal; raw JSON lines (one per event, for log tools) otherwise or with LOG_FORMAT=json.
const pretty = process.env.LOG_FORMAT ? process.env.LOG_FORMAT === 'pretty' : Boolean(process.stdout.isTTY);
const supervisor = new Supervisor({ colour, name: 'start', pretty });
supervisor.installSignalHandlers();
// `kill $(cat .data/start.pid)` stops everything from another shell (npm does not pass signals on).
const pidFile = join(env.DATA_DIR, 'start.pid');
mkdirSync(env.DATA_DIR, { recursive: true });
writeFileSync(pidFile, `${process.pid}\n`);
process.on('exit', () => rmSync(pidFile, { force: true }));

// 3. Build (production: only what is out of date; dev: esbuild watch).
if (!dev) {
  const targets = (rebuild ? ['server', 'web'] : staleBuilds()).filter((t) => t === 'server' || withWeb);
  try {
    build(targets, { log });
  } catch (error) {
    if (supervisor.stopping) process.exit(await supervisor.done);
    fail(error.message);
  }
  if (supervisor.stopping) process.exit(await supervisor.done);
} else {
  let built;
  const firstBuild = new Promise((r) => (built = r));
  supervisor.spawn({
    name: 'build',
    command: process.execPath,
    args: [join(ROOT, 'scripts', 'build.mjs'), 'server', '--watch'],
    env,
    cwd: ROOT,
    onLine: (line) => {
      if (/server bundles built/.test(line)) built();
    },
  });
  await Promise.race([firstBuild, supervisor.done]);
  if (supervisor.stopping) process.exit(await supervisor.done);
}

// 4. Migrations (the same command operators use: fitrater db migrate).
const migrated = await runPrefixed('migrate', process.execPath, [join(ROOT, 'dist', 'cli', 'main.js'), 'db', 'migrate'], env);
if (migrated !== 0) {
  await supervisor.stop();
  fail(`migrations failed (exit ${migrated}); nothing else was started`);
}
if (supervisor.stopping) process.exit(await supervisor.done);

// 5. The processes: api, workers, scheduler. Each restarts on its own after a crash (with backoff;
// the supervisor gives up after 5 crashes in a minute), so one bad message never stops the product. Share cards render in a workers process of their
// own (queue `media`) unless WORKER_QUEUES says otherwise: rendering is CPU-heavy and the rating
// worker holds the vision models, so apart neither slows the other nor carries its memory.
const node = (entry) => (dev ? ['--enable-source-maps', '--watch', entry] : ['--enable-source-maps', entry]);
supervisor.spawn({ name: 'api', restart: true, command: process.execPath, args: node('dist/api/server.js'), env, cwd: ROOT });
// WORKER_PROCESSES of them (workerProcessCount; 1 by default): each rates one photo at a time with the local engine.
const queues = env.WORKER_QUEUES || WORKERS_QUEUES;
for (let n = 1; n <= workerProcesses; n++) {
  supervisor.spawn({ name: n === 1 ? 'workers' : `workers-${n}`, restart: true, command: process.execPath, args: node('dist/workers/main.js'), env: { ...env, WORKER_QUEUES: queues }, cwd: ROOT });
}
if (!env.WORKER_QUEUES) {
  supervisor.spawn({ name: 'cards', restart: true, command: process.execPath, args: node('dist/workers/main.js'), env: { ...env, WORKER_QUEUES: CARDS_QUEUES }, cwd: ROOT });
}
supervisor.spawn({ name: 'scheduler', restart: true, command: process.execPath, args: node('dist/workers/scheduler.js'), env, cwd: ROOT });
if (dev && withWeb) {
  supervisor.spawn({ name: 'web', command: process.execPath, args: [join(ROOT, 'scripts', 'lib', 'vite-dev.mjs')], env, cwd: ROOT });
}

// 6. Healthy → print the URL.
const healthy = await waitForHealthy(`http://127.0.0.1:${port}/api/health`, {
  shouldStop: () => supervisor.stopping,
  onWait: (status, ms) => log(`still waiting for /api/health after ${Math.round(ms / 1000)} s (last answer: ${status || 'no connection'})`),
});
if (healthy) {
  const url = `http://localhost:${port}`;
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  log(`${colour ? '\x1b[1m\x1b[32m' : ''}FitRater is running at ${url}${colour ? '\x1b[0m' : ''} (ready in ${seconds} s; Ctrl-C stops it)`);
  if (dev && withWeb) log(`Web dev server with hot reload: http://localhost:5173 (proxies /api to ${url})`);
}

const code = await supervisor.done;
log(code === 0 ? 'all processes stopped' : 'stopped with errors (see above)');
process.exit(code);
