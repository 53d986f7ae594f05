import { spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { prepareTemplateDatabase } from '@fitrater/test-support';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Builds the web app the stack serves when its sources are newer than web/dist, and the migrated template database every test stack clones. */
export default async function setup() {
  // A plain-JS module of the build scripts (no declarations): the import names its one export's type.
  const { staleBuilds } = (await import(pathToFileURL(`${repoRoot}scripts/lib/project.mjs`).href)) as { staleBuilds(): string[] };
  if (process.env.E2E_SKIP_BUILD !== '1' && staleBuilds().includes('web')) {
    // vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
    const build = spawnSync(process.execPath, ['scripts/build.mjs', 'web'], { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
    if (build.status !== 0) throw new Error('web build failed');
  }
  // Its own template (inherited by the test workers), so the browser suite can run beside the Vitest projects.
  process.env.FITRATER_TEST_TEMPLATE = 'e2e';
  await prepareTemplateDatabase();
}
