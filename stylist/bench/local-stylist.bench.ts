/**
 * Local stylist throughput: 1-megapixel JPEGs, pre-resized to ≤ 1024 px as the worker does,
 * rated with 2 in flight (2 cores). Baseline in the same run: the bare sharp decode + resize
 * of the same images. Prints one JSON line.
 */
import os from 'node:os';
import sharp from 'sharp';
import type { RatingOccasion } from '@fitrater/contracts';
import { createLocalStylist } from '../src/local';
import type { PreparedImage } from '../src/stylist';

const RATINGS = Number(process.env.BENCH_RATINGS ?? 80);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 2);
const PALETTES = [
  ['#f4f4f2', '#1c2841', '#111111'], ['#7a1a2e', '#151515', '#3a3f45'], ['#d01c24', '#1f9a3a', '#f3d51b'],
  ['#c0925a', '#f6f6f4', '#4f6f96'], ['#9caf88', '#efe3c6', '#6b4530'], ['#ff1493', '#39ff14', '#2a5bd7'],
];
const OCCASIONS: RatingOccasion[] = ['work', 'party', 'interview', 'casual', 'wedding', 'workout'];

/** A textured 1155×866 (≈1 MP) photo-like JPEG: colour blocks under gaussian noise. */
async function photo(colours: string[], seed: number): Promise<Buffer> {
  const width = 1155; const height = 866;
  const noise = await sharp({ create: { width, height, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 24 + seed } } }).png().toBuffer();
  const h = Math.ceil(height / colours.length);
  const blocks = colours.map((c, i) => ({ input: { create: { width: Math.round(width * 0.5), height: h, channels: 3 as const, background: c } }, top: i * h, left: Math.round(width * 0.25) }));
  const base = await sharp({ create: { width, height, channels: 3, background: '#e9e6e1' } }).composite(blocks).png().toBuffer();
  return sharp(base).composite([{ input: noise, blend: 'soft-light' }]).jpeg({ quality: 88 }).toBuffer();
}

/** What the worker does before the stylist: auto-rotate, strip metadata, ≤ 1024 px JPEG. */
async function prepare(bytes: Buffer): Promise<PreparedImage> {
  const { data, info } = await sharp(bytes).rotate().resize(1024, 1024, { fit: 'inside', withoutEnlargement: true }).jpeg({ quality: 85 }).toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height, mimeType: 'image/jpeg' };
}

async function pool<T>(n: number, concurrency: number, job: (i: number) => Promise<T>): Promise<{ ms: number[]; wall: number }> {
  const ms: number[] = new Array(n);
  let next = 0;
  const t0 = performance.now();
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < n) {
      const i = next++;
      const t = performance.now();
      await job(i);
      ms[i] = performance.now() - t;
    }
  }));
  return { ms, wall: performance.now() - t0 };
}

const pct = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! * 10) / 10;
};

const images = await Promise.all(PALETTES.map(async (p, i) => prepare(await photo(p, i))));
const stylist = createLocalStylist();
const descriptions = [null, 'navy blazer, white shirt and grey trousers', null, 'black jeans, cream sweater and boots'];
const input = (i: number) => ({
  image: images[i % images.length]!, description: descriptions[i % descriptions.length]!,
  occasion: OCCASIONS[i % OCCASIONS.length]!, customOccasion: null, language: 'en' as const,
});

// Warm-up: JIT, lexicon build, sharp thread pool.
await pool(8, CONCURRENCY, (i) => stylist.rate(input(i)));
const baseline = await pool(RATINGS, CONCURRENCY, (i) =>
  sharp(images[i % images.length]!.bytes).resize(256, 256, { fit: 'inside' }).removeAlpha().raw().toBuffer());
const rated = await pool(RATINGS, CONCURRENCY, (i) => stylist.rate(input(i)));

const throughput = (RATINGS / rated.wall) * 1000;
const baselineThroughput = (RATINGS / baseline.wall) * 1000;
console.log(JSON.stringify({
  bench: 'stylist.local',
  ratings: RATINGS,
  concurrency: CONCURRENCY,
  cpus: os.cpus().length,
  imagePx: `${images[0]!.width}x${images[0]!.height} (from 1155x866 ≈ 1 MP)`,
  ratingsPerSec: Math.round(throughput * 10) / 10,
  p50Ms: pct(rated.ms, 50),
  p95Ms: pct(rated.ms, 95),
  baseline: { what: 'sharp decode + resize to 256 px, same images', opsPerSec: Math.round(baselineThroughput * 10) / 10, p50Ms: pct(baseline.ms, 50), p95Ms: pct(baseline.ms, 95) },
  ratioToBaseline: Math.round((baselineThroughput / throughput) * 100) / 100,
  target: { ratingsPerSec: 5, met: throughput >= 5 },
}));
