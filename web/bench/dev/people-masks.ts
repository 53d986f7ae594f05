/**
 * Dev aid: the work image of both copies of a photo with the rated person's garments painted
 * (top red, bottom blue, footwear green) and the person layer's weight, side by side, to PNG.
 * Usage: node scripts/lib/run-ts.mjs web/bench/dev/people-masks.ts DIR NAME OUT.png
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { loadModels, detect } from '../../../stylist/src/local/vision/inference';
import { decode } from '../../../stylist/src/local/vision/pipeline';
import { choosePerson } from '../../../stylist/src/local/vision/analyse';
import { readGarments } from '../../../stylist/src/local/vision/garments';
import { photoInNeutralLight, sceneTint } from '../../../stylist/src/local/vision/illuminant';

const [dir, name, out] = process.argv.slice(-3);
const models = await loadModels();
const tiles: Buffer[] = []; let W = 0; let H = 0;
for (const copy of ['camera', 'phone']) {
  const { raw, work } = await decode(readFileSync(join(dir!, `${name}.${copy}.jpg`)));
  const det = await detect(models, raw);
  const { chosen } = choosePerson(det.persons);
  W = work.width; H = work.height;
  const rgb = Buffer.from(work.rgb);
  const layer = Buffer.alloc(W * H * 3);
  if (chosen >= 0) {
    const { img, light } = photoInNeutralLight(work, det, chosen);
    const r = readGarments(img, det, chosen, true, sceneTint(light));
    const paint: Record<string, [number, number, number]> = { top: [255, 0, 0], bottom: [0, 80, 255], footwear: [0, 255, 0] };
    for (const g of Object.values(r.garments)) {
      for (let i = 0; i < W * H; i++) if (g.mask[i]) { const c = paint[g.part]!; for (let k = 0; k < 3; k++) rgb[i * 3 + k] = Math.round(rgb[i * 3 + k]! * 0.4 + c[k]! * 0.6); }
    }
    for (let i = 0; i < W * H; i++) { const v = Math.round(r.layer.weight[i]! * 255); layer[i * 3] = v; layer[i * 3 + 1] = v; layer[i * 3 + 2] = v; }
    const kp = det.persons[chosen]!.keypoints;
    for (const k of Object.values(kp)) {
      if (k.score < 0.3) continue;
      const x = Math.round(k.x * W); const y = Math.round(k.y * H);
      for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) { const xx = x + dx; const yy = y + dy; if (xx >= 0 && yy >= 0 && xx < W && yy < H) { const o = (yy * W + xx) * 3; rgb[o] = 255; rgb[o + 1] = 255; rgb[o + 2] = 0; } }
    }
  }
  tiles.push(rgb, layer);
}
const composite = tiles.map((t, i) => ({ input: t, raw: { width: W, height: H, channels: 3 as const }, left: i * W, top: 0 }));
const sheet = await sharp({ create: { width: W * 4, height: H, channels: 3, background: { r: 0, g: 0, b: 0 } } }).composite(composite).png().toBuffer();
await sharp(sheet).resize(W * 4 * 3, H * 3, { kernel: 'nearest' }).png().toFile(out!);
