// `npm run eval`: the stylist's judgement measured on the hand-labelled set in this folder.
// Text pairs (pairs/*.json) are rated by the local engine; photos (photos/labels.json) go through
// the vision models. Options: --verbose lists every miss; --pairs / --photos runs one part;
// --relight relights every photo in each of the three lights (otherwise one light per photo).
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createLocalStylist } from '../src/local';
import { createVisionClient } from '../src/local/vision/client';
import { loadPairs, scorePairs } from './src/pairs';
import { scorePhotos } from './src/photos';
import { accessoryReport, loadAccessoryLabels } from './src/accessories';
import { freshReport, pairReport, photoReport } from './src/report';
import { loadSurvey, namingReport, scoreNaming } from './src/human-names';
import { relightReport, scoreRelighting } from './src/relight';

// Bundled into node_modules/ by scripts/lib/run-ts.mjs, so the folder is found from the repository root.
const DIR = pathToFileURL(`${resolve(process.env.EVAL_DIR ?? 'stylist/eval')}/`);
const args = new Set(process.argv.slice(2));
const verbose = args.has('--verbose');
const only = args.has('--pairs') ? 'pairs' : args.has('--photos') ? 'photos' : null;

if (only !== 'photos') {
  const stylist = createLocalStylist();
  const results = await scorePairs(stylist, loadPairs(new URL('pairs/', DIR)));
  process.stdout.write(`${pairReport(results, verbose)}\n\n`);
  // Written after the tuning, never used to tune: the honest held-out figure.
  const fresh = await scorePairs(stylist, loadPairs(new URL('fresh/', DIR)));
  process.stdout.write(`${freshReport(fresh, verbose)}\n\n`);
}
if (only !== 'pairs') {
  // The namer alone, against how people name colours (no photo, a few milliseconds).
  process.stdout.write(`${namingReport(scoreNaming(loadSurvey()), verbose)}\n\n`);
  // The thread from the sources (a dist/ build from an older checkout would measure old code).
  const client = createVisionClient({ ref: true, threadFile: resolve('stylist/src/local/vision/vision-thread.dev.mjs') });
  try {
    const status = await client.ready();
    if (status.state !== 'ready') throw new Error(`vision unavailable: ${status.error}`);
    const results = await scorePhotos(new URL('photos/', DIR), client, createLocalStylist({ vision: client.detect }));
    process.stdout.write(`${photoReport(results, verbose)}\n`);
    const t0 = performance.now();
    const relit = await scoreRelighting(new URL('photos/', DIR), client, results, args.has('--relight'));
    process.stdout.write(`\n${relightReport(relit, verbose)}\n  (${((performance.now() - t0) / 1000).toFixed(0)} s)\n`);
    const accessories = loadAccessoryLabels(new URL('photos/', DIR));
    if (accessories) process.stdout.write(`\n${accessoryReport(results, accessories, verbose)}\n`);
  } finally {
    await client.close();
  }
}
