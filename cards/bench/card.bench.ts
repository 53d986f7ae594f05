/**
 * card.render bench: N share cards (mixed languages, with photo) through
 * renderShareCard (per-card CJK font subset, resvg for the ring and the text
 * only, sharp for the photo, painted on the cached static layers, one PNG
 * encode), beside a bare `new Resvg(fullCardSvg, sameOptions).render().asPng()`
 * of the same card drawn as one SVG (how cards were drawn before the layers,
 * prepareShareCard; the bare figures count the resvg call only, not the
 * photo downsizing or font subsetting before it) in the same run. Wall time
 * and process CPU for both.
 * Prints one JSON line.
 */
import { loadavg } from 'node:os';
import { Resvg } from '@resvg/resvg-js';
import { LANGUAGES } from '@fitrater/contracts';
import { prepareShareCard, renderShareCard } from '../src/render-share-card';
import { sampleInput, samplePhoto } from '../test/integration/samples';

const N = Number(process.env.CARD_BENCH_N ?? 40);

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
const round = (ms: number) => Math.round(ms * 10) / 10;

const photo = await samplePhoto();
const firstStart = performance.now();
await renderShareCard(sampleInput('ja', photo)); // first card: draws the static layers, loads the wasm subsetter and a CJK collection
const firstMs = performance.now() - firstStart;

const ours: number[] = [];
const oursCpu: number[] = [];
const bare: number[] = [];
const bareCpu: number[] = [];
/** Process CPU time (all threads: resvg and sharp run on the libuv pool), ms: meaningful even on a busy machine. */
const cpuMs = (since: NodeJS.CpuUsage) => {
  const d = process.cpuUsage(since);
  return (d.user + d.system) / 1000;
};
for (let i = 0; i < N; i++) {
  const input = sampleInput(LANGUAGES[i % LANGUAGES.length]!, photo, 4 + ((i * 7) % 60) / 10);
  let start = performance.now();
  const cpu = process.cpuUsage();
  await renderShareCard(input);
  ours.push(performance.now() - start);
  oursCpu.push(cpuMs(cpu));

  const card = await prepareShareCard(input);
  try {
    start = performance.now();
    const bareStart = process.cpuUsage();
    new Resvg(card.svg, card.options).render().asPng();
    bare.push(performance.now() - start);
    bareCpu.push(cpuMs(bareStart));
  } finally {
    card.release();
  }
}

const p50 = percentile(ours, 50);
const p95 = percentile(ours, 95);
const bareP50 = percentile(bare, 50);
const bareP95 = percentile(bare, 95);
console.log(
  JSON.stringify({
    bench: 'card.render',
    n: N,
    languages: LANGUAGES.length,
    p50: round(p50),
    p95: round(p95),
    bareP50: round(bareP50),
    bareP95: round(bareP95),
    ratioP50: round(p50 / bareP50),
    ratioP95: round(p95 / bareP95),
    cpuP50: round(percentile(oursCpu, 50)),
    cpuP95: round(percentile(oursCpu, 95)),
    bareCpuP50: round(percentile(bareCpu, 50)),
    bareCpuP95: round(percentile(bareCpu, 95)),
    cpuRatioP50: round(percentile(oursCpu, 50) / percentile(bareCpu, 50)),
    loadAvg1m: round(loadavg()[0]!),
    firstCardMs: round(firstMs),
    targetP95: 500,
    ok: p95 <= 500,
    rssMb: Math.round(process.memoryUsage().rss / 1e6),
  }),
);
