#!/usr/bin/env node
// The `fitrater` command. Runs the bundled CLI (dist/cli/main.js); when that is
// missing or older than the sources it is built from, rebuilds the server
// bundles first (`node scripts/build.mjs server`, esbuild, a second or two).
// Prints nothing of its own unless the build fails.
import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const bundle = join(root, 'dist', 'cli', 'main.js');
const buildScript = join(root, 'scripts', 'build.mjs');
// The same source list and walk as npm start and npm test (scripts/lib/build-sources.mjs), so an
// edit anywhere the server bundles are made of rebuilds the CLI too. Absent where only dist/ is deployed.
const buildSources = existsSync(buildScript) ? await import(pathToFileURL(join(root, 'scripts', 'lib', 'build-sources.mjs')).href) : null;

function isFresh() {
  if (!existsSync(bundle)) return false;
  if (!buildSources) return true; // nothing to build with: run what is there
  return buildSources.newestMtime(buildSources.SERVER_SOURCES, root) <= statSync(bundle).mtimeMs;
}

const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** One build at a time: parallel invocations wait for the first one's bundle instead of deleting it under each other. */
function withBuildLock(fn) {
  const lock = join(root, 'node_modules', '.cache', 'fitrater-cli-build.lock');
  mkdirSync(dirname(lock), { recursive: true });
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      let age = 0;
      try {
        age = Date.now() - statSync(lock).mtimeMs;
      } catch {
        continue; // released meanwhile
      }
      if (age > 120_000) rmSync(lock, { recursive: true, force: true }); // left by a killed build
      else if (Date.now() > deadline) fail('another build of the CLI is still running (lock held for 3 minutes)');
      else sleep(100);
    }
  }
  try {
    return fn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

function fail(message, detail = '') {
  if (detail) process.stderr.write(detail.endsWith('\n') ? detail : `${detail}\n`);
  process.stderr.write(`error: ${message}\n`);
  process.exit(1);
}

if (!isFresh()) {
  if (!existsSync(buildScript)) fail(`${bundle} is missing and there is no scripts/build.mjs to build it`);
  withBuildLock(() => {
    if (isFresh()) return; // built by a parallel invocation while we waited
    // The build's own output would mix with ours (and break --json); show it only on failure.
    const result = spawnSync(process.execPath, [buildScript, 'server'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    if (result.status !== 0 || !existsSync(bundle)) {
      fail('could not build the CLI (node scripts/build.mjs server)', `${result.stdout ?? ''}${result.stderr ?? ''}${result.error ? String(result.error) : ''}`);
    }
  });
}

await import(pathToFileURL(bundle).href);
