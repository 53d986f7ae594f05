/**
 * Dev aid: runs the vision models once on every version of each photo (the photo as the eval
 * prepares it, its camera and phone copies when a copies folder has them, and the same photo in
 * the eval's three other lights) and stores the decoded work image with the detections, so an
 * analysis change can be read on all of them in seconds (see one-piece-flips.ts) instead of
 * running the models again.
 * Usage: node scripts/lib/run-ts.mjs stylist/eval/detections-cache.ts PHOTOS_DIR COPIES_DIR OUT_DIR [FILTER]
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { serialize } from 'node:v8';
import { loadModels, detect } from '../src/local/vision/inference';
import { decode } from '../src/local/vision/pipeline';
import { preparePhoto } from '../src/local/vision/inspect';
import { RELIGHTINGS, relit } from './src/relight';

const args = process.argv.slice(process.argv.findIndex((a) => a.endsWith('detections-cache.ts')) + 1);
const [photos, copies, out, filter] = args;
if (!photos || !copies || !out) throw new Error('usage: detections-cache.ts PHOTOS_DIR COPIES_DIR OUT_DIR [FILTER]');
mkdirSync(out, { recursive: true });
const models = await loadModels();

const names = new Set<string>();
for (const f of readdirSync(photos)) if (/\.(jpe?g|png)$/i.test(f)) names.add(f.replace(/\.(jpe?g|png)$/i, ''));
for (const f of readdirSync(copies)) if (f.endsWith('.camera.jpg')) names.add(f.replace('.camera.jpg', ''));

for (const name of [...names].sort().filter((n) => !filter || n.includes(filter))) {
  const versions: [string, () => Promise<Buffer>][] = [];
  const original = readdirSync(photos).find((f) => f.replace(/\.(jpe?g|png)$/i, '') === name);
  if (original) {
    const bytes = readFileSync(join(photos, original));
    versions.push(['original', async () => (await preparePhoto(bytes)).bytes]);
    for (const light of RELIGHTINGS) versions.push([light.name.replace(/ /g, '-'), async () => (await preparePhoto(await relit(bytes, light))).bytes]);
  }
  for (const copy of ['camera', 'phone']) {
    const path = join(copies, `${name}.${copy}.jpg`);
    if (existsSync(path)) versions.push([copy, async () => readFileSync(path)]);
  }
  for (const [version, bytes] of versions) {
    const file = join(out, `${name}.${version}.v8`);
    if (existsSync(file)) continue;
    const { raw, work } = await decode(await bytes());
    const det = await detect(models, raw);
    writeFileSync(file, serialize({ work, det }));
    console.log(`${name} ${version}`);
  }
}
