// Starts the vision thread from TypeScript sources (tests, tsx): bundles vision.thread.ts with
// esbuild and imports the bundle. The thread's own files and the @fitrater/* workspaces it imports
// are bundled (they are TypeScript sources, which a plain Node thread cannot load); npm packages
// (sharp, tfjs) stay external and load from the repository's node_modules, as in the production build.
// The production build has its own entry (dist/workers/vision-thread.js) and never uses this file.
import { build } from 'esbuild';
import { mkdtempSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Bare imports of npm packages stay external; relative paths and our workspaces are bundled. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@fitrater/') ? undefined : { path: args.path, external: true }));
  },
};

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..', '..', '..');
// Inside node_modules so the bundle resolves the external packages from the repository.
const out = mkdtempSync(join(root, 'node_modules', '.vision-thread-dev-'));
const outfile = join(out, 'vision-thread.mjs');
try {
  await build({
    absWorkingDir: root,
    entryPoints: [join(here, 'vision.thread.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    plugins: [npmPackagesExternal],
    // Lets bundled ESM call require() for CommonJS dependencies.
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    logLevel: 'warning',
  });
  await import(pathToFileURL(outfile).href);
} finally {
  rmSync(out, { recursive: true, force: true });
}
