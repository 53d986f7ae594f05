#!/usr/bin/env node
// Writes scripts/test-durations.json (what scripts/lib/recorded-durations-sequencer.mjs orders the
// files of `vitest.config.ts` and of the browser suite by) from Vitest's caches of the last runs in
// this checkout (node_modules/.vite/vitest/*/results.json). Run it after a full `npm test` on a quiet machine.
// The Vitest processes of one run share that cache and each rewrites it whole when it ends, from what
// it read when it started: the integration process, which starts beside unit and ends before the
// browser suite, loses its results to the browser suite's write. So a file the cache does not hold
// keeps its recorded duration (while it exists), and the files the cache holds are updated.
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from './lib/project.mjs';

// Every project, the browser suite included, is one of vitest.config.ts's: its cache keys are
// `project:path from the repository root`, as the sequencer reads them.
const cacheRoot = join(ROOT, 'node_modules', '.vite', 'vitest');
const output = join(ROOT, 'scripts', 'test-durations.json');
const recorded = existsSync(output) ? JSON.parse(readFileSync(output, 'utf8')) : {};
const durations = Object.fromEntries(Object.entries(recorded).filter(([key]) => existsSync(join(ROOT, key.slice(key.indexOf(':') + 1)))));
let updated = 0;
for (const dir of existsSync(cacheRoot) ? readdirSync(cacheRoot) : []) {
  const file = join(cacheRoot, dir, 'results.json');
  if (!existsSync(file)) continue;
  for (const [key, result] of JSON.parse(readFileSync(file, 'utf8')).results) {
    const path = key.slice(key.indexOf(':') + 1);
    if (result.duration > 0 && existsSync(join(ROOT, path))) {
      durations[key] = Math.round(result.duration / 100) / 10;
      updated += 1;
    }
  }
}
const keys = Object.keys(durations).sort();
if (updated === 0) {
  console.error(`no Vitest results cache under ${relative(ROOT, cacheRoot)}: run the suite first`);
  process.exit(1);
}
writeFileSync(output, `${JSON.stringify(Object.fromEntries(keys.map((k) => [k, durations[k]])), null, 1)}\n`);
console.log(`scripts/test-durations.json: ${keys.length} files, ${updated} measured in this run, ${keys.length - updated} kept from before`);
