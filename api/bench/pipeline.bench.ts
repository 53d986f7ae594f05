/**
 * Rating pipeline benchmark, in one run:
 *  1. overhead = time from POST /api/ratings to `rating.done` on the socket minus the engine's own
 *     time (ratings.engine_ms), with the openai engine against a local server answering after 300 ms,
 *     10 concurrent users (target p95 ≤ 150 ms);
 *  2. local-engine throughput for 1-megapixel JPEG photos on this machine (target ≥ 5 ratings/s);
 *  3. peak RSS of the rating worker process (target ≤ 300 MB).
 * The api and the workers run as their own processes (dist/api/server.js, dist/workers/main.js), as in production;
 * this process only plays the clients and the local AI server.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import WebSocket from 'ws';
import { createSession, RatingModel, UserModel, type CoreContext } from '@fitrater/core';
import { createTestEnvironment, prepareTemplateDatabase, startFakeOpenAiServer, type TestEnvironment } from '@fitrater/test-support';
import { SERVER_PROCESS_ENV } from '../../scripts/lib/server-env.mjs';
import { freePort } from './bench-stack';

const ROOT = process.cwd();
const USERS = 10;
const RATINGS_PER_USER = Number(process.env.BENCH_RATINGS_PER_USER ?? 4);
const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 40);
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const round = (n: number) => Math.round(n * 10) / 10;

/** CPU time (user + system, ms) a process has used so far. */
function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * (1000 / 100);
  } catch {
    return 0;
  }
}

function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** The api and the workers as their own processes (the production bundles), like `npm start` runs them. */
async function stack(env: TestEnvironment) {
  const ctx = env.context({}, { dbPool: { min: 0, max: 4 } });
  const port = await freePort();
  const childEnv = { ...SERVER_PROCESS_ENV, ...process.env, ...env.env, LOG_LEVEL: 'error', NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1' };
  const api: ChildProcess = spawn(process.execPath, [join(ROOT, 'dist/api/server.js')], { env: childEnv, stdio: ['ignore', 'inherit', 'inherit'] });
  // As `npm start` runs them: ratings and e-mail in one workers process, share cards in another.
  const startWorker = (queues: string): ChildProcess =>
    spawn(process.execPath, [join(ROOT, 'dist/workers/main.js')], { env: { ...childEnv, WORKER_QUEUES: queues }, stdio: ['ignore', 'inherit', 'inherit'] });
  const worker = startWorker('default,rating');
  const cards = startWorker('media');
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    const ok = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (ok) break;
    if (i > 100) throw new Error('api did not become healthy');
    await new Promise((r) => setTimeout(r, 100));
  }
  let peakRss = 0;
  let peakCardsRss = 0;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, rssMb(worker.pid!));
    peakCardsRss = Math.max(peakCardsRss, rssMb(cards.pid!));
  }, 100);
  return {
    ctx, url,
    /** CPU used so far by the api, the ratings worker and the cards worker. */
    cpu: () => ({ api: cpuMs(api.pid!), worker: cpuMs(worker.pid!), cards: cpuMs(cards.pid!) }),
    peakRss: () => round(peakRss),
    peakCardsRss: () => round(peakCardsRss),
    async close() {
      clearInterval(sampler);
      for (const child of [worker, cards, api]) child.kill('SIGTERM');
      await Promise.all([worker, cards, api].map((child) => new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)))));
    },
  };
}

async function user(ctx: CoreContext, i: number): Promise<{ id: string; token: string }> {
  const row = await UserModel.query(ctx.db).insertAndFetch({ email: `bench${i}@example.test`, name: `Bench ${i}`, passwordHash: '!', role: 'user', language: 'en', welcomeEmailStatus: 'disabled' });
  return { id: row.id, token: await createSession(ctx, row.id, 'bench') };
}

/** Opens the user's socket and resolves each rating's `rating.done` arrival time. */
async function doneWatcher(url: string, token: string) {
  const socket = new WebSocket(`${url.replace('http', 'ws')}/api/ws`);
  const waiting = new Map<string, (at: number) => void>();
  const early = new Map<string, number>();
  socket.on('message', (raw) => {
    const event = JSON.parse(raw.toString()) as { type: string; data: { ratingId?: string } };
    if (event.type !== 'rating.done' && event.type !== 'rating.failed') return;
    const id = event.data.ratingId!;
    const at = performance.now();
    const resolve = waiting.get(id);
    if (resolve) resolve(at);
    else early.set(id, at);
  });
  await new Promise((r) => socket.once('open', r));
  socket.send(JSON.stringify({ type: 'auth', token }));
  await new Promise((r) => socket.once('message', r));
  return {
    done: (id: string) => new Promise<number>((resolve) => (early.has(id) ? resolve(early.get(id)!) : waiting.set(id, resolve))),
    close: () => socket.close(),
  };
}

async function post(url: string, token: string, body: unknown): Promise<string> {
  const res = await fetch(`${url}/api/ratings`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (res.status !== 202) throw new Error(`POST /api/ratings → ${res.status} ${await res.text()}`);
  return ((await res.json()) as { ratingId: string }).ratingId;
}

/**
 * Where the overhead goes, p50 / p95 of each leg (ms): the POST until its 202; the 202 until the worker
 * takes the job (BullMQ's own timestamps); the job minus the engine; the job's end until the socket has
 * `rating.done`. Clocks are the same machine's (epoch ms in every process).
 */
async function overheadParts(ctx: CoreContext, samples: Array<{ id: string; engine: number; posted: number; accepted: number; arrived: number }>) {
  const epoch = (perf: number) => performance.timeOrigin + perf;
  const legs = { post: [] as number[], pickup: [] as number[], job: [] as number[], delivery: [] as number[] };
  for (const sample of samples) {
    const job = await ctx.producer.queue('rating').getJob(`rating-${sample.id}`);
    if (!job?.processedOn || !job.finishedOn) continue;
    legs.post.push(sample.accepted - sample.posted);
    legs.pickup.push(job.processedOn - epoch(sample.accepted));
    legs.job.push(job.finishedOn - job.processedOn - sample.engine);
    legs.delivery.push(epoch(sample.arrived) - job.finishedOn);
  }
  const both = (xs: number[]) => (xs.length ? `${Math.round(pct(xs, 50))} / ${Math.round(pct(xs, 95))}` : 'n/a');
  return { postMs: both(legs.post), pickupMs: both(legs.pickup), jobMinusEngineMs: both(legs.job), deliveryMs: both(legs.delivery) };
}

async function overheadRun() {
  const ai = await startFakeOpenAiServer({ latencyMs: 300 });
  const env = await createTestEnvironment({ AI_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-bench', OPENAI_BASE_URL: ai.url, FREE_MONTHLY_RATINGS: '1000' });
  const s = await stack(env);
  try {
    const users = await Promise.all(Array.from({ length: USERS }, (_, i) => user(s.ctx, i)));
    let warmedUp = 0;
    let cpuAtStart = s.cpu();
    const samples: Array<{ total: number; engine: number; id: string; posted: number; accepted: number; arrived: number }> = [];
    await Promise.all(users.map(async (u, i) => {
      const watcher = await doneWatcher(s.url, u.token);
      // One unmeasured rating per user first: steady state, not the fresh worker's JIT and first connections.
      await watcher.done(await post(s.url, u.token, { description: `warm-up ${i}: white tee and jeans`, occasion: 'casual' }));
      if (++warmedUp === USERS) cpuAtStart = s.cpu();
      for (let n = 0; n < RATINGS_PER_USER; n++) {
        const started = performance.now();
        const id = await post(s.url, u.token, { description: `bench outfit ${i}-${n}: navy blazer, white shirt, grey trousers`, occasion: 'work' });
        const accepted = performance.now();
        const finished = await watcher.done(id);
        const row = await RatingModel.query(s.ctx.db).findById(id);
        samples.push({ total: finished - started, engine: row!.engineMs ?? 0, id, posted: started, accepted, arrived: finished });
      }
      watcher.close();
    }));
    const overhead = samples.map((x) => x.total - x.engine);
    const cpuAtEnd = s.cpu();
    const perRating = (key: 'api' | 'worker' | 'cards') => Math.round((cpuAtEnd[key] - cpuAtStart[key]) / samples.length);
    const parts = await overheadParts(s.ctx, samples);
    return {
      ratings: samples.length,
      concurrentUsers: USERS,
      engineLatencyMs: 300,
      totalP50: round(pct(samples.map((x) => x.total), 50)),
      engineP50: round(pct(samples.map((x) => x.engine), 50)),
      overheadP50: round(pct(overhead, 50)),
      overheadP95: round(pct(overhead, 95)),
      overheadTargetP95: 150,
      ...parts,
      cpuMsPerRating: `api ${perRating('api')}, worker ${perRating('worker')}, cards ${perRating('cards')}`,
      workerPeakRssMb: s.peakRss(),
      cardsWorkerPeakRssMb: s.peakCardsRss(),
    };
  } finally {
    await s.close();
    await env.dispose();
    await ai.close();
  }
}

async function throughputRun(vision: boolean) {
  const env = await createTestEnvironment({ AI_PROVIDER: 'local', FREE_MONTHLY_RATINGS: '1000', LOCAL_VISION: vision ? 'on' : 'off' });
  const s = await stack(env);
  try {
    const u = await user(s.ctx, 0);
    // Distinct 1-megapixel photos (1224×816), so the content cache never answers.
    const photos = await Promise.all(Array.from({ length: PHOTOS }, (_, i) =>
      sharp({ create: { width: 1224, height: 816, channels: 3, background: '#000000', noise: { type: 'gaussian', mean: 90 + i, sigma: 40 } } }).jpeg({ quality: 85 }).toBuffer()));
    const watcher = await doneWatcher(s.url, u.token);
    // Warm the worker (the engine, its vision thread and models when on, sharp, JIT) with one photo rating first:
    // a description alone never starts the vision thread, whose model load (~1 s) would land in the measurement.
    const warmUp = await sharp({ create: { width: 1224, height: 816, channels: 3, background: '#000000', noise: { type: 'gaussian', mean: 60, sigma: 40 } } }).jpeg({ quality: 85 }).toBuffer();
    await watcher.done(await post(s.url, u.token, { imageUrl: `data:image/jpeg;base64,${warmUp.toString('base64')}`, occasion: 'casual' }));
    const cpuAtStart = s.cpu();
    const started = performance.now();
    const ids = await Promise.all(photos.map((p) => post(s.url, u.token, { imageUrl: `data:image/jpeg;base64,${p.toString('base64')}`, occasion: 'casual' })));
    await Promise.all(ids.map((id) => watcher.done(id)));
    const seconds = (performance.now() - started) / 1000;
    const cpuAtEnd = s.cpu();
    const perRating = (key: 'api' | 'worker' | 'cards') => Math.round((cpuAtEnd[key] - cpuAtStart[key]) / PHOTOS);
    watcher.close();
    const engineMs = (await RatingModel.query(s.ctx.db).whereIn('id', ids).select('engineMs')).map((r) => r.engineMs ?? 0);
    return { localVision: vision ? 'on' : 'off', photos: PHOTOS, megapixels: 1.0, seconds: round(seconds), ratingsPerSecond: round(PHOTOS / seconds), targetRatingsPerSecond: 5, engineP50Ms: pct(engineMs, 50), cpuMsPerRating: `api ${perRating('api')}, worker ${perRating('worker')}, cards ${perRating('cards')}`, workerPeakRssMb: s.peakRss(), cardsWorkerPeakRssMb: s.peakCardsRss(), workerRssTargetMb: 300 };
  } finally {
    await s.close();
    await env.dispose();
  }
}

const build = spawnSync(process.execPath, ['scripts/build.mjs', 'server'], { cwd: ROOT, encoding: 'utf8' });
if (build.status !== 0) throw new Error(build.stderr);
await prepareTemplateDatabase();
// BENCH_CASES=overhead (or throughput) runs one part alone, for quick comparisons while tuning.
const cases = (process.env.BENCH_CASES ?? 'overhead,throughput').split(',');
const overhead = cases.includes('overhead') ? await overheadRun() : null;
const withVision = cases.includes('throughput') ? await throughputRun(true) : null;
const withoutVision = cases.includes('throughput') ? await throughputRun(false) : null;
console.log(JSON.stringify({
  bench: 'rating.pipeline',
  title: 'Rating pipeline: overhead, local-engine throughput, worker memory',
  description: `Overhead = POST /api/ratings until rating.done arrives on the socket, minus the engine's own time (ratings.engine_ms), with the openai engine against a local OpenAI-compatible server answering after 300 ms, ${USERS} users rating concurrently after one unmeasured warm-up rating each (target p95 ≤ 150 ms). Throughput = ${PHOTOS} distinct 1-megapixel JPEG photos through the local engine, the ratings worker process with share cards rendered by a second one (as npm start runs them), with the person/garment detection on (default) and off (LOCAL_VISION=off) (target ≥ 5/s, set before detection existed). Legs of the overhead (p50 / p95): the POST until its 202, the 202 until a worker takes the job, the job minus the engine, the job's end until the socket has rating.done; CPU per rating of each process over the measured ratings (the cards process lags behind). RSS = peak of the ratings worker process, and of the cards process beside it (target ≤ 300 MB; with detection on, issue 5 allows ≤ 400 MB). Times in ms.`,
  overhead,
  localThroughputVisionOn: withVision,
  localThroughputVisionOff: withoutVision,
}));
