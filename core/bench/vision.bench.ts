/**
 * Vision step of the local stylist: model load time, per-photo latency (p50/p95) through the
 * worker thread, throughput with 1 and 2 worker processes (each with its own thread and models),
 * and peak RSS per process. Photos: the fixture set (core/test/fixtures/photos). Prints one JSON line.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLocalStylist } from '../src/stylist/local';
import { createVisionClient } from '../src/stylist/local/vision/client';
import { preparePhoto } from '../src/stylist/local/vision/inspect';

const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 40);
const DIR = process.env.BENCH_FIXTURES ?? join(process.cwd(), 'core/test/fixtures/photos');

const pct = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! * 10) / 10;
};

async function worker(): Promise<{ loadMs: number; ms: number[]; wallMs: number; rssMb: number }> {
  const files = readdirSync(DIR).filter((f) => f.endsWith('.jpg')).sort();
  const images = await Promise.all(files.map(async (f) => preparePhoto(readFileSync(join(DIR, f)))));
  const client = createVisionClient({ ref: true });
  const t0 = performance.now();
  const status = await client.ready();
  const loadMs = Math.round(performance.now() - t0);
  if (status.state !== 'ready') throw new Error(`vision unavailable: ${status.error}`);
  const stylist = createLocalStylist({ vision: client.detect });
  let peak = process.memoryUsage().rss;
  const rate = (i: number) => stylist.rate({ image: images[i % images.length]!, description: null, occasion: 'work', customOccasion: null, language: 'en' });
  for (let i = 0; i < images.length; i++) await rate(i); // warm-up
  const ms: number[] = [];
  const w0 = performance.now();
  for (let i = 0; i < PHOTOS; i++) {
    const t = performance.now();
    await rate(i);
    ms.push(performance.now() - t);
    peak = Math.max(peak, process.memoryUsage().rss);
  }
  const wallMs = performance.now() - w0;
  await client.close();
  return { loadMs, ms, wallMs, rssMb: Math.round(peak / 1e6) };
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
  const one = await worker();
  const p1 = await processes(1);
  const p2 = await processes(2);
  const p95 = pct(one.ms, 95);
  console.log(JSON.stringify({
    bench: 'stylist.vision',
    description: 'local stylist with vision (MoveNet multipose + selfie mask + nsfwjs MobileNetV2 on tfjs wasm, in a worker thread): fixture photos, rated for work',
    cpus: os.cpus().length,
    photos: PHOTOS,
    modelLoadMs: one.loadMs,
    p50Ms: pct(one.ms, 50),
    p95Ms: p95,
    throughput1Proc: p1.photosPerSec,
    throughput2Proc: p2.photosPerSec,
    p95Ms2Proc: p2.p95Ms,
    rssMbPerProcess: Math.max(one.rssMb, p2.rssMb),
    target: { p95Ms: 600, rssMb: 400, met: p95 <= 600 && Math.max(one.rssMb, p2.rssMb) <= 400 },
  }));
}
