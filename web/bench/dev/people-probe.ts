/**
 * Dev aid: what the person detection makes of one or more photos: every person found (score,
 * box, keypoints seen), the one chosen, whether the mask was taken, and the answer.
 * Usage: node scripts/lib/run-ts.mjs web/bench/dev/people-probe.ts FILE...
 */
import { readFileSync } from 'node:fs';
import { bodyInMask, loadModels, detect } from '../../../stylist/src/local/vision/inference';
import { decode } from '../../../stylist/src/local/vision/pipeline';
import { preparePhoto } from '../../../stylist/src/local/vision/inspect';
import { analyse, choosePerson } from '../../../stylist/src/local/vision/analyse';
import { noOutfitReason } from '../../../stylist/src/local/vision/no-outfit';
import { isExplicit } from '../../../stylist/src/local/vision/explicit-check';
import { seen } from '../../../stylist/src/local/vision/region-pixels';

const files = process.argv.slice(process.argv.findIndex((a) => a.endsWith('people-probe.ts')) + 1);
const models = await loadModels();
for (const file of files) {
  // The copies (NAME.camera.jpg, NAME.phone.jpg) already are what the worker prepares.
  const bytes = /\.(camera|phone)\.jpg$/.test(file) ? readFileSync(file) : (await preparePhoto(readFileSync(file))).bytes;
  const { raw, work } = await decode(bytes);
  const det = await detect(models, raw);
  const { counted, chosen } = choosePerson(det.persons);
  const rep = analyse(work, det);
  const v = { ...rep, explicit: det.explicit };
  const answer = isExplicit(v) ? 'explicit' : noOutfitReason(v) ?? 'rated';
  const body = chosen >= 0 && det.mask ? bodyInMask(det.mask, det.persons[chosen]!.box, det.maskBox ?? [0, 0, 1, 1]).toFixed(2) : '-';
  console.log(`== ${file} body ${body} raw ${raw.width}x${raw.height} persons ${det.persons.length} counted [${counted.join(',')}] chosen ${chosen} mask ${det.mask ? 'yes' : 'no'} frameSkin ${rep.frameSkin ?? '-'} → ${answer} regions ${Object.keys(rep.regions).join(' ')}`);
  if (process.env.DUMP) console.log(`DUMP ${JSON.stringify({ file, persons: det.persons })}`);
  det.persons.forEach((p, i) => {
    const kps = Object.entries(p.keypoints).filter(([, k]) => seen(k)).map(([n, k]) => `${n}:${k.score.toFixed(2)}`).join(' ');
    console.log(`  ${i} score ${p.score.toFixed(3)} box ${p.box.map((x) => x.toFixed(2)).join(' ')} seen ${kps}`);
  });
}
