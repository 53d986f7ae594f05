import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const cliRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const repoRoot = join(cliRoot, '..');
const major = (version: string) => Number(/(\d+)/.exec(version)![1]);

describe('the bundled CLI', () => {
  it('loads the versions of its dependencies it declares (an unhoisted one is bundled, not taken from the root)', async () => {
    const { externalPackages } = (await import(pathToFileURL(join(repoRoot, 'scripts', 'lib', 'externals.mjs')).href)) as {
      externalPackages(): string[];
    };
    const external = new Set(externalPackages());
    const deps = JSON.parse(readFileSync(join(cliRoot, 'package.json'), 'utf8')).dependencies as Record<string, string>;
    for (const [name, range] of Object.entries(deps)) {
      if (name.startsWith('@fitrater/') || !external.has(name)) continue;
      // External: dist/cli/main.js will load it from the root node_modules.
      const installed = join(repoRoot, 'node_modules', name, 'package.json');
      expect(existsSync(installed), `${name} is external but not installed at the root`).toBe(true);
      expect(major(JSON.parse(readFileSync(installed, 'utf8')).version), `${name} at the root`).toBe(major(range));
    }
  });
});
