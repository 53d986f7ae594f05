/**
 * How long a member waits on the results screen for the closet's offer ("Add these pieces"), with
 * the product run as it ships (npm start: the api, the `workers` process and the niced `cards`
 * process, from the production bundles) and the local engine: each run, a new member and two
 * others rate a photo at once (real ratings: their share cards are queued for the cards process as
 * the member's result arrives); on `rating.done` the member's results screen asks for the pieces
 * (GET /api/ratings/{id}/garments starts `closet.extract`).
 * - offer: `rating.done` until `closet.extract.done` on the member's socket;
 * - waiting: `rating.done` until the first `closet.extract.progress` (how long "Waiting to start" shows).
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import sharp from 'sharp';
import { CARDS_QUEUES, WORKERS_QUEUES } from '../../scripts/lib/worker-queues.mjs';
import { benchMember, pct, prepareBenchBuild, startBenchStack } from './bench-stack';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const OTHERS = 2;
/** Photos of one person (the eval set's labels), so every rating is done and has pieces to offer. */
const labels = (JSON.parse(readFileSync('stylist/eval/photos/labels.json', 'utf8')) as { photos: Record<string, { noPerson?: boolean }> }).photos;
const PHOTOS = Object.keys(labels).filter((f) => !labels[f]!.noPerson && !/couple|group/.test(f));
const ms = (n: number) => Math.round(n);

async function photo(i: number): Promise<string> {
  const bytes = await sharp(readFileSync(`stylist/eval/photos/${PHOTOS[i % PHOTOS.length]}`)).rotate().resize(1024, 1024, { fit: 'inside' }).jpeg({ quality: 85 }).toBuffer();
  return `data:image/jpeg;base64,${bytes.toString('base64')}`;
}

async function rate(url: string, token: string, imageUrl: string): Promise<string> {
  const res = await fetch(`${url}/api/ratings`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ imageUrl, description: null, occasion: 'party' }) });
  if (res.status !== 202) throw new Error(`POST /api/ratings → ${res.status} ${await res.text()}`);
  return ((await res.json()) as { ratingId: string }).ratingId;
}

await prepareBenchBuild();
const topology = [WORKERS_QUEUES, CARDS_QUEUES];
const s = await startBenchStack(topology, { AI_PROVIDER: 'local' });
try {
  const offer: number[] = [], waiting: number[] = [];
  let photoIndex = 0;
  for (let run = 0; run < RUNS; run++) {
    const members = await Promise.all(Array.from({ length: OTHERS + 1 }, (_, i) => benchMember(s, `offer${run}-${i}@example.test`, 'ratingId')));
    const [member, ...others] = members;
    const images = await Promise.all(members.map(() => photo(photoIndex++)));
    const [ratingId] = await Promise.all([rate(s.url, member!.token, images[0]!), ...others.map((o, i) => rate(s.url, o.token, images[i + 1]!))]);
    const done = await Promise.race([member!.seen('rating.done', ratingId!), member!.seen('rating.failed', ratingId!).then(() => null)]);
    if (done === null) { members.forEach((m) => m.close()); continue; }
    const res = await fetch(`${s.url}/api/ratings/${ratingId}/garments`, { headers: { authorization: `Bearer ${member!.token}` } });
    if (res.status !== 200) throw new Error(`GET garments → ${res.status}`);
    const [started, offered] = await Promise.all([member!.seen('closet.extract.progress', ratingId!), member!.seen('closet.extract.done', ratingId!)]);
    waiting.push(started - done);
    offer.push(offered - done);
    members.forEach((m) => m.close());
  }
  const row = (name: string, xs: number[]) => ({ case: name, runs: xs.length, p50: ms(pct(xs, 50)), p95: ms(pct(xs, 95)), max: ms(Math.max(...xs)) });
  console.log(JSON.stringify({
    bench: 'closet-offer',
    title: 'Closet offer after a rating',
    description: `Time (ms) from rating.done on the member's socket until the closet's offer (closet.extract.done) and until the extraction leaves "Waiting to start" (its first closet.extract.progress), ${RUNS} runs; each run a new member and ${OTHERS} others rate a photo at once (their share cards queue on the cards process), processes as npm start runs them (${topology.join(' | ')}), local engine; load average after ${loadavg()[0]!.toFixed(2)}.`,
    rows: [row('offer', offer), row('waiting to start', waiting)],
  }));
} finally {
  await s.close();
}
