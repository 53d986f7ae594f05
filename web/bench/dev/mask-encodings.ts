/**
 * Dev aid: how steady the person mask's reading of one photo is across copies of it saved at other
 * sizes and JPEG qualities (each then prepared as the worker prepares an upload). Prints, per copy,
 * the chosen person's box, the mask's area and how many times its square input widens that area
 * more than it heightens it, and the share of the box the mask covers (usable from 0.2). A photo
 * whose share jumps between copies has a mask that turns on encoding noise.
 * Usage: node scripts/lib/run-ts.mjs web/bench/dev/mask-encodings.ts PHOTO
 */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { choosePerson, maskCoverage, maskCovers } from '../../../stylist/src/local/vision/analyse';
import { detect, loadModels } from '../../../stylist/src/local/vision/inference';
import { preparePhoto } from '../../../stylist/src/local/vision/inspect';
import { decode } from '../../../stylist/src/local/vision/pipeline';

const file = process.argv[process.argv.length - 1]!;
const source = readFileSync(file);
const models = await loadModels();
const copies: [string, () => Promise<Buffer>][] = [['as it is', async () => source]];
for (const edge of [1024, 1400, 1600, 2000]) {
  for (const quality of [70, 80, 90]) {
    copies.push([`${edge} px q${quality}`, () => sharp(source).resize(edge, edge, { fit: 'inside', kernel: 'lanczos3' }).jpeg({ quality }).toBuffer()]);
  }
}
const f3 = (v: number): string => v.toFixed(3);
for (const [name, make] of copies) {
  const { raw, work } = await decode((await preparePhoto(await make())).bytes);
  const det = await detect(models, raw);
  const { chosen } = choosePerson(det.persons);
  if (chosen < 0 || !det.maskBox) { console.log(name.padEnd(14), 'nobody'); continue; }
  const a = det.maskBox;
  console.log(name.padEnd(14), `box ${det.persons[chosen]!.box.map(f3).join(' ')}`, `mask on ${a.map(f3).join(' ')}`,
    `stretched ${((a[3] * raw.height) / (a[2] * raw.width)).toFixed(2)}×`,
    `covers ${f3(maskCoverage(det, chosen, work.width, work.height))} usable ${maskCovers(det, chosen, work.width, work.height)}`);
}
