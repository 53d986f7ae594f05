/**
 * Vision step of the local stylist: model load time, per-photo latency (p50/p95) through the
 * worker thread, throughput with 1 and 2 worker processes (each with its own thread and models),
 * and peak RSS per process (VmRSS from /proc/self/status, sampled after every photo, in MB of
 * 10^6 bytes): the main thread before the vision thread starts, and what the thread adds (its V8
 * heap, the wasm heap, TensorFlow.js tensors). Photos: the fixture set (stylist/test/fixtures/photos).
 * Prints one JSON line.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { createLocalStylist } from '../src/local';
import { createVisionClient } from '../src/local/vision/client';
import { preparePhoto } from '../src/local/vision/inspect';
import { procStatusMb, type VisionMemory } from '../src/local/vision/memory';
import { StylistRefusedError } from '../src/stylist';

const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 40);
const ROOT = process.cwd();
const DIR = process.env.BENCH_FIXTURES ?? join(ROOT, 'stylist/test/fixtures/photos');

/**
 * The thread as production runs it (one esbuild bundle, npm packages external), built from the
 * current sources: dist/ may be stale, and the TypeScript bootstrap would bundle inside the thread.
 */
async function buildThread(): Promise<{ file: string; cleanup(): void }> {
  const { externalPackages, REQUIRE_BANNER } = await import(join(ROOT, 'scripts/lib/externals.mjs')) as { externalPackages(): string[]; REQUIRE_BANNER: string };
  const out = mkdtempSync(join(ROOT, 'node_modules', '.vision-bench-'));
  const file = join(out, 'vision-thread.js');
  await build({
    absWorkingDir: ROOT, entryPoints: [join(ROOT, 'stylist/src/local/vision/vision.thread.ts')], outfile: file,
    bundle: true, platform: 'node', target: 'node20', format: 'esm', external: externalPackages(), banner: { js: REQUIRE_BANNER }, logLevel: 'warning',
  });
  return { file, cleanup: () => rmSync(out, { recursive: true, force: true }) };
}

const pct = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! * 10) / 10;
};

interface Run { loadMs: number; startMs: number; ms: number[]; wallMs: number; rssMb: number; mainRssMb: number; ready: VisionMemory | null; end: VisionMemory | null }

async function worker(): Promise<Run> {
  const files = readdirSync(DIR).filter((f) => f.endsWith('.jpg')).sort();
  const images = await Promise.all(files.map(async (f) => preparePhoto(readFileSync(join(DIR, f)))));
  const mainRssMb = procStatusMb().rss;
  const client = createVisionClient({ ref: true, threadFile: process.env.VISION_BENCH_THREAD });
  const t0 = performance.now();
  const status = await client.ready();
  const startMs = Math.round(performance.now() - t0);
  if (status.state !== 'ready') throw new Error(`vision unavailable: ${status.error}`);
  // The thread's own figure: TensorFlow.js, the three models and the warm-up run (thread start excluded).
  const loadMs = status.loadMs ?? startMs;
  const ready = await client.memory();
  const stylist = createLocalStylist({ vision: client.detect });
  let peak = procStatusMb().rss;
  // A photo with nobody in it ends in NO_OUTFIT_FOUND after the same analysis: timed like the others.
  const rate = (i: number) => stylist.rate({ image: images[i % images.length]!, description: null, occasion: 'work', customOccasion: null, language: 'en' })
    .catch((error: unknown) => { if (!(error instanceof StylistRefusedError)) throw error; });
  for (let i = 0; i < images.length; i++) await rate(i); // warm-up
  const ms: number[] = [];
  const w0 = performance.now();
  for (let i = 0; i < PHOTOS; i++) {
    const t = performance.now();
    await rate(i);
    ms.push(performance.now() - t);
    peak = Math.max(peak, procStatusMb().rss);
  }
  const wallMs = performance.now() - w0;
  const end = await client.memory();
  await client.close();
  return { loadMs, startMs, ms, wallMs, rssMb: Math.round(peak), mainRssMb: Math.round(mainRssMb), ready, end };
}

async function processes(n: number): Promise<{ photosPerSec: number; p95Ms: number; rssMb: number }> {
  const self = fileURLToPath(import.meta.url);
  const runs = await Promise.all(Array.from({ length: n }, () => new Promise<Awaited<ReturnType<typeof worker>>>((resolve, reject) => {
    const child = spawn(process.execPath, [process.argv[1]!], { env: { ...process.env, VISION_BENCH_CHILD: '1', VISION_BENCH_SELF: self }, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => { out += d; });
    child.on('exit', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('{"child"'));
      if (code !== 0 || !line) reject(new Error(`bench child failed (${code})`)); else resolve(JSON.parse(line).child);
    });
  })));
  const total = runs.reduce((s, r) => s + r.ms.length, 0);
  const wall = Math.max(...runs.map((r) => r.wallMs));
  return { photosPerSec: Math.round((total / wall) * 1000 * 10) / 10, p95Ms: pct(runs.flatMap((r) => r.ms), 95), rssMb: Math.max(...runs.map((r) => r.rssMb)) };
}

if (process.env.VISION_BENCH_CHILD) {
  console.log(JSON.stringify({ child: await worker() }));
} else {
  const thread = await buildThread();
  process.env.VISION_BENCH_THREAD = thread.file;
  let one: Run; let p1: Awaited<ReturnType<typeof processes>>; let p2: Awaited<ReturnType<typeof processes>>;
  try {
    one = await worker();
    p1 = await processes(1);
    p2 = await processes(2);
  } finally {
    thread.cleanup();
  }
  const p95 = pct(one.ms, 95);
  console.log(JSON.stringify({
    bench: 'stylist.vision',
    description: 'local stylist with vision (MoveNet multipose with a long side of 192 at the photo aspect + selfie mask at 256×256 on the box of the rated person when a person is found + nsfwjs MobileNetV2 at 224×224, on the tfjs-core single-threaded SIMD wasm backend, one worker thread; photos decoded at ≤ 512 px): fixture photos (each has a person but no-person.jpg), rated for work. RSS = peak VmRSS of the process (MB); main = before the vision thread starts; thread = what starting it and rating added; heaps and tensors from inside the thread after the run.',
    cpus: os.cpus().length,
    photos: PHOTOS,
    modelLoadMs: one.loadMs,
    threadReadyMs: one.startMs,
    p50Ms: pct(one.ms, 50),
    p95Ms: p95,
    throughput1Proc: p1.photosPerSec,
    throughput2Proc: p2.photosPerSec,
    p95Ms2Proc: p2.p95Ms,
    rssMbPerProcess: Math.max(one.rssMb, p2.rssMb),
    mainRssMb: one.mainRssMb,
    threadRssMb: one.rssMb - one.mainRssMb,
    threadV8HeapMb: one.end?.threadHeapTotalMb ?? null,
    wasmHeapMb: one.end?.wasmHeapMb ?? null,
    tensorsReadyToEnd: one.ready && one.end ? `${one.ready.numTensors} → ${one.end.numTensors}` : null,
    target: { p95Ms: 600, rssMb: 400, met: p95 <= 600 && Math.max(one.rssMb, p2.rssMb) <= 400 },
  }));
}
