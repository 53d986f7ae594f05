/**
 * Dev aid: one-piece or separates on every cached version of each photo (detections-cache.ts:
 * the photo as the eval prepares it, its camera and phone copies, the photo in three other
 * lights), with the witnesses behind each answer: both halves seen, the palettes' agreement, what
 * the waist showed (and the fabrics' gap in their own spreads), the legs. An answer that changes
 * between versions of one photo is a flip; flips need no label, so they can be counted on every
 * photo. Prints one line per photo (answers per version), the witnesses of those that flip (or of
 * every photo matching FILTER), and the flip counts. A photo of the eval's held-out half shows only
 * whether it flips: its answers and witnesses are not for reading while the engine is tuned.
 * Usage: node scripts/lib/run-ts.mjs stylist/eval/one-piece-flips.ts CACHE_DIR [FILTER]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deserialize } from 'node:v8';
import { analyse, maskCovers } from '../src/local/vision/analyse';
import { readGarments } from '../src/local/vision/garments';
import { photoInNeutralLight, sceneTint } from '../src/local/vision/illuminant';
import { legSplit } from '../src/local/vision/leg-split';
import { fabricOverlap } from '../src/local/vision/fabric-overlap';
import { samePattern, waistReading } from '../src/local/vision/waist';
import type { Detections, WorkImage } from '../src/local/vision/types';
import { halfOf } from './src/split';

const args = process.argv.slice(process.argv.findIndex((a) => a.endsWith('one-piece-flips.ts')) + 1);
const [dir, filter] = args;
if (!dir) throw new Error('usage: one-piece-flips.ts CACHE_DIR [FILTER]');
const VERSIONS = ['original', 'camera', 'phone', 'dim-lamp', 'cool-shade', 'flat-curve'];

/** The answer, the witness that decided it, and the witnesses' measures. */
function witnesses(work: WorkImage, det: Detections): { answer: boolean | null; by: string; line: string } {
  const report = analyse(work, det);
  if (report.chosen < 0) return { answer: null, by: 'nobody', line: 'nobody' };
  const { img, light } = photoInNeutralLight(work, det, report.chosen);
  const r = readGarments(img, det, report.chosen, maskCovers(det, report.chosen, work.width, work.height), sceneTint(light));
  const top = r.garments.top?.palette; const bottom = r.garments.bottom?.palette;
  const seenBoth = !!(top?.[0] && bottom?.[0]);
  if (!seenBoth) return { answer: null, by: 'one half unseen', line: `one ${report.onePiece} top ${top?.[0]?.id ?? '-'} bottom ${bottom?.[0]?.id ?? '-'}` };
  const waist = r.waist ? waistReading(r.waist.input, r.waist.break) : null;
  const p = r.points;
  const W = work.width;
  const legs = r.waist && p.leftHip && p.rightHip
    ? legSplit({ width: W, height: work.height, weight: (x, y) => r.layer.weight[y * W + x]!, leftHip: p.leftHip, rightHip: p.rightHip, torso: r.waist.input.hips.y - r.waist.input.shoulders.y })
    : null;
  const pal = (q: typeof top): string => (q ?? []).slice(0, 3).map((c) => `${c.id} ${(c.share * 100).toFixed(0)}%`).join(',');
  const same = samePattern(top!, bottom!);
  const by = !same && report.onePiece === false ? 'palettes differ' : waist?.by === 'break' ? `break${r.waist?.break?.bare ? ' (bare)' : ''}` : waist?.by ?? `legs ${legs ?? '-'}`;
  return {
    answer: report.onePiece,
    by,
    line: `one ${report.onePiece} same ${samePattern(top!, bottom!)} overlap ${fabricOverlap(r.garments.top!.pixels, r.garments.bottom!.pixels).toFixed(2)} waist ${waist?.oneFabric ?? '-'} by ${waist?.by ?? "-"}${r.waist?.break ? (r.waist.break.bare ? "(bare)" : "(fabric)") : ""} gap ${waist?.gap?.toFixed(2) ?? '-'} spread ${waist?.above?.spread.toFixed(3) ?? '-'}/${waist?.below?.spread.toFixed(3) ?? '-'} grain ${waist?.above?.texture.toFixed(3) ?? '-'}/${waist?.below?.texture.toFixed(3) ?? '-'} legs ${legs ?? '-'} top [${pal(top)}] bottom [${pal(bottom)}]`,
  };
}

const files = readdirSync(dir).filter((f) => f.endsWith('.v8'));
const names = [...new Set(files.map((f) => f.split('.')[0]!))].sort().filter((n) => !filter || n.includes(filter));
const flips = { copies: 0, light: 0, any: 0, photos: 0 };
for (const name of names) {
  const got: { version: string; answer: boolean | null; by: string; line: string }[] = [];
  for (const version of VERSIONS) {
    const file = `${name}.${version}.v8`;
    if (!files.includes(file)) continue;
    const { work, det } = deserialize(readFileSync(join(dir, file))) as { work: WorkImage; det: Detections };
    got.push({ version, ...witnesses(work, det) });
  }
  const answer = (v: string): boolean | null | undefined => got.find((g) => g.version === v)?.answer;
  const said = got.filter((g) => g.answer !== null);
  if (!said.length) continue;
  flips.photos++;
  const copies = answer('camera') != null && answer('phone') != null && answer('camera') !== answer('phone');
  const base = answer('original');
  const light = base != null && got.some((g) => g.version.includes('-') && g.answer !== null && g.answer !== base);
  const any = new Set(said.map((g) => g.answer)).size > 1;
  if (copies) flips.copies++;
  if (light) flips.light++;
  if (any) flips.any++;
  const mark = (a: boolean | null): string => (a === null ? '-' : a ? '1' : '0');
  if (halfOf(`${name}.jpg`) === 'heldOut' && files.some((f) => f.startsWith(`${name}.original.`))) {
    // Which witnesses disagree between versions says what is unsteady without saying what was answered.
    const decided = [...new Set(got.map((g) => g.by))].sort().join(' / ');
    console.log(`${any ? '!!' : '  '} ${name}: held out${any ? `, flips (${decided})` : ''}`);
    continue;
  }
  console.log(`${any ? '!!' : '  '} ${name}: ${got.map((g) => `${g.version} ${mark(g.answer)}`).join('  ')}`);
  if (any || filter) for (const g of got) console.log(`     ${g.version.padEnd(10)} ${g.line}`);
}
console.log(`photos with both halves seen in some version: ${flips.photos}; flips between camera and phone copies: ${flips.copies}; flips with the light: ${flips.light}; any flip: ${flips.any}`);
