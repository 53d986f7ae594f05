/**
 * Stylist chat benchmark, in one run: the time from `POST /api/chat/send` to the first
 * `chat.delta` on the user's socket,
 *  1. with the local engine, one conversation at a time (target p95 ≤ 300 ms);
 *  2. with the local engine, 100 conversations started at once (first delta and whole reply);
 *  3. with the openai engine against the local OpenAI-wire server whose first token comes after
 *     300 ms: the overhead over the server's own first token, measured with the SDK directly in
 *     the same run (target p95 ≤ 100 ms).
 * The api and a chat workers process (chat concurrency 100) run as their own processes from the
 * production bundles; this process only plays the users and the OpenAI-wire server.
 */
import OpenAI from 'openai';
import WebSocket from 'ws';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createSession, UserModel, type CoreContext } from '@fitrater/core';
import { createTestEnvironment, prepareTemplateDatabase, startFakeOpenAiServer, type TestEnvironment } from '@fitrater/test-support';

const SEQUENTIAL = Number(process.env.BENCH_CHAT_SEQUENTIAL ?? 30);
const CONCURRENT = Number(process.env.BENCH_CHAT_CONCURRENT ?? 100);
const FIRST_TOKEN_MS = 300;
/** Varied questions, so the engine does real work for each (its verdict cache is shared by same-outfit questions only). */
const QUESTIONS = [
  'What shoes with a navy suit for a wedding?', 'What should I wear to a job interview when it is cold?', 'Does a burgundy sweater go with grey trousers?',
  'How do I style a leather jacket?', 'What to wear for brunch?', 'What should I wear to a party?', 'Do white sneakers go with chinos?',
  'What to wear for a date when it is rainy?', 'How do I style a denim jacket?', 'What to wear to the beach?',
];
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const round = (n: number) => Math.round(n);

interface Stack { env: TestEnvironment; ctx: CoreContext; url: string; close(): Promise<void> }

async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The api and a chat workers process from the production bundles, as `npm start` runs them. */
async function stack(extraEnv: Record<string, string>): Promise<Stack> {
  const env = await createTestEnvironment({ LOG_LEVEL: 'error', ...extraEnv });
  const ctx = env.context({}, { dbPool: { min: 0, max: 4 } });
  const port = await freePort();
  const childEnv = { ...process.env, ...env.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1' };
  const children: ChildProcess[] = [
    spawn(process.execPath, [join(ROOT, 'dist/api/server.js')], { env: childEnv, stdio: ['ignore', 'inherit', 'inherit'] }),
    spawn(process.execPath, [join(ROOT, 'dist/workers/main.js')], { env: { ...childEnv, WORKER_QUEUES: 'chat' }, stdio: ['ignore', 'inherit', 'inherit'] }),
  ];
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; !(await fetch(`${url}/api/health`).then((r) => r.ok, () => false)); i++) {
    if (i > 100) throw new Error('api did not become healthy');
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

/** A premium user with an authenticated socket that resolves the first delta / the done of a reply. */
async function user(s: Stack, n: number) {
  const row = await UserModel.query(s.ctx.db).insertAndFetch({
    email: `chat-bench-${n}@example.test`, name: 'Bench', passwordHash: 'x', role: 'user', language: 'en', welcomeEmailStatus: 'disabled',
    premiumExpiresAt: new Date(Date.now() + 30 * 86_400_000),
  });
  const token = await createSession(s.ctx, row.id, 'bench');
  const socket = new WebSocket(`${s.url.replace(/^http/, 'ws')}/api/ws`);
  // Events may arrive before the POST answers: keep their arrival times until asked for.
  const arrived = new Map<string, number>();
  const waiters = new Map<string, (at: number) => void>();
  socket.on('message', (raw) => {
    const event = JSON.parse(raw.toString()) as { type: string; data: { replyId?: string } };
    const key = `${event.type}:${event.data.replyId ?? ''}`;
    if (arrived.has(key)) return;
    const at = performance.now();
    arrived.set(key, at);
    waiters.get(key)?.(at);
  });
  await new Promise<void>((resolve) => socket.once('open', () => socket.send(JSON.stringify({ type: 'auth', token })) ?? resolve()));
  await new Promise<void>((resolve) => (arrived.has('session.ready:') ? resolve() : waiters.set('session.ready:', () => resolve())));
  const seen = (key: string) => new Promise<number>((resolve) => (arrived.has(key) ? resolve(arrived.get(key)!) : waiters.set(key, resolve)));
  /** Sends one question; resolves with ms to the answer, the first delta and the end of the reply. */
  async function ask(): Promise<{ first: number; done: number; accepted: number }> {
    const started = performance.now();
    const res = await fetch(`${s.url}/api/chat/send`, {
      method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ message: QUESTIONS[n % QUESTIONS.length], personality: 'professional' }),
    });
    if (res.status !== 202) throw new Error(`send: ${res.status} ${await res.text()}`);
    const { replyId } = (await res.json()) as { replyId: string };
    const accepted = performance.now() - started;
    const [first, done] = await Promise.all([seen(`chat.delta:${replyId}`), seen(`chat.done:${replyId}`)]);
    return { first: first - started, done: done - started, accepted };
  }
  return { ask, close: () => socket.close() };
}

async function sequential(s: Stack, count: number, offset: number) {
  const results: number[] = [];
  for (let i = 0; i < count; i++) {
    const u = await user(s, offset + i);
    results.push((await u.ask()).first);
    u.close();
  }
  return results;
}

const ROOT = process.cwd();
const build = spawnSync(process.execPath, ['scripts/build.mjs', 'server'], { cwd: ROOT, encoding: 'utf8' });
if (build.status !== 0) throw new Error(`build failed: ${build.stderr}`);
await prepareTemplateDatabase();
const rows: Record<string, string | number>[] = [];

// 1 and 2: local engine.
const local = await stack({});
try {
  await sequential(local, 3, 0); // warm-up: JIT, pools, lexicon
  const seq = await sequential(local, SEQUENTIAL, 100);
  rows.push({ case: 'local, one at a time', conversations: SEQUENTIAL, 'first delta p50 ms': round(pct(seq, 50)), 'first delta p95 ms': round(pct(seq, 95)), target: 'p95 ≤ 300 ms' });
  const users = await Promise.all(Array.from({ length: CONCURRENT }, (_, i) => user(local, 1000 + i)));
  const started = performance.now();
  const results = await Promise.all(users.map((u) => u.ask()));
  const wall = performance.now() - started;
  process.stderr.write(`accepted p50 ${round(pct(results.map((r) => r.accepted), 50))} p95 ${round(pct(results.map((r) => r.accepted), 95))} ms\n`);
  users.forEach((u) => u.close());
  rows.push({
    case: `local, ${CONCURRENT} at once`, conversations: CONCURRENT,
    'first delta p50 ms': round(pct(results.map((r) => r.first), 50)), 'first delta p95 ms': round(pct(results.map((r) => r.first), 95)),
    target: `all replies done in ${(wall / 1000).toFixed(1)} s (reply p95 ${(pct(results.map((r) => r.done), 95) / 1000).toFixed(1)} s, paced at 30 ms a word)`,
  });
} finally {
  await local.close();
}

// 3: openai engine against the OpenAI-wire server.
const ai = await startFakeOpenAiServer({ latencyMs: FIRST_TOKEN_MS });
const remote = await stack({ AI_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-bench', OPENAI_BASE_URL: ai.url, OPENAI_MAX_RETRIES: '0' });
try {
  const client = new OpenAI({ apiKey: 'sk-bench', baseURL: ai.url, maxRetries: 0 });
  const direct: number[] = [];
  for (let i = 0; i < 3 + SEQUENTIAL; i++) {
    const started = performance.now();
    const stream = await client.chat.completions.create({ model: 'fake', messages: [{ role: 'user', content: QUESTIONS[0]! }], stream: true });
    let first = 0;
    for await (const chunk of stream) if (!first && chunk.choices[0]?.delta?.content) first = performance.now() - started;
    if (i >= 3) direct.push(first);
  }
  await sequential(remote, 3, 0);
  const seq = await sequential(remote, SEQUENTIAL, 100);
  rows.push({
    case: `openai (first token ${FIRST_TOKEN_MS} ms), one at a time`, conversations: SEQUENTIAL,
    'first delta p50 ms': round(pct(seq, 50)), 'first delta p95 ms': round(pct(seq, 95)),
    target: `overhead p50 ${round(pct(seq, 50) - pct(direct, 50))} ms, p95 ${round(pct(seq, 95) - pct(direct, 95))} ms over the SDK's own first token (p50 ${round(pct(direct, 50))}, p95 ${round(pct(direct, 95))} ms); target ≤ 100 ms`,
  });
} finally {
  await remote.close();
  await ai.close();
}

console.log(JSON.stringify({
  bench: 'chat.first-delta',
  title: 'Stylist chat: send to first chat.delta',
  description: 'Time from POST /api/chat/send to the first chat.delta on the user\'s WebSocket; the api and a chat workers process run from the production bundles on this machine (2 cores shared with the clients), each conversation a separate premium user asking one of 10 questions. The openai row compares against the same SDK streaming straight from the OpenAI-wire server in the same run.',
  rows,
}));
process.exit(0);
