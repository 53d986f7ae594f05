/**
 * Proof that preparing a photo on the phone (web/src/lib/photo: 1600 px, JPEG, EXIF orientation
 * applied) does not change what the engine says: every fixture photo (stylist/test/fixtures/photos)
 * and every evaluation photo (stylist/eval/photos, 48 labelled photos of real outfits and scenes)
 * made into a 12 MP camera original (the fixtures scaled to 3000×4000, the evaluation photos to
 * 12 MP in their own proportions; grain, stored sideways with EXIF Orientation 6, ~4.5 MB),
 * prepared by the app's own code in real Chromium (its worker), and both
 * rated by the local engine exactly as the ratings worker does (auto-rotate, ≤ 1024 px, then the
 * stylist with its vision models) for two occasions. Reports per photo the overall score of each and
 * the largest difference over the overall and every component score. Target: within ±0.1.
 * Exits 1 when a difference is over 0.1.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { RatingOccasion, StylistAnswer } from '@fitrater/contracts';
import { createLocalStylist } from '../../stylist/src/local';
import { StylistRefusedError } from '../../stylist/src/stylist';
import { createVisionClient } from '../../stylist/src/local/vision/client';
import { preparePhoto as prepareLikeTheWorker } from '../../stylist/src/local/vision/inspect';
import { CHROMIUM, CHROMIUM_ARGS } from '../e2e/support/browser';
import { cameraPhoto } from '../e2e/support/camera-photo';
import { openPhotoLab } from '../e2e/support/photo-lab';

const ROOT = process.cwd();
const FIXTURES = 'stylist/test/fixtures/photos';
/** The folders run, and whether their photos keep their own proportions (the fixtures are cropped to a camera's 3:4). */
const FOLDERS: Array<{ dir: string; keepAspect: boolean }> = process.env.BENCH_PHOTO_DIR
  ? [{ dir: process.env.BENCH_PHOTO_DIR, keepAspect: process.env.BENCH_PHOTO_DIR !== FIXTURES }]
  : [{ dir: FIXTURES, keepAspect: false }, { dir: 'stylist/eval/photos', keepAspect: true }];
const OCCASIONS: RatingOccasion[] = ['work', 'casual'];
/** BENCH_PHOTO_QUALITY / BENCH_PHOTO_EDGE try other settings than the app's (web/src/lib/photo/photo-rules.ts). */
const OPTIONS = {
  ...(process.env.BENCH_PHOTO_QUALITY ? { quality: Number(process.env.BENCH_PHOTO_QUALITY) } : {}),
  ...(process.env.BENCH_PHOTO_EDGE ? { longEdge: Number(process.env.BENCH_PHOTO_EDGE) } : {}),
};
const say = (message: string) => process.stderr.write(`[photo scores] ${message}\n`);

/** The overall score and each component's (null when the engine saw no such garment). */
function scores(answer: StylistAnswer): Array<number | null> {
  return [answer.overallRating, ...Object.keys(answer.components).sort().map((k) => answer.components[k as keyof typeof answer.components].rating)];
}

const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
const lab = await openPhotoLab(browser);
const vision = createVisionClient({ ref: true });
const status = await vision.ready();
if (status.state !== 'ready') throw new Error(`vision unavailable: ${status.error}`);
const stylist = createLocalStylist({ vision: vision.detect });
const rows: Array<Record<string, string | number>> = [];
type Refusal = `refused (${string})`;
const isRefusal = (answer: StylistAnswer | Refusal): answer is Refusal => typeof answer === 'string';
// A refusal is an answer too (nobody in the photo, or a photo the safety check turns away): two copies agree when both give the same one.
const rateOrRefuse = (input: Parameters<typeof stylist.rate>[0]): Promise<StylistAnswer | Refusal> =>
  stylist.rate(input).catch((error: unknown) => {
    if (error instanceof StylistRefusedError) return `refused (${error.code})` as const;
    throw error;
  });
const photos = FOLDERS.flatMap(({ dir, keepAspect }) => readdirSync(join(ROOT, dir)).filter((f) => f.endsWith('.jpg')).sort()
  .map((name) => ({ dir, name, keepAspect })));
let worst = 0;
let worstSeen = 0;
try {
  for (const { dir, name: file, keepAspect } of photos) {
    const name = dir === FIXTURES ? file : `${dir.split('/').at(-2) ?? dir}/${file}`;
    const original = await cameraPhoto(readFileSync(join(ROOT, dir, file)), { keepAspect });
    const started = performance.now();
    const prepared = await lab.prepare(original, name, 'image/jpeg', OPTIONS);
    const prepareMs = Math.round(performance.now() - started);
    if (prepared.outcome !== 'prepared') throw new Error(`${name}: not prepared (${prepared.outcome})`);
    const [a, b] = await Promise.all([prepareLikeTheWorker(original), prepareLikeTheWorker(prepared.bytes)]);
    let diff = 0;
    let seenDiffer = 0;
    const overall: string[] = [];
    for (const occasion of OCCASIONS) {
      const input = { description: null, occasion, customOccasion: null, language: 'en' as const };
      const [x, y] = [await rateOrRefuse({ ...input, image: a }), await rateOrRefuse({ ...input, image: b })];
      if (isRefusal(x) || isRefusal(y)) {
        if (x !== y) seenDiffer += 1;
        overall.push(`${isRefusal(x) ? x : x.overallRating.toFixed(1)} → ${isRefusal(y) ? y : y.overallRating.toFixed(1)}`);
        continue;
      }
      const [sx, sy] = [scores(x), scores(y)];
      sx.forEach((s, i) => {
        const t = sy[i] ?? null;
        if ((s === null) !== (t === null)) seenDiffer += 1;
        else if (s !== null && t !== null) diff = Math.max(diff, Math.abs(s - t));
      });
      overall.push(`${x.overallRating.toFixed(1)} → ${y.overallRating.toFixed(1)}`);
    }
    diff = Math.round(diff * 10) / 10;
    worst = Math.max(worst, diff);
    say(`${name}: ${overall.join(', ')}, max difference ${diff}`);
    rows.push({
      photo: name,
      'original (KB)': Math.round(original.length / 1024),
      'prepared (KB)': Math.round(prepared.bytes.length / 1024),
      'prepare in Chromium (ms)': prepareMs,
      [`overall, original → prepared (${OCCASIONS.join(', ')})`]: overall.join('; '),
      'max score difference': diff,
      'components seen in one only': seenDiffer,
    });
    worstSeen = Math.max(worstSeen, seenDiffer);
  }
} finally {
  await vision.close();
  await lab.close();
  await browser.close();
}
console.log(JSON.stringify({
  bench: 'web.photo-scores',
  title: 'Photo prepared on the phone: same scores as the camera original',
  description: `Each photo of ${FOLDERS.map((f) => f.dir).join(' and ')} (${photos.length} photos; the evaluation photos are named eval/…) as a 12 MP camera original (${FOLDERS.map((f) => (f.keepAspect ? 'in its own proportions' : '3000×4000 displayed')).join(' or ')}, stored sideways with EXIF Orientation 6, grain, JPEG q95) and as web/src/lib/photo prepares it in headless Chromium's worker (${OPTIONS.longEdge ?? 'the app\'s 1600'} px long edge, JPEG quality ${OPTIONS.quality ?? 'the app\'s 0.82'}, orientation applied, no metadata); both rated by the local engine as the ratings worker does, for ${OCCASIONS.join(' and ')}. Max score difference is over the overall and every component score (scores have one decimal). Target ±0.1; largest here: ${worst}${worstSeen ? `; a component rated in one version and not the other (a vision misreading, not a score difference): ${worstSeen} case(s)` : ''}. The prepare time includes moving the photo into the page (base64) on a shared 2-CPU machine.`,
  rows,
}));
// The target is the scores. A component read in one copy only is printed beside them: it is a
// misreading of the photo (a tablecloth taken for a lap), which the vision's evaluation tracks.
if (worst > 0.1) process.exitCode = 1;
