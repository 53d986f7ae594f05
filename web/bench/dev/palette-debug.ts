/**
 * Dev aid: for the two copies of a photo (photo-copies.ts), each garment's pixels as the clustering
 * sees them (k-means clusters before any merging, then the garment's palette), side by side.
 * Usage: node scripts/lib/run-ts.mjs web/bench/dev/palette-debug.ts DIR NAME
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadModels, detect } from '../../../stylist/src/local/vision/inference';
import { decode } from '../../../stylist/src/local/vision/pipeline';
import { choosePerson, maskCovers } from '../../../stylist/src/local/vision/analyse';
import { readGarments } from '../../../stylist/src/local/vision/garments';
import { photoInNeutralLight, sceneTint } from '../../../stylist/src/local/vision/illuminant';
import { garmentPalette } from '../../../stylist/src/local/vision/garment-colour';
import { dominantColours } from '../../../stylist/src/local/signals/palette';
import { toSamples } from '../../../stylist/src/local/vision/region-pixels';
import { toOklch, type Oklab } from '../../../stylist/src/local/colour/oklab';

const [dir, name] = process.argv.slice(-2);
const models = await loadModels();
const fmt = (lab: Oklab): string => { const l = toOklch(lab); return `L${l.l.toFixed(2)} c${l.c.toFixed(3)} h${l.h.toFixed(0)}`; };
for (const copy of ['camera', 'phone']) {
  const { raw, work } = await decode(readFileSync(join(dir!, `${name}.${copy}.jpg`)));
  const det = await detect(models, raw);
  const { chosen } = choosePerson(det.persons);
  if (chosen < 0) continue;
  const { img, light } = photoInNeutralLight(work, det, chosen);
  const tint = sceneTint(light);
  const r = readGarments(img, det, chosen, maskCovers(det, chosen, img.width, img.height), tint);
  console.log(`== ${copy}`);
  const parts = Object.values(r.garments);
  const all = { lab: parts.filter((g) => g.part !== 'footwear').flatMap((g) => g.pixels.lab), weight: parts.filter((g) => g.part !== 'footwear').flatMap((g) => g.pixels.weight) };
  for (const [part, px] of [...parts.map((g) => [g.part, g.pixels] as const), ['top+bottom', all] as const]) {
    const n = px.lab.length; const wsum = px.weight.reduce((s, w) => s + w, 0);
    console.log(`  ${part} n ${n} weight ${wsum.toFixed(1)}`);
    console.log(`    clusters: ${dominantColours(toSamples(px.lab, px.weight)).map((c) => `${c.id} ${(c.share * 100).toFixed(1)}% (${fmt(c.lab)})`).join(', ')}`);
    console.log(`    palette:  ${garmentPalette(px.lab, px.weight, tint).map((c) => `${c.id} ${(c.share * 100).toFixed(1)}% (${fmt(c.lab)})`).join(', ')}`);
  }
}
