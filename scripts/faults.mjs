#!/usr/bin/env node
// `npm run faults [-- F4 F5 …]`: the fault suite F1–F12 and the scale-out tests (scripts/lib/faults-catalog.mjs,
// vitest.faults.config.ts), against the local Postgres and Redis (found or started like `npm test`). Tests that
// crash Redis or Postgres start their own servers on free ports; the shared ones are never restarted.
// Prints which fault passed; exits 1 when any test failed.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ensureDependencies, ROOT } from './lib/project.mjs';
import { ensureServices, ServiceError } from './lib/services.mjs';
import { FAULTS } from './lib/faults-catalog.mjs';

const log = (message) => console.log(`[faults] ${message}`);
const wanted = process.argv.slice(2).map((a) => a.toUpperCase());
const selected = wanted.length ? FAULTS.filter((f) => wanted.includes(f.id)) : FAULTS;
if (selected.length === 0) {
  console.error(`No fault named ${wanted.join(', ')}; known: ${FAULTS.map((f) => f.id).join(' ')}`);
  process.exit(2);
}

let services;
try {
  ensureDependencies({ log });
  services = await ensureServices({ log });
} catch (error) {
  console.error(error instanceof ServiceError ? error.message : error);
  process.exit(1);
}
const env = {
  ...process.env,
  DATABASE_URL: services.DATABASE_URL, REDIS_URL: services.REDIS_URL,
  TEST_DATABASE_URL: process.env.TEST_DATABASE_URL || services.DATABASE_URL, TEST_REDIS_URL: process.env.TEST_REDIS_URL || services.REDIS_URL,
};

const files = [...new Set(selected.flatMap((f) => f.files))];
const report = join(ROOT, 'test-artifacts', 'faults.json');
mkdirSync(join(ROOT, 'test-artifacts'), { recursive: true });
rmSync(report, { force: true });
log(`${selected.map((f) => f.id).join(' ')}: ${files.length} test files`);
const run = spawnSync(process.execPath, [join(ROOT, 'node_modules/vitest/vitest.mjs'), 'run', '--config', 'vitest.faults.config.ts',
  '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...files], { cwd: ROOT, env, stdio: 'inherit' });

let byFile = new Map();
try {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  byFile = new Map(json.testResults.map((r) => [relative(ROOT, r.name), r.status === 'passed' && r.assertionResults.some((a) => a.status === 'passed')
    ? 'passed' : r.assertionResults.every((a) => a.status !== 'failed') && r.status !== 'failed' ? 'skipped' : 'failed']));
} catch {
  // no report: the run itself failed
}
console.log('\n── fault suite ──');
for (const f of selected) {
  const states = f.files.map((file) => byFile.get(file) ?? 'not run');
  const status = states.includes('failed') || states.includes('not run') ? 'FAILED ' : states.every((s) => s === 'skipped') ? 'skipped' : 'ok     ';
  console.log(`  ${f.id.padEnd(4)} ${status} ${f.fault}`);
  for (const [i, file] of f.files.entries()) if (states[i] !== 'passed') console.log(`         ${states[i]}: ${file}`);
}
process.exit(run.status === 0 ? 0 : 1);
