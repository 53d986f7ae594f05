#!/usr/bin/env node
// Writes scripts/test-durations.json (what scripts/lib/recorded-durations-sequencer.mjs orders the
// files of `vitest.config.ts` and of the browser suite by) from Vitest's caches of the last runs in
// this checkout (node_modules/.vite/vitest/*/results.json). Run it after a full `npm test` on a quiet machine.
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from './lib/project.mjs';

// Every project, the browser suite included, is one of vitest.config.ts's: its cache keys are
// `project:path from the repository root`, as the sequencer reads them.
const cacheRoot = join(ROOT, 'node_modules', '.vite', 'vitest');
const durations = {};
for (const dir of existsSync(cacheRoot) ? readdirSync(cacheRoot) : []) {
  const file = join(cacheRoot, dir, 'results.json');
  if (!existsSync(file)) continue;
  for (const [key, result] of JSON.parse(readFileSync(file, 'utf8')).results) {
    const path = key.slice(key.indexOf(':') + 1);
    if (result.duration > 0 && existsSync(join(ROOT, path))) durations[key] = Math.round(result.duration / 100) / 10;
  }
}
const keys = Object.keys(durations).sort();
if (keys.length === 0) {
  console.error(`no Vitest results cache under ${relative(ROOT, cacheRoot)}: run the suite first`);
  process.exit(1);
}
writeFileSync(join(ROOT, 'scripts', 'test-durations.json'), `${JSON.stringify(Object.fromEntries(keys.map((k) => [k, durations[k]])), null, 1)}\n`);
console.log(`scripts/test-durations.json: ${keys.length} files`);
