#!/usr/bin/env node
// The `fitrater` command. Runs the bundled CLI (dist/cli/main.js); when that is
// missing or older than the sources it is built from, rebuilds the server
// bundles first (`node scripts/build.mjs server`, esbuild, a second or two).
// Prints nothing of its own unless the build fails.
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const bundle = join(root, 'dist', 'cli', 'main.js');
const buildScript = join(root, 'scripts', 'build.mjs');
// Everything the CLI bundle is made of.
const SOURCES = ['cli/src', 'core/src', 'stylist/src', 'contracts/src', 'migrations/src'];

function newestMtime(dir) {
  let newest = 0;
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return 0; // a workspace without sources (deployed from dist/ only)
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(path));
    else if (entry.isFile()) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

function isFresh() {
  if (!existsSync(bundle)) return false;
  if (!existsSync(buildScript)) return true; // nothing to build with: run what is there
  const built = statSync(bundle).mtimeMs;
  return SOURCES.every((dir) => newestMtime(join(root, dir)) <= built);
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
