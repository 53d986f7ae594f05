#!/usr/bin/env node
// Builds the production bundles: the server entry points with esbuild (npm
// dependencies stay external and load from node_modules) and the web app with Vite.
import { build, context } from 'esbuild';
import { rmSync } from 'node:fs';
import { ROOT, REQUIRE_BANNER, externalPackages } from './lib/externals.mjs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = ROOT;
const externals = externalPackages();

export const SERVER_ENTRIES = {
  'api/server': 'api/src/server.ts',
  'workers/main': 'workers/src/main.ts',
  'workers/scheduler': 'workers/src/scheduler.ts',
  'cli/main': 'cli/src/main.ts',
  // The local stylist's vision models run in this worker thread (stylist/src/local/vision/client.ts finds it).
  'workers/vision-thread': 'stylist/src/local/vision/vision.thread.ts',
};

// `--watch` (used by `npm run dev`): rebuild the server bundles on every change, never exit.
const watch = process.argv.includes('--watch');
const only = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const wantServer = only.length === 0 || only.includes('server');
const wantWeb = only.length === 0 || only.includes('web');

if (wantServer) {
  if (!watch) rmSync(join(root, 'dist'), { recursive: true, force: true });
  const started = Date.now();
  const options = {
    absWorkingDir: root,
    entryPoints: SERVER_ENTRIES,
    outdir: 'dist',
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    sourcemap: true,
    splitting: true,
    external: externals,
    logLevel: 'warning',
    banner: { js: REQUIRE_BANNER },
    define: { 'process.env.APP_BUILD': watch ? '"development"' : '"production"' },
  };
  if (watch) {
    let last = Date.now();
    const ctx = await context({
      ...options,
      plugins: [{
        name: 'report',
        setup(b) {
          b.onStart(() => { last = Date.now(); });
          b.onEnd((r) => console.log(`server bundles built in ${Date.now() - last} ms${r.errors.length ? ` with ${r.errors.length} errors` : ''}`));
        },
      }],
    });
    await ctx.watch();
    console.log('watching server sources for changes');
  } else {
    await build(options);
    console.log(`server bundles built in ${Date.now() - started} ms`);
  }
}

if (wantWeb && !watch) {
  // Always a production bundle: under a test runner NODE_ENV=test would pull in React's development build.
  const result = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: join(root, 'web'),
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
