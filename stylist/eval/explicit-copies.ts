// `node scripts/lib/run-ts.mjs stylist/eval/explicit-copies.ts`: the explicit check on every labelled photo in six
// copies (as it is, mirrored, at 480 px, and in the relighting check's three lights), each with the classifier's
// scores, the body cover (with nobody found, the frame's skin share) and what the product answers (rated, no outfit, explicit), beside what the classifier
// alone at 0.6 answered before the body was weighed. A safety gate: every photo's figures may be read
// (docs/AI-QUALITY.md, "Explicit-content check").
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { createVisionClient } from '../src/local/vision/client';
import { explicitThreshold, isExplicit } from '../src/local/vision/explicit-check';
import { preparePhoto } from '../src/local/vision/inspect';
import { noOutfitReason } from '../src/local/vision/no-outfit';
import type { VisionReport } from '../src/local/vision/types';
import { loadLabels } from './src/photos';
import { RELIGHTINGS, relit } from './src/relight';

const DIR = pathToFileURL(`${resolve(process.env.EVAL_DIR ?? 'stylist/eval')}/photos/`);
type Answer = 'rated' | 'no outfit' | 'explicit';

/** The classifier alone, as the product refused before the body was weighed. */
const classifierAlone = (e: NonNullable<VisionReport['explicit']>): boolean => e.porn >= 0.6 || e.hentai >= 0.6 || e.porn + e.hentai >= 0.75;
const answer = (explicit: boolean, v: VisionReport): Answer => (explicit ? 'explicit' : noOutfitReason(v) ? 'no outfit' : 'rated');

async function copies(bytes: Buffer): Promise<[string, Buffer][]> {
  return [
    ['as is', bytes],
    ['mirrored', await sharp(bytes).rotate().flop().jpeg({ quality: 90 }).toBuffer()],
    ['480 px', await sharp(bytes).rotate().resize(480, 480, { fit: 'inside' }).jpeg({ quality: 80 }).toBuffer()],
    ...await Promise.all(RELIGHTINGS.map(async (r): Promise<[string, Buffer]> => [r.name, await relit(bytes, r)])),
  ];
}

const client = createVisionClient({ ref: true, threadFile: resolve('stylist/src/local/vision/vision-thread.dev.mjs') });
const tally = new Map<string, number>();
const count = (key: string): void => { tally.set(key, (tally.get(key) ?? 0) + 1); };
try {
  const status = await client.ready();
  if (status.state !== 'ready') throw new Error(`vision unavailable: ${status.error}`);
  for (const [file, label] of Object.entries(loadLabels(DIR))) {
    const who = label.noPerson ? 'nobody' : 'person';
    for (const [copy, bytes] of await copies(readFileSync(new URL(file, DIR)))) {
      const v = await client.detect(await preparePhoto(bytes));
      if (!v?.explicit) throw new Error(`${file} (${copy}): no explicit scores`);
      const before = answer(classifierAlone(v.explicit), v); const after = answer(isExplicit(v), v);
      count(`${who} ${before} → ${after}`);
      const e = v.explicit;
      process.stdout.write(`${file.padEnd(32)} ${copy.padEnd(10)} porn ${e.porn.toFixed(2)} hentai ${e.hentai.toFixed(2)} sexy ${e.sexy.toFixed(2)}`
        + ` | torso ${v.bodyCover?.torso ?? '-'} hips ${v.bodyCover?.hips ?? '-'}${v.frameSkin !== undefined ? ` frame skin ${v.frameSkin}` : ''} | needs ${explicitThreshold(v).toFixed(2)} | ${before} → ${after}\n`);
    }
  }
} finally {
  await client.close();
}
process.stdout.write(`\nCopies (before: the classifier alone at 0.6 → after: with the body weighed)\n${[...tally].sort().map(([k, n]) => `  ${k}: ${n}`).join('\n')}\n`);
