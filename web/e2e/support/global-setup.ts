import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { prepareTemplateDatabase } from '@fitrater/test-support';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Builds the web app the stack serves, and the migrated template database every test stack clones. */
export default async function setup() {
  if (process.env.E2E_SKIP_BUILD !== '1') {
    // vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
    const build = spawnSync(process.execPath, ['scripts/build.mjs', 'web'], { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
    if (build.status !== 0) throw new Error('web build failed');
  }
  await prepareTemplateDatabase();
}
