import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_PROCESS_ENV } from '../../scripts/lib/server-env.mjs';

/**
 * The product's own processes (the production bundles in dist/, built by
 * `node scripts/build.mjs server`), spawned the way `npm start` runs them, for
 * tests and load runs that kill, restart or scale them.
 */
export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });
}

export interface ProductProcess {
  child: ChildProcess;
  name: string;
  /** Resolves with the exit code (or signal name) once the process has exited. */
  exited: Promise<number | string>;
  /** Sends the signal and waits for the exit (SIGKILL after `graceMs`). */
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<number | string>;
}

export interface SpawnOptions {
  env: Record<string, string>;
  /** Extra node flags, e.g. ['--expose-gc']. */
  nodeArgs?: string[];
  /** 'inherit' shows the process's log; 'pipe' keeps it for `waitForLog`; default: ignored. */
  stdio?: 'inherit' | 'ignore' | 'pipe';
  /** Adds an IPC channel (see loadtest's memory probe). */
  ipc?: boolean;
}

export function spawnProduct(name: string, entry: string, options: SpawnOptions): ProductProcess {
  const out = options.stdio ?? 'ignore';
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), join(REPO_ROOT, entry)], {
    // As `npm start` starts them (scripts/lib/server-env.mjs), so load and fault runs measure the same processes.
    env: { ...SERVER_PROCESS_ENV, ...process.env, ...options.env },
    stdio: options.ipc ? ['ignore', out, out, 'ipc'] : ['ignore', out, out],
  });
  // Only stdout is read (waitForLog); stderr is drained so a chatty process never blocks on a full pipe.
  if (out === 'pipe') child.stderr?.resume();
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
  return {
    child, name, exited,
    async stop(signal = 'SIGTERM', graceMs = 30_000) {
      if (child.exitCode !== null || child.signalCode !== null) return exited;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
  };
}

/** An api process (dist/api/server.js) on 127.0.0.1:`port`. */
export function spawnApi(env: Record<string, string>, port: number, options: Omit<SpawnOptions, 'env'> = {}): ProductProcess {
  return spawnProduct('api', 'dist/api/server.js', { ...options, env: { ...env, PORT: String(port), HOST: '127.0.0.1' } });
}

/** A workers process (dist/workers/main.js) serving `queues` (comma-separated, as WORKER_QUEUES). */
export function spawnWorkers(env: Record<string, string>, queues: string, options: Omit<SpawnOptions, 'env'> = {}): ProductProcess {
  return spawnProduct(`workers(${queues})`, 'dist/workers/main.js', { ...options, env: { ...env, WORKER_QUEUES: queues } });
}

/** A scheduler process (dist/workers/scheduler.js). */
export function spawnScheduler(env: Record<string, string>, options: Omit<SpawnOptions, 'env'> = {}): ProductProcess {
  return spawnProduct('scheduler', 'dist/workers/scheduler.js', { ...options, env });
}

/**
 * Waits until the process (spawned with `stdio: 'pipe'` and a LOG_LEVEL that prints `message`) logs a
 * line with that message: an event to wait on instead of a guessed delay.
 */
export function waitForLog(product: ProductProcess, message: string, timeoutMs = 20_000): Promise<void> {
  const out = product.child.stdout;
  if (!out) return Promise.reject(new Error(`${product.name}: spawned without stdio 'pipe', its log cannot be read`));
  return new Promise((resolve, reject) => {
    let buffered = '';
    const done = (error?: Error) => {
      clearTimeout(timer);
      out.off('data', onData);
      if (error) reject(error); else resolve();
    };
    const onData = (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      if (lines.some((line) => line.includes(`"msg":${JSON.stringify(message)}`))) done();
    };
    const timer = setTimeout(() => done(new Error(`${product.name} did not log "${message}" within ${timeoutMs} ms`)), timeoutMs);
    out.on('data', onData);
  });
}

/** Waits until GET /api/health answers 200. */
export async function waitHealthy(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await fetch(`${url}/api/health`).then((r) => r.ok, () => false))) {
    if (Date.now() > deadline) throw new Error(`${url} did not become healthy within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Polls `check` until it returns a truthy value; throws with `what` after the timeout. */
export async function waitUntil<T>(what: string, check: () => Promise<T> | T, timeoutMs = 20_000, everyMs = 100): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
