// Shared steps of scripts/start.mjs and scripts/test.mjs: dependencies and build freshness.
// Node built-ins only (runs before `npm ci`).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { aptInstall, commandInPath, isRootUser } from './services.mjs';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

// What each build is made of (shared with cli/bin/fitrater.mjs, which decides the same way whether to rebuild).
export { SERVER_OUTPUTS, SERVER_SOURCES, WEB_SOURCES, WEB_OUTPUT, newestMtime } from './build-sources.mjs';
import { SERVER_OUTPUTS, SERVER_SOURCES, WEB_SOURCES, WEB_OUTPUT, newestMtime } from './build-sources.mjs';

/**
 * Why `npm ci` is needed, or null when node_modules matches package-lock.json.
 * Compares versions of every package in the lockfile with npm's own record of what is
 * installed (node_modules/.package-lock.json), so it does not depend on file times.
 * @param {{ lock: any, hidden: any|null }} input parsed package-lock.json and node_modules/.package-lock.json
 */
export function installReason({ lock, hidden }) {
  if (!hidden) return 'node_modules is missing';
  const installed = hidden.packages ?? {};
  for (const [path, entry] of Object.entries(lock.packages ?? {})) {
    if (!path.startsWith('node_modules/')) continue;
    const have = installed[path];
    if (!have) {
      if (entry.optional || entry.peerOptional) continue; // other platforms' binaries, optional peers
      return `${path.replace(/^node_modules\//, '')} is not installed`;
    }
    if (entry.link) continue;
    if (have.version !== entry.version) return `${path.replace(/^node_modules\//, '')} is ${have.version}, package-lock.json wants ${entry.version}`;
  }
  return null;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/** npm ci's complaint when package-lock.json lacks entries package.json implies. */
export const LOCK_OUT_OF_SYNC = /can only install packages when your package\.json and package-lock\.json/;

function npm(args, root) {
  // Output kept to tell why npm ci failed; printed by the caller.
  const result = spawnSync('npm', args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const show = () => {
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
  };
  return { status: result.status ?? 1, output: `${result.stdout ?? ''}${result.stderr ?? ''}`, show };
}

/**
 * Runs `npm ci` when node_modules is missing or does not match package-lock.json.
 * Falls back to `npm install` only when npm ci rejects the lockfile as out of sync: npm 11 does
 * that when the registry lacks other platforms' optional binaries (e.g. @rollup/rollup-android-*
 * on a registry mirror), which npm install accepts, leaving package-lock.json unchanged.
 */
export function ensureDependencies({ log, root = ROOT } = {}) {
  const reason = installReason({ lock: readJson(join(root, 'package-lock.json')) ?? {}, hidden: readJson(join(root, 'node_modules', '.package-lock.json')) });
  if (!reason) return false;
  log(`installing dependencies: ${reason} (npm ci)`);
  const started = Date.now();
  let result = npm(['ci', '--no-audit', '--no-fund'], root);
  if (result.status !== 0 && LOCK_OUT_OF_SYNC.test(result.output)) {
    const missing = result.output.match(/Missing: \S+/g) ?? [];
    log(`npm ci refused package-lock.json (${missing.length} optional packages for other platforms are not in this registry, e.g. ${missing[0]?.slice(9) ?? '?'}); using npm install, which keeps the locked versions`);
    result = npm(['install', '--no-audit', '--no-fund'], root);
  }
  result.show();
  if (result.status !== 0) throw new Error(`npm install failed (exit ${result.status})`);
  log(`dependencies installed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

function oldestMtime(paths, root) {
  let oldest = Infinity;
  for (const p of paths) {
    try {
      oldest = Math.min(oldest, statSync(join(root, p)).mtimeMs);
    } catch {
      return 0;
    }
  }
  return oldest;
}

/** Which of `server` and `web` need building (missing outputs or sources newer than them). */
export function staleBuilds(root = ROOT) {
  const stale = [];
  if (oldestMtime(SERVER_OUTPUTS, root) < newestMtime(SERVER_SOURCES, root)) stale.push('server');
  if (hasWeb(root) && oldestMtime([WEB_OUTPUT], root) < newestMtime(WEB_SOURCES, root)) stale.push('web');
  return stale;
}

/** The web app can be built once it has an index.html (the web workspace may still be empty). */
export function hasWeb(root = ROOT) {
  return existsSync(join(root, 'web', 'index.html'));
}

/** `node scripts/build.mjs <targets>`; throws on failure. */
export function build(targets, { log, root = ROOT } = {}) {
  if (targets.length === 0) return;
  const started = Date.now();
  log(`building ${targets.join(' and ')}`);
  const result = spawnSync(process.execPath, [join(root, 'scripts', 'build.mjs'), ...targets], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) throw new Error(`build failed (node scripts/build.mjs ${targets.join(' ')} exited ${result.status})`);
  log(`built ${targets.join(' and ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * Debian packages the product needs besides Node (scripts/lib/system-packages.mjs: the share-card
 * fonts). Installed with apt when root; otherwise a loud warning with the command to run.
 * @returns {Promise<string[]>} the packages still missing
 */
export async function ensureSystemPackages({ log, root = ROOT } = {}) {
  const file = join(root, 'scripts', 'lib', 'system-packages.mjs');
  if (!existsSync(file)) return [];
  const { missingFontPackages } = await import(pathToFileURL(file).href);
  let missing = missingFontPackages();
  if (missing.length === 0) return [];
  if (isRootUser() && commandInPath('apt-get')) {
    try {
      aptInstall(missing, log);
    } catch (error) {
      log(`WARNING: ${error.message}`);
    }
    missing = missingFontPackages();
  }
  if (missing.length > 0) {
    log(`WARNING: Debian packages missing: ${missing.join(' ')} (fonts of the share cards). Install them: ${isRootUser() ? '' : 'sudo '}apt-get install -y ${missing.join(' ')}`);
  }
  return missing;
}
