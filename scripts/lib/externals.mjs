// The npm packages the bundles leave external (loaded from node_modules at run
// time): every third-party dependency of every workspace. Our @fitrater/*
// workspaces are TypeScript sources and are always bundled.
import { existsSync, readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');

export function externalPackages() {
  const workspaces = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).workspaces;
  const names = new Set();
  for (const ws of ['.', ...workspaces]) {
    const pkg = JSON.parse(readFileSync(join(ROOT, ws, 'package.json'), 'utf8'));
    for (const deps of [pkg.dependencies, pkg.devDependencies, pkg.optionalDependencies]) {
      for (const name of Object.keys(deps ?? {})) if (!name.startsWith('@fitrater/')) names.add(name);
    }
  }
  // A dependency npm could not hoist (a workspace needs another version than the root has, e.g. the
  // CLI's commander 14 next to knex's commander 10) lives in <workspace>/node_modules, which dist/
  // cannot see: bundle it, or the bundle would load the root's version.
  for (const ws of workspaces) {
    for (const name of [...names]) if (existsSync(join(ROOT, ws, 'node_modules', name, 'package.json'))) names.delete(name);
  }
  // Sub-path imports of external packages (typebox/value, …) stay external too.
  return [...names].flatMap((name) => [name, `${name}/*`]);
}

/** Lets bundled ESM call require() for CommonJS dependencies. */
export const REQUIRE_BANNER = "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);";
