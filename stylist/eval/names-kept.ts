/**
 * Dev aid: the measures a colour-reading change is judged by, read from a detections cache
 * (detections-cache.ts) in under a minute instead of the eval's several: names kept when each photo
 * is relit in every one of the three lights (the eval's default run relights each photo in one light
 * only, a noisier figure), counted on every photo since it needs no label; when the cache holds the
 * camera original and the phone copy (web/bench/dev/photo-copies.ts), the main names and the
 * one-piece answer kept between the two (a first look only: the photo-scores bench stays the judge,
 * since a palette's lesser colours can move a score while every main name holds); the namer
 * against the xkcd survey; and the tuning half's colour and one-piece figures, with its per-garment
 * palettes when VERBOSE=1. The held-out half's labels are not read at all: its figures come from the
 * eval, at the end.
 * Usage: [VERBOSE=1] node scripts/lib/run-ts.mjs stylist/eval/names-kept.ts CACHE_DIR
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { deserialize } from 'node:v8';
import { analyse } from '../src/local/vision/analyse';
import type { Detections, WorkImage } from '../src/local/vision/types';
import { loadSurvey, scoreNaming } from './src/human-names';
import { loadLabels } from './src/photos';
import { RELIGHTINGS } from './src/relight';
import { halfOf, type Half } from './src/split';

const args = process.argv.slice(process.argv.findIndex((a) => a.endsWith('names-kept.ts')) + 1);
const [dir] = args;
if (!dir) throw new Error('usage: names-kept.ts CACHE_DIR');
const verbose = process.env.VERBOSE === '1';
const PARTS = ['top', 'bottom', 'footwear'] as const;
/** The cache's file names of the three lights (detections-cache.ts writes them so). */
const LIGHTS = RELIGHTINGS.map((r) => r.name.replace(/ /g, '-'));

type Count = [number, number];
const add = (c: Count, ok: boolean): void => { c[1]++; if (ok) c[0]++; };
const pct = ([r, n]: Count): string => `${((100 * r) / Math.max(1, n)).toFixed(1)} % (${r}/${n})`;

function report(name: string, version: string): ReturnType<typeof analyse> | null {
  const path = join(dir!, `${name}.${version}.v8`);
  if (!existsSync(path)) return null;
  const { work, det } = deserialize(readFileSync(path)) as { work: WorkImage; det: Detections };
  return analyse(work, det);
}

const kept: Record<Half | 'all', Count> = { tuning: [0, 0], heldOut: [0, 0], all: [0, 0] };
const keptIn: Record<string, Count> = Object.fromEntries(LIGHTS.map((l) => [l, [0, 0]]));
const colour: Count = [0, 0]; const piece: Count = [0, 0];
const copyNames: Count = [0, 0]; const copyPiece: Count = [0, 0];
const copyMoved: string[] = [];
const lines: string[] = [];
for (const [file, label] of Object.entries(loadLabels(pathToFileURL(`${resolve('stylist/eval/photos')}/`)))) {
  const name = file.replace(/\.(jpe?g|png)$/i, '');
  const original = report(name, 'original');
  if (!original || label.noPerson) continue;
  const half = halfOf(file);
  const relit = LIGHTS.map((l) => [l, report(name, l)] as const);
  const mine: string[] = [];
  for (const part of PARTS) {
    // Which parts a photo has labels for says nothing about their colour: it is read on both halves.
    if (label[part] === undefined) continue;
    const before = original.regions[part]?.palette[0]?.id;
    if (before) {
      for (const [light, r] of relit) {
        if (!r) continue;
        const same = r.regions[part]?.palette[0]?.id === before;
        add(kept[half], same); add(kept.all, same); add(keptIn[light]!, same);
      }
    }
    const want = half === 'tuning' ? label[part] : null;
    if (!want) continue;
    const palette = original.regions[part]?.palette ?? [];
    const right = !!palette[0] && want.includes(palette[0].id);
    add(colour, right);
    mine.push(`   ${right ? ' ' : '✗'} ${part} [${want.join('/')}]: ${palette.map((c) => `${c.id} ${(c.share * 100).toFixed(0)}% (L${c.lch.l.toFixed(2)} C${c.lch.c.toFixed(3)} h${c.lch.h.toFixed(0)})`).join(', ') || 'unseen'}`);
  }
  if (half === 'tuning' && typeof label.onePiece === 'boolean') add(piece, original.onePiece === label.onePiece);
  const [camera, phone] = [report(name, 'camera'), report(name, 'phone')];
  if (camera && phone) {
    // Every part either copy sees, labelled or not: which copy reads what needs no label.
    for (const part of PARTS) {
      const [a, b] = [camera.regions[part]?.palette[0]?.id, phone.regions[part]?.palette[0]?.id];
      if (!a && !b) continue;
      add(copyNames, a === b);
      // Which held-out photo moved is not listed: only the count is read on that half.
      if (a !== b && half === 'tuning') copyMoved.push(`${name} ${part} ${a ?? 'unseen'}/${b ?? 'unseen'}`);
    }
    add(copyPiece, camera.onePiece === phone.onePiece);
  }
  if (verbose && mine.length) lines.push(`${name}: onePiece ${original.onePiece} (label ${label.onePiece ?? '-'})`, ...mine);
}
const survey = scoreNaming(loadSurvey());
const agree = (h?: Half): Count => {
  const rs = survey.filter((r) => !h || r.half === h);
  return [rs.filter((r) => r.agrees).length, rs.length];
};
if (lines.length) console.log(lines.join('\n'));
console.log(`names kept, three lights: all ${pct(kept.all)}, tuning ${pct(kept.tuning)}, held-out ${pct(kept.heldOut)}; ${LIGHTS.map((l) => `${l} ${pct(keptIn[l]!)}`).join(', ')}`);
if (copyNames[1]) console.log(`camera and phone copies: names kept ${pct(copyNames)}, one-piece kept ${pct(copyPiece)}${copyMoved.length ? `; moved in the tuning half: ${copyMoved.join(', ')}` : ''}`);
console.log(`xkcd survey: all ${pct(agree())}, tuning ${pct(agree('tuning'))}, held-out ${pct(agree('heldOut'))}`);
console.log(`tuning half: colour named right ${pct(colour)}, one-piece ${pct(piece)}`);
