/**
 * Dev aid for the photo-scores bench: for each pair NAME.camera.jpg / NAME.phone.jpg written by
 * photo-copies.ts, the engine's reading of both side by side (person chosen, regions with their
 * confidence and palettes, one-piece, framing, outfit palette, scores), so the decision that flips
 * between two copies of one photo can be seen. Prints one summary line per photo, and the detail
 * of those whose scores differ by more than 0.1 (or of every photo matching FILTER).
 * Usage: [LCH=1] [MIX=1] [REPORTS=DIR2] node scripts/lib/run-ts.mjs web/bench/dev/photo-copies-diff.ts DIR [FILTER]
 * (LCH=1: each colour's lightness, chroma and hue; MIX=1: the harmony blend behind the colour score;
 * REPORTS=DIR2: keep each copy's vision report there and read it back on the next run, so a change to
 * the scoring alone is measured in seconds; empty DIR2 after any change to the vision)
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import type { RatingOccasion } from '@fitrater/contracts';
import type { PreparedImage } from '../../../stylist/src/stylist';
import { createVisionClient } from '../../../stylist/src/local/vision/client';
import { measure, refuseWithoutOutfit } from '../../../stylist/src/local/engine';
import { judge, type Verdict } from '../../../stylist/src/local/scoring/verdict';
import type { VisionReport } from '../../../stylist/src/local/vision/types';
import type { PaletteColour } from '../../../stylist/src/local/signals/types';

const args = process.argv.slice(process.argv.findIndex((a) => a.endsWith('photo-copies-diff.ts')) + 1);
const [dir, filter] = args;
if (!dir) throw new Error('usage: photo-copies-diff.ts DIR [FILTER]');
const OCCASIONS: RatingOccasion[] = ['work', 'casual'];
// The thread from the sources, as the eval runs it: a dist/ build left by an earlier test run would measure old code.
const vision = createVisionClient({ ref: true, threadFile: resolve('stylist/src/local/vision/vision-thread.dev.mjs') });
if ((await vision.ready()).state !== 'ready') throw new Error('vision unavailable');

const LCH = process.env.LCH === '1';
const MIX = process.env.MIX === '1';
const pal = (p: PaletteColour[] | undefined): string => (p ?? []).map((c) => `${c.id} ${(c.share * 100).toFixed(0)}%${LCH ? ` (L${c.lch.l.toFixed(2)} c${c.lch.c.toFixed(3)} h${c.lch.h.toFixed(0)})` : ''}`).join(', ');
const f2 = (x: number): string => x.toFixed(2);

async function image(path: string): Promise<PreparedImage> {
  const bytes = readFileSync(path);
  const m = await sharp(bytes).metadata();
  return { bytes, width: m.width!, height: m.height!, mimeType: 'image/jpeg' };
}

function describe(v: VisionReport | null): string[] {
  if (!v) return ['no report'];
  const out = [
    `persons ${v.personCount} chosen ${v.chosen} box ${v.chosen >= 0 ? v.persons[v.chosen]!.box.map(f2).join(' ') : '-'} score ${v.chosen >= 0 ? f2(v.persons[v.chosen]!.score) : '-'}`,
    `onePiece ${v.onePiece} lowerKind ${v.lowerKind ?? '-'} fullBody ${v.fullBody} framing [${v.framing.join(' ')}] contrast ${v.topBottomContrast ?? '-'} echo ${v.shoesEcho}`,
    `explicit ${v.explicit ? Object.entries(v.explicit).map(([k, x]) => `${k} ${f2(x)}`).join(' ') : '-'}`,
  ];
  for (const part of ['top', 'bottom', 'footwear', 'accessories'] as const) {
    const r = v.regions[part];
    out.push(r ? `${part}: conf ${f2(r.confidence)} skin ${f2(r.skinShare)} rect ${r.rects.map((q) => [q.x, q.y, q.w, q.h].map(f2).join(' ')).join(' | ')} ${r.zones ? `zones ${r.zones.join(' ')} ` : ''}[${pal(r.palette)}]` : `${part}: -`);
  }
  out.push(`outfit: [${pal(v.outfit)}] distinct ${v.distinctColours}`);
  return out;
}

const REPORTS = process.env.REPORTS;
if (REPORTS) mkdirSync(REPORTS, { recursive: true });
async function report(img: PreparedImage, key: string): Promise<VisionReport | null> {
  const kept = REPORTS ? join(REPORTS, `${key}.json`) : null;
  if (kept && existsSync(kept)) return JSON.parse(readFileSync(kept, 'utf8')) as VisionReport | null;
  const v = await vision.detect(img);
  if (kept) writeFileSync(kept, JSON.stringify(v));
  return v;
}

const names = readdirSync(dir).filter((f) => f.endsWith('.camera.jpg')).map((f) => f.replace('.camera.jpg', '')).sort()
  .filter((n) => !filter || n.includes(filter));
try {
  for (const name of names) {
    const [a, b] = [await image(join(dir, `${name}.camera.jpg`)), await image(join(dir, `${name}.phone.jpg`))];
    const [va, vb] = [await report(a, `${name}.camera`), await report(b, `${name}.phone`)];
    let worst = 0;
    let split = false;
    const lines: string[] = [];
    const answers: string[] = [];
    for (const occasion of OCCASIONS) {
      const input = { description: null, occasion, customOccasion: null, language: 'en' as const };
      const verdicts: Array<Verdict | string> = [];
      for (const [img, v] of [[a, va], [b, vb]] as const) {
        try {
          // As the rater answers: explicit content (measure) and no outfit found are refusals.
          const signals = await measure({ ...input, image: img }, { vision: async () => v });
          refuseWithoutOutfit(signals, input.language);
          verdicts.push(judge(signals));
        } catch (e) { verdicts.push(String((e as Error).message)); }
      }
      const [x, y] = verdicts as [Verdict | string, Verdict | string];
      const said = (v: Verdict | string): string => (typeof v === 'string' ? 'refused' : String(v.overall));
      answers.push(`${occasion} ${said(x)} → ${said(y)}`);
      // One copy rated and the other refused is the largest move there is.
      if ((typeof x === 'string') !== (typeof y === 'string')) split = true;
      if (typeof x === 'string' || typeof y === 'string') { lines.push(`${occasion}: ${typeof x === 'string' ? 'refused' : x.overall} → ${typeof y === 'string' ? 'refused' : y.overall}`); continue; }
      const comps = Object.keys(x.components).sort() as (keyof typeof x.components)[];
      const row = [`overall ${x.overall} → ${y.overall}`, `colours ${x.photoColours?.score.toFixed(2)} → ${y.photoColours?.score.toFixed(2)} (${x.photoColours?.harmony.type} → ${y.photoColours?.harmony.type})`];
      worst = Math.max(worst, Math.abs(x.overall - y.overall));
      for (const c of comps) {
        const [s, t] = [x.components[c].rating, y.components[c].rating];
        if (s !== null && t !== null) worst = Math.max(worst, Math.abs(s - t));
        row.push(`${c} ${s ?? '-'} → ${t ?? '-'}`);
      }
      lines.push(`${occasion}: ${row.join('; ')}`);
      // MIX=1: the harmony's blend behind each copy's colour score, where a palette change lands.
      if (MIX) {
        for (const [k, v] of [['C', x], ['P', y]] as const) {
          const h = v.photoColours?.harmony;
          if (h) lines.push(`  ${k} mix ${Object.entries(h.mix).filter(([, w]) => w > 0.005).map(([t, w]) => `${t} ${f2(w)}`).join(' ')}; accent ${f2(h.accentWeight)} contrast ${f2(h.lightnessContrast)} colourful ${f2(h.colourfulness)}`);
        }
      }
    }
    worst = Math.round(worst * 10) / 10;
    console.log(`${worst > 0.1 || split ? '!!' : '  '} ${name}: max ${split ? 'rated in one copy only' : worst} (${answers.join(', ')})`);
    if (worst > 0.1 || split || filter) {
      for (const l of lines) console.log(`     ${l}`);
      const [da, db] = [describe(va), describe(vb)];
      da.forEach((l, i) => { console.log(`   C ${l}`); if (db[i] !== l) console.log(`   P ${db[i]}`); });
    }
  }
} finally {
  await vision.close();
}
