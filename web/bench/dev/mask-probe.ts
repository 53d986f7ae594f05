/**
 * Dev aid: for each photo, the chosen person's box in the models' decoded copy (pixels and share of
 * the frame), how many times more the mask's square input widens the area it reads than it heightens
 * it (a standing person about 3–4×, a narrow crop of a crowd at most 4.5×, padded past the frame to it), the share of the box the mask
 * covers and whether that makes it usable, the explicit-check scores and the regions' colours; with MASK_PNG=PREFIX, the mask itself as PREFIX-NAME.png (the model's 256 × 256 output
 * over the box it was cut on), to see what the mask model made of a person.
 * Usage: [MASK_PNG=/tmp/m] node scripts/lib/run-ts.mjs web/bench/dev/mask-probe.ts PHOTO...
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import sharp from 'sharp';
import { loadModels, detect } from '../../../stylist/src/local/vision/inference';
import { decode } from '../../../stylist/src/local/vision/pipeline';
import { analyse, choosePerson, maskCoverage, maskCovers } from '../../../stylist/src/local/vision/analyse';

const files = process.argv.slice(process.argv.findIndex((a) => a.endsWith('mask-probe.ts')) + 1);
const models = await loadModels();
for (const f of files) {
  const { raw, work } = await decode(readFileSync(f));
  const det = await detect(models, raw);
  const { chosen } = choosePerson(det.persons);
  if (chosen < 0) { console.log(basename(f), 'nobody'); continue; }
  const b = det.persons[chosen]!.box;
  const rep = analyse(work, det);
  if (process.env.MASK_PNG && det.mask) {
    const px = Buffer.from(Array.from(det.mask, (v) => Math.round(v * 255)));
    await sharp(px, { raw: { width: det.maskWidth, height: det.maskHeight, channels: 1 } }).png().toFile(`${process.env.MASK_PNG}-${basename(f)}.png`);
  }
  console.log(basename(f), `copy ${raw.width}x${raw.height}`, `box ${(b[2] * raw.width).toFixed(0)}x${(b[3] * raw.height).toFixed(0)} (${(b[2] * b[3] * 100).toFixed(0)} % of the frame)`,
    `mask on ${det.maskBox?.map((v) => v.toFixed(3)).join(' ') ?? 'the frame'}`,
    `stretched ${det.maskBox ? ((det.maskBox[3] * raw.height) / (det.maskBox[2] * raw.width)).toFixed(2) : '-'}×`,
    `covers ${maskCoverage(det, chosen, work.width, work.height).toFixed(3)} usable ${maskCovers(det, chosen, work.width, work.height)}`,
    `explicit ${JSON.stringify(det.explicit)}`, Object.values(rep.regions).map((r) => `${r.part}:${r.palette.map((c) => c.id).join('+')}`).join(' '));
}
