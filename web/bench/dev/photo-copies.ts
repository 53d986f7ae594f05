/**
 * Dev aid for the photo-scores bench: writes, for each photo of a folder, the two copies the
 * engine sees (camera original and phone-prepared copy, both after the worker's ≤ 1024 px
 * preparation) to OUT/NAME.camera.jpg and OUT/NAME.phone.jpg, so the vision can be compared on
 * them without Chromium (web/bench/dev/photo-copies-diff.ts).
 * Usage: [PHOTO_QUALITY=0.9] [PHOTO_EDGE=2048] node scripts/lib/run-ts.mjs web/bench/dev/photo-copies.ts DIR OUT
 * (PHOTO_QUALITY / PHOTO_EDGE try other settings than the app's, as the bench's BENCH_PHOTO_* do)
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { preparePhoto as prepareLikeTheWorker } from '../../../stylist/src/local/vision/inspect';
import { CHROMIUM, CHROMIUM_ARGS } from '../../e2e/support/browser';
import { cameraPhoto } from '../../e2e/support/camera-photo';
import { openPhotoLab } from '../../e2e/support/photo-lab';

const [dir, out] = process.argv.slice(-2);
if (!dir || !out) throw new Error('usage: photo-copies.ts DIR OUT');
mkdirSync(out, { recursive: true });
const OPTIONS = {
  ...(process.env.PHOTO_QUALITY ? { quality: Number(process.env.PHOTO_QUALITY) } : {}),
  ...(process.env.PHOTO_EDGE ? { longEdge: Number(process.env.PHOTO_EDGE) } : {}),
};
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
const lab = await openPhotoLab(browser);
try {
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.jpg')).sort()) {
    const original = await cameraPhoto(readFileSync(join(dir, name)), { keepAspect: !dir.includes('fixtures') });
    const prepared = await lab.prepare(original, name, 'image/jpeg', OPTIONS);
    if (prepared.outcome !== 'prepared') throw new Error(`${name}: not prepared (${prepared.outcome})`);
    const [a, b] = await Promise.all([prepareLikeTheWorker(original), prepareLikeTheWorker(prepared.bytes)]);
    const base = name.replace(/\.jpg$/, '');
    writeFileSync(join(out, `${base}.camera.jpg`), a.bytes);
    writeFileSync(join(out, `${base}.phone.jpg`), b.bytes);
    process.stderr.write(`${name} ${Math.round(prepared.bytes.length / 1024)} KB\n`);
  }
} finally {
  await lab.close();
  await browser.close();
}
