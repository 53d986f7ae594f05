import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { assertTestServices, prepareTemplateDatabase } from '@fitrater/test-support';
import { staleBuilds } from './lib/project.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Once per test run: builds the server bundles when their sources are newer than
 * dist/ (tests that run real processes — workers, CLI — use dist/, and building
 * once avoids files racing on it) and the migrated template database every
 * integration test file clones.
 */
export default async function setup(): Promise<void> {
  if (staleBuilds().includes('server')) {
    const built = spawnSync(process.execPath, [join(root, 'scripts/build.mjs'), 'server'], { cwd: root, encoding: 'utf8' });
    if (built.status !== 0) throw new Error(`server build failed:\n${built.stdout}\n${built.stderr}`);
  }
  await assertTestServices();
  await prepareTemplateDatabase();
}
