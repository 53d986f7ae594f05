/**
 * Dev aid: for the two copies of a photo (photo-copies.ts), the chosen person's keypoints and the
 * torso break the garment reading found, side by side.
 * Usage: node scripts/lib/run-ts.mjs web/bench/dev/vision-debug.ts DIR NAME
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadModels, detect } from '../../../stylist/src/local/vision/inference';
import { decode } from '../../../stylist/src/local/vision/pipeline';
import { analyse, choosePerson } from '../../../stylist/src/local/vision/analyse';
import { readGarments } from '../../../stylist/src/local/vision/garments';
import { photoInNeutralLight, sceneTint } from '../../../stylist/src/local/vision/illuminant';
import { KEYPOINTS } from '../../../stylist/src/local/vision/types';

const [dir, name] = process.argv.slice(-2);
const models = await loadModels();
for (const copy of ['camera', 'phone']) {
  const { raw, work } = await decode(readFileSync(join(dir!, `${name}.${copy}.jpg`)));
  const det = await detect(models, raw);
  const { chosen } = choosePerson(det.persons);
  console.log(`== ${copy} work ${work.width}x${work.height} persons ${det.persons.length} chosen ${chosen}`);
  det.persons.forEach((p, i) => console.log(`  person ${i} score ${p.score.toFixed(2)} box ${p.box.map((v) => v.toFixed(2)).join(' ')}`));
  if (chosen < 0) continue;
  const kp = det.persons[chosen]!.keypoints;
  console.log('  ' + KEYPOINTS.map((k) => `${k} ${kp[k].score.toFixed(2)}@${kp[k].x.toFixed(2)},${kp[k].y.toFixed(2)}`).join('\n  '));
  const { img, light } = photoInNeutralLight(work, det, chosen);
  const r = readGarments(img, det, chosen, true, sceneTint(light));
  const w = r.waist;
  console.log(`  waist ${w ? `shoulders y ${w.input.shoulders.y.toFixed(1)} hips y ${w.input.hips.y.toFixed(1)} break ${JSON.stringify(w.break)}` : '-'}`);
  const rep = analyse(work, det);
  console.log(`  report regions ${Object.keys(rep.regions).join(' ')} acc ${JSON.stringify(rep.regions.accessories?.palette.map((c) => [c.id, c.share.toFixed(2)]))}`);
  for (const g of Object.values(r.garments)) console.log(`  ${g.part} box ${[g.box.x, g.box.y, g.box.w, g.box.h].map((v) => v.toFixed(2)).join(' ')} coverage ${g.coverage.toFixed(2)} skin ${g.skinShare.toFixed(2)} n ${g.pixels.lab.length}`);
}
