/**
 * The running product for benches that measure what a user waits for: the api and one workers
 * process, spawned from the production bundles as `npm start` runs them, on a fresh database
 * and Redis prefix. The bench process itself only plays the users (and any fake provider).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import WebSocket from 'ws';
import { createSession, UserModel, type CoreContext } from '@fitrater/core';
import { createTestEnvironment, prepareTemplateDatabase, type TestEnvironment } from '@fitrater/test-support';
import { SERVER_PROCESS_ENV } from '../../scripts/lib/server-env.mjs';

export interface BenchStack { env: TestEnvironment; ctx: CoreContext; url: string; close(): Promise<void> }

export const ROOT = process.cwd();
export const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

export async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Builds the production bundles once and prepares the template database. */
export async function prepareBenchBuild(): Promise<void> {
  const build = spawnSync(process.execPath, ['scripts/build.mjs', 'server'], { cwd: ROOT, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`build failed: ${build.stderr}`);
  await prepareTemplateDatabase();
}

/** The api and a workers process per entry of `workerQueues` (one WORKER_QUEUES value each), healthy and connected. */
export async function startBenchStack(workerQueues: string | string[], extraEnv: Record<string, string> = {}): Promise<BenchStack> {
  const env = await createTestEnvironment({ LOG_LEVEL: 'error', ...extraEnv });
  const ctx = env.context({}, { dbPool: { min: 0, max: 4 } });
  const port = await freePort();
  const childEnv = { ...SERVER_PROCESS_ENV, ...process.env, ...env.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1' };
  const children: ChildProcess[] = [
    spawn(process.execPath, [join(ROOT, 'dist/api/server.js')], { env: childEnv, stdio: ['ignore', 'inherit', 'inherit'] }),
    ...[workerQueues].flat().map((queues) => spawn(process.execPath, [join(ROOT, 'dist/workers/main.js')], { env: { ...childEnv, WORKER_QUEUES: queues }, stdio: ['ignore', 'inherit', 'inherit'] })),
  ];
  const url = `http://127.0.0.1:${port}`;
  // A minute: on a busy shared machine the api's start can take far longer than its usual second.
  for (const deadline = Date.now() + 60_000; !(await fetch(`${url}/api/health`).then((r) => r.ok, () => false));) {
    if (Date.now() > deadline) {
      for (const child of children) child.kill('SIGTERM');
      throw new Error('api did not become healthy');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await new Promise((r) => setTimeout(r, 1000)); // the workers process connects to its queue
  return {
    env, ctx, url,
    async close() {
      for (const child of children) child.kill('SIGTERM');
      await Promise.all(children.map((child) => new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)))));
      await env.dispose();
    },
  };
}

export interface BenchMember {
  token: string;
  /** Resolves with the arrival time (performance.now()) of the first `type` event whose data has `id` under `idField`. */
  seen(type: string, id: string): Promise<number>;
  close(): void;
}

/**
 * A premium member with an authenticated socket that records when each event arrives (events
 * may arrive before the POST that caused them answers), keyed by `type` and `data[idField]`.
 */
export async function benchMember(s: BenchStack, email: string, idField: string): Promise<BenchMember> {
  const row = await UserModel.query(s.ctx.db).insertAndFetch({
    email, name: 'Bench', passwordHash: 'x', role: 'user', language: 'en', welcomeEmailStatus: 'disabled',
    premiumExpiresAt: new Date(Date.now() + 30 * 86_400_000),
  });
  const token = await createSession(s.ctx, row.id, 'bench');
  const socket = new WebSocket(`${s.url.replace(/^http/, 'ws')}/api/ws`);
  const arrived = new Map<string, number>();
  const waiters = new Map<string, (at: number) => void>();
  socket.on('message', (raw) => {
    const event = JSON.parse(raw.toString()) as { type: string; data: Record<string, unknown> };
    const key = `${event.type}:${String(event.data[idField] ?? '')}`;
    if (arrived.has(key)) return;
    const at = performance.now();
    arrived.set(key, at);
    waiters.get(key)?.(at);
  });
  const seen = (type: string, id: string) => {
    const key = `${type}:${id}`;
    return new Promise<number>((resolve) => (arrived.has(key) ? resolve(arrived.get(key)!) : waiters.set(key, resolve)));
  };
  await new Promise<void>((resolve) => socket.once('open', () => socket.send(JSON.stringify({ type: 'auth', token })) ?? resolve()));
  await seen('session.ready', '');
  return { token, seen, close: () => socket.close() };
}
