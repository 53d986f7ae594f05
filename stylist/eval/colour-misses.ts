/**
 * Dev aid: the photo colour figure read from a detections cache (detections-cache.ts) in seconds,
 * so a colour-reading change is measured without running the models again. Prints each tuning
 * photo's labelled garments with the palette behind the answer (share, OKLCH, name) and, for the
 * held-out half, only the count right: its misses are not for reading while the engine is tuned.
 * VERSION picks the cached version (original, dim-lamp, cool-shade, flat-curve; default original).
 * Usage: node scripts/lib/run-ts.mjs stylist/eval/colour-misses.ts CACHE_DIR [VERSION] [FILTER]
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { deserialize } from 'node:v8';
import { analyse } from '../src/local/vision/analyse';
import type { Detections, WorkImage } from '../src/local/vision/types';
import { loadLabels } from './src/photos';
import { halfOf } from './src/split';

const args = process.argv.slice(process.argv.findIndex((a) => a.endsWith('colour-misses.ts')) + 1);
const [dir, version = 'original', filter] = args;
if (!dir) throw new Error('usage: colour-misses.ts CACHE_DIR [VERSION] [FILTER]');
const labels = loadLabels(pathToFileURL(`${resolve('stylist/eval/photos')}/`));
const count = { tuning: [0, 0], heldOut: [0, 0] };
const seen = { tuning: [0, 0], heldOut: [0, 0] };
const piece = { tuning: [0, 0], heldOut: [0, 0] };
for (const [file, label] of Object.entries(labels)) {
  const name = file.replace(/\.(jpe?g|png)$/i, '');
  const path = join(dir, `${name}.${version}.v8`);
  if (!existsSync(path) || (filter && (filter.startsWith('=') ? name !== filter.slice(1) : !name.includes(filter)))) continue;
  const { work, det } = deserialize(readFileSync(path)) as { work: WorkImage; det: Detections };
  const report = analyse(work, det);
  const half = halfOf(file);
  const lines: string[] = [];
  for (const part of ['top', 'bottom', 'footwear'] as const) {
    const want = label[part];
    if (want === undefined) continue;
    const palette = report.regions[part]?.palette ?? [];
    seen[half][1]!++;
    if (!!report.regions[part] === (want !== null)) seen[half][0]!++;
    if (want === null) continue;
    const right = !!palette[0] && want.includes(palette[0].id);
    count[half][1]!++;
    if (right) count[half][0]!++;
    const pal = palette.map((c) => `${c.id} ${(c.share * 100).toFixed(0)}% (L${c.lch.l.toFixed(2)} C${c.lch.c.toFixed(3)} h${c.lch.h.toFixed(0)})`).join(', ');
    lines.push(`   ${right ? ' ' : '✗'} ${part} [${want.join('/')}]: ${pal || 'unseen'}`);
  }
  if (typeof label.onePiece === 'boolean') {
    piece[half][1]!++;
    if (report.onePiece === label.onePiece) piece[half][0]!++;
  }
  if (half === 'tuning' && lines.length) console.log(`${name}: onePiece ${report.onePiece} (label ${label.onePiece ?? '-'})\n${lines.join('\n')}`);
}
const pct = ([r, n]: number[]) => `${((100 * r!) / Math.max(1, n!)).toFixed(1)} % (${r}/${n})`;
console.log(`garment seen (${version}): tuning ${pct(seen.tuning)}, held-out ${pct(seen.heldOut)}`);
console.log(`one-piece (${version}): tuning ${pct(piece.tuning)}, held-out ${pct(piece.heldOut)}`);
console.log(`colour right (${version}): tuning ${pct(count.tuning)}, held-out ${pct(count.heldOut)}, all ${pct([count.tuning[0]! + count.heldOut[0]!, count.tuning[1]! + count.heldOut[1]!])}`);
