// Starts the vision thread from TypeScript sources (tests, tsx): bundles vision.thread.ts with
// esbuild the way scripts/build.mjs does (npm packages external) and imports the bundle.
// The production build has its own entry (dist/workers/vision-thread.js) and never uses this file.
import { runTs } from '../../../../scripts/lib/run-ts.mjs';

await runTs('stylist/src/local/vision/vision.thread.ts');
