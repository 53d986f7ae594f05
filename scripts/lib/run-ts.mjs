// Runs a TypeScript file of this repo (bench scripts): bundles it with esbuild
// the same way scripts/build.mjs bundles the servers, then imports it.
import { build } from 'esbuild';
import { mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ROOT, REQUIRE_BANNER, externalPackages } from './externals.mjs';

export async function runTs(file) {
  // Inside node_modules so the bundle resolves the external packages from the repo.
  const out = mkdtempSync(join(ROOT, 'node_modules', '.run-ts-'));
  const outfile = join(out, 'entry.mjs');
  try {
    await build({
      absWorkingDir: ROOT,
      entryPoints: [resolve(ROOT, file)],
      outfile,
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'esm',
      external: externalPackages(),
      banner: { js: REQUIRE_BANNER },
      logLevel: 'warning',
    });
    return await import(pathToFileURL(outfile).href);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await runTs(process.argv[2]);
}
