/**
 * Rating pipeline benchmark, in one run:
 *  1. overhead = time from POST /api/ratings to `rating.done` on the socket minus the engine's own
 *     time (ratings.engine_ms), with the openai engine against a local server answering after 300 ms,
 *     10 concurrent users after a 5 s warm-up at the same load (target p95 ≤ 150 ms);
 *  2. local-engine throughput for 1-megapixel JPEG photos on this machine (target ≥ 5 ratings/s);
 *  3. peak RSS of the rating worker process (target ≤ 300 MB).
 * The api and the workers run as their own processes (dist/api/server.js, dist/workers/main.js), as in production;
 * this process only plays the clients and the local AI server.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import WebSocket from 'ws';
import { createSession, RatingModel, UserModel, type CoreContext } from '@fitrater/core';
import { createTestEnvironment, prepareTemplateDatabase, startFakeOpenAiServer, WARMUP_SECONDS, type TestEnvironment } from '@fitrater/test-support';
import { SERVER_PROCESS_ENV, workerProcessCount } from '../../scripts/lib/server-env.mjs';
import { freePort } from './bench-stack';

const ROOT = process.cwd();
const USERS = Number(process.env.BENCH_USERS ?? 10);
const RATINGS_PER_USER = Number(process.env.BENCH_RATINGS_PER_USER ?? 8);
const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 40);
/** Photos of the unmeasured burst before the throughput run's measured one. */
const WARMUP_PHOTOS = Number(process.env.BENCH_WARMUP_PHOTOS ?? 20);
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

/**
 * CPU (ms) of each thread of a process, by thread id and name. BENCH_THREADS=1 prints the ratings
 * worker's per rating (main, V8's helpers, libuv's pool, libvips, the vision thread): the process
 * total alone hides where the time goes, and sharp's work never shows in a --cpu-prof profile.
 */
function threadCpu(pid: number): Map<string, number> {
  const out = new Map<string, number>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const name = readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim();
      const f = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      out.set(`${tid} ${name}`, (Number(f[11]) + Number(f[12])) * 10);
    } catch { /* thread ended */ }
  }
  return out;
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
  // As `npm start` runs them: ratings and e-mail in the workers processes (WORKER_PROCESSES, 1 by default:
  // workerProcessCount), share cards in a process of their own.
  // BENCH_WORKER_NODE_ARGS: node flags for the ratings worker alone, e.g. "--cpu-prof --cpu-prof-dir=/tmp/p"
  // (NODE_OPTIONS refuses --cpu-prof, and would profile every process).
  const workerArgs = process.env.BENCH_WORKER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const startWorker = (queues: string, nodeArgs: string[] = []): ChildProcess =>
    spawn(process.execPath, [...nodeArgs, join(ROOT, 'dist/workers/main.js')], { env: { ...childEnv, WORKER_QUEUES: queues }, stdio: ['ignore', 'inherit', 'inherit'] });
  const ratingWorkers = Array.from({ length: workerProcessCount() }, () => startWorker('default,rating', workerArgs));
  const worker = ratingWorkers[0]!;
  const cards = startWorker('media');
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    const ok = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (ok) break;
    if (i > 600) throw new Error('api did not become healthy');
    await new Promise((r) => setTimeout(r, 100));
  }
  let peakRss = 0;
  let peakCardsRss = 0;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, ...ratingWorkers.map((w) => rssMb(w.pid!)));
    peakCardsRss = Math.max(peakCardsRss, rssMb(cards.pid!));
  }, 100);
  return {
    ctx, url,
    /** CPU used so far by the api, the ratings workers together and the cards worker. */
    cpu: () => ({ api: cpuMs(api.pid!), worker: ratingWorkers.reduce((sum, w) => sum + cpuMs(w.pid!), 0), cards: cpuMs(cards.pid!) }),
    ratingWorkers: ratingWorkers.length,
    workerThreads: () => threadCpu(worker.pid!),
    peakRss: () => round(peakRss),
    peakCardsRss: () => round(peakCardsRss),
    async close() {
      clearInterval(sampler);
      for (const child of [...ratingWorkers, cards, api]) child.kill('SIGTERM');
      await Promise.all([...ratingWorkers, cards, api].map((child) => new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)))));
    },
  };
}

async function user(ctx: CoreContext, i: number): Promise<{ id: string; token: string }> {
  const row = await UserModel.query(ctx.db).insertAndFetch({ email: `bench${i}@example.test`, name: `Bench ${i}`, passwordHash: '!', role: 'user', language: 'en', welcomeEmailStatus: 'disabled' });
  return { id: row.id, token: await createSession(ctx, row.id, 'bench') };
}

/** Waits on the socket for each rating's rating.done (or rating.failed), and for its share card. */
async function doneWatcher(url: string, token: string) {
  const socket = new WebSocket(`${url.replace('http', 'ws')}/api/ws`);
  const waiting = { done: new Map<string, (at: number) => void>(), card: new Map<string, (at: number) => void>() };
  const early = { done: new Map<string, number>(), card: new Map<string, number>() };
  // A refused photo (no outfit found) ends with rating.failed and never gets a card.
  const failed = new Set<string>();
  socket.on('message', (raw) => {
    const event = JSON.parse(raw.toString()) as { type: string; data: { ratingId?: string } };
    const kind = event.type === 'card.ready' ? 'card' : event.type === 'rating.done' || event.type === 'rating.failed' ? 'done' : null;
    if (!kind) return;
    const id = event.data.ratingId!;
    if (event.type === 'rating.failed') failed.add(id);
    const at = performance.now();
    const resolve = waiting[kind].get(id);
    if (resolve) resolve(at);
    else early[kind].set(id, at);
  });
  await new Promise((r) => socket.once('open', r));
  socket.send(JSON.stringify({ type: 'auth', token }));
  await new Promise((r) => socket.once('message', r));
  const when = (kind: 'done' | 'card', id: string) =>
    new Promise<number>((resolve) => (early[kind].has(id) ? resolve(early[kind].get(id)!) : waiting[kind].set(id, resolve)));
  return {
    done: (id: string) => when('done', id),
    card: (id: string) => (failed.has(id) ? Promise.resolve(performance.now()) : when('card', id)),
    failed: (ids: readonly string[]) => ids.filter((id) => failed.has(id)).length,
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
    type Sample = { id: string; posted: number; accepted: number; arrived: number };
    const samples: Sample[] = [];
    const warmUp: Sample[] = [];
    const rateOnce = async (u: { token: string }, watcher: Awaited<ReturnType<typeof doneWatcher>>, description: string): Promise<Sample> => {
      const posted = performance.now();
      const id = await post(s.url, u.token, { description, occasion: 'work' });
      const accepted = performance.now();
      return { id, posted, accepted, arrived: await watcher.done(id) };
    };
    // The same load first, unmeasured for WARMUP_SECONDS (as the chat and styling scenarios): a fresh
    // api and worker still run their code unoptimised while V8 compiles it, and grow their pools.
    const warmUntil = performance.now() + WARMUP_SECONDS * 1000;
    await Promise.all(users.map(async (u, i) => {
      const watcher = await doneWatcher(s.url, u.token);
      for (let n = 0; n === 0 || performance.now() < warmUntil; n++) {
        warmUp.push(await rateOnce(u, watcher, `warm-up ${i}-${n}: white tee and jeans`));
      }
      if (++warmedUp === USERS) cpuAtStart = s.cpu();
      for (let n = 0; n < RATINGS_PER_USER; n++) {
        samples.push(await rateOnce(u, watcher, `bench outfit ${i}-${n}: navy blazer, white shirt, grey trousers`));
      }
      watcher.close();
    }));
    const cpuAtEnd = s.cpu();
    // Each rating's engine time, read once the clients are done (not between their requests).
    const engineMs = new Map((await RatingModel.query(s.ctx.db).whereIn('id', [...samples, ...warmUp].map((x) => x.id)).select('id', 'engineMs')).map((r) => [r.id, r.engineMs ?? 0]));
    const timed = (xs: Sample[]) => xs.map((x) => ({ ...x, engine: engineMs.get(x.id) ?? 0, total: x.arrived - x.posted }));
    const measured = timed(samples);
    const overhead = measured.map((x) => x.total - x.engine);
    // The openai engine's own share of the engine time: everything but the model's 300 ms (probe lookup, gate, built-in judgement, blend).
    const engineOverhead = measured.map((x) => x.engine - 300);
    const warmUpOverhead = timed(warmUp).map((x) => x.total - x.engine);
    const perRating = (key: 'api' | 'worker' | 'cards') => Math.round((cpuAtEnd[key] - cpuAtStart[key]) / samples.length);
    const parts = await overheadParts(s.ctx, measured);
    return {
      ratings: samples.length,
      concurrentUsers: USERS,
      engineLatencyMs: 300,
      warmUp: `${warmUp.length} ratings in ${WARMUP_SECONDS} s, overhead p50 ${Math.round(pct(warmUpOverhead, 50))} / p95 ${Math.round(pct(warmUpOverhead, 95))}`,
      totalP50: round(pct(measured.map((x) => x.total), 50)),
      engineP50: round(pct(measured.map((x) => x.engine), 50)),
      overheadP50: round(pct(overhead, 50)),
      overheadP95: round(pct(overhead, 95)),
      overheadTargetP95: 150,
      openaiEngineOverheadP50: round(pct(engineOverhead, 50)),
      openaiEngineOverheadP95: round(pct(engineOverhead, 95)),
      openaiEngineOverheadTargetP95: 50,
      ...parts,
      ratingWorkers: s.ratingWorkers,
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

/** Photos of one clothed person each (the stylist's MIT-licensed test photos); noise or scenery is refused before any judging. */
const PERSON_PHOTOS = ['skirt-top.jpg', 'standing-blue.jpg', 'vrm-fullbody.jpg', 'stool-seated.jpg', 'seated-table.jpg']
  .map((name) => join(ROOT, 'stylist', 'test', 'fixtures', 'photos', name));

/**
 * Distinct 1-megapixel photos of a person: each test photo fitted into 1224×816 on a wall whose shade
 * moves with the index (from `firstShade` up), so the content cache never answers and the engine does
 * the whole reading, detection included.
 */
const personPhotos = (count: number, firstShade: number) => Promise.all(Array.from({ length: count }, async (_, i) => {
  const person = await sharp(PERSON_PHOTOS[i % PERSON_PHOTOS.length]!).resize(1224, 816, { fit: 'inside' }).toBuffer();
  const shade = (firstShade + i) % 256;
  return sharp({ create: { width: 1224, height: 816, channels: 3, background: { r: shade, g: 230 - (i % 20), b: 220 } } })
    .composite([{ input: person, gravity: 'center' }]).jpeg({ quality: 85 }).toBuffer();
}));

const postPhoto = (url: string, token: string, photo: Buffer) =>
  post(url, token, { imageUrl: `data:image/jpeg;base64,${photo.toString('base64')}`, occasion: 'casual' });

async function throughputRun(vision: boolean) {
  const env = await createTestEnvironment({ AI_PROVIDER: 'local', FREE_MONTHLY_RATINGS: '1000', LOCAL_VISION: vision ? 'on' : 'off' });
  const s = await stack(env);
  try {
    const u = await user(s.ctx, 0);
    const photos = await personPhotos(PHOTOS, 90);
    const watcher = await doneWatcher(s.url, u.token);
    // Warm the processes with a burst like the measured one (the engine, its vision thread and models
    // when on, sharp, V8 optimising the hot code: a single photo left the first measured photos several
    // times slower), then let the cards process catch up, so the measured burst starts from idle.
    const warmUpPhotos = await personPhotos(WARMUP_PHOTOS, 60);
    const warmUpStarted = performance.now();
    const warmUpIds = await Promise.all(warmUpPhotos.map((photo) => postPhoto(s.url, u.token, photo)));
    await Promise.all(warmUpIds.map((id) => watcher.done(id)));
    const warmUpSeconds = (performance.now() - warmUpStarted) / 1000;
    await Promise.all(warmUpIds.map((id) => watcher.card(id)));
    const cpuAtStart = s.cpu();
    const threadsAtStart = s.workerThreads();
    const started = performance.now();
    const ids = await Promise.all(photos.map((photo) => postPhoto(s.url, u.token, photo)));
    await Promise.all(ids.map((id) => watcher.done(id)));
    const seconds = (performance.now() - started) / 1000;
    const cpuAtEnd = s.cpu();
    if (process.env.BENCH_THREADS) {
      for (const [k, v] of s.workerThreads()) if (v - (threadsAtStart.get(k) ?? 0) > 0) process.stderr.write(`worker thread ${k}: ${((v - (threadsAtStart.get(k) ?? 0)) / PHOTOS).toFixed(1)} ms/rating\n`);
    }
    const perRating = (key: 'api' | 'worker' | 'cards') => Math.round((cpuAtEnd[key] - cpuAtStart[key]) / PHOTOS);
    watcher.close();
    const engineMs = (await RatingModel.query(s.ctx.db).whereIn('id', ids).select('engineMs')).map((r) => r.engineMs ?? 0);
    return { localVision: vision ? 'on' : 'off', warmUp: `${WARMUP_PHOTOS} photos at ${round(WARMUP_PHOTOS / warmUpSeconds)}/s`, photos: PHOTOS, refused: watcher.failed(ids), megapixels: 1.0, seconds: round(seconds), ratingsPerSecond: round(PHOTOS / seconds), targetRatingsPerSecond: 5, ratingWorkers: s.ratingWorkers, engineP50Ms: pct(engineMs, 50), cpuMsPerRating: `api ${perRating('api')}, worker ${perRating('worker')}, cards ${perRating('cards')}`, workerPeakRssMb: s.peakRss(), cardsWorkerPeakRssMb: s.peakCardsRss(), workerRssTargetMb: 300 };
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
  description: `Overhead = POST /api/ratings until rating.done arrives on the socket, minus the engine's own time (ratings.engine_ms), with the openai engine against a local OpenAI-compatible server answering after 300 ms, ${USERS} users rating concurrently (${RATINGS_PER_USER} measured ratings each) after ${WARMUP_SECONDS} s of the same load unmeasured, whose own figures are in warmUp (target p95 ≤ 150 ms). Throughput = ${PHOTOS} distinct 1-megapixel JPEG photos of a person (the stylist's test photos on walls of different shades) through the local engine, the ratings workers processes (ratingWorkers: as many as npm start runs, WORKER_PROCESSES, 1 by default) with share cards rendered by a process of their own, after an unmeasured burst of ${WARMUP_PHOTOS} other photos (warmUp) whose cards are then all rendered, with the person/garment detection on (default) and off (LOCAL_VISION=off) (target ≥ 5/s, set before detection existed). Legs of the overhead (p50 / p95): the POST until its 202, the 202 until a worker takes the job, the job minus the engine, the job's end until the socket has rating.done; CPU per rating of each kind of process (worker: the ratings workers together) over the measured ratings (the cards process lags behind). RSS = peak of one ratings worker process, and of the cards process beside it (target ≤ 300 MB; with detection on, ≤ 400 MB is allowed). Times in ms.`,
  overhead,
  localThroughputVisionOn: withVision,
  localThroughputVisionOff: withoutVision,
}));
