import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * cli/bin/fitrater.mjs in a sandbox repository whose scripts/build.mjs is a
 * stand-in: proves when the launcher builds, that it stays silent, and that
 * parallel launches build once.
 */
const realBin = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'bin', 'fitrater.mjs');
const realSources = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'scripts', 'lib', 'build-sources.mjs');
let root: string;

const FAKE_BUILD = `
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
const root = new URL('..', import.meta.url).pathname;
if (process.env.FAKE_BUILD_FAIL) { console.log('building…'); console.error('esbuild: Could not resolve "x"'); process.exit(1); }
await new Promise((r) => setTimeout(r, Number(process.env.FAKE_BUILD_MS ?? 0)));
appendFileSync(root + 'builds.log', process.argv.slice(2).join(' ') + '\\n');
mkdirSync(root + 'dist/cli', { recursive: true });
writeFileSync(root + 'dist/cli/main.js', "process.stdout.write('ran ' + process.argv.slice(2).join(' ') + '\\\\n'); process.exitCode = 3;");
console.log('server bundles built in 1 ms');
`;

function launch(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, 'cli', 'bin', 'fitrater.mjs'), ...args], {
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d));
    child.stderr.on('data', (d: Buffer) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const builds = () => (existsSync(join(root, 'builds.log')) ? readFileSync(join(root, 'builds.log'), 'utf8').trim().split('\n') : []);

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'fitrater-bin-'));
  for (const dir of ['cli/bin', 'cli/src/commands', 'core/src', 'platform/src', 'providers/src', 'cards/src', 'scripts/lib', 'node_modules']) mkdirSync(join(root, dir), { recursive: true });
  copyFileSync(realBin, join(root, 'cli', 'bin', 'fitrater.mjs'));
  copyFileSync(realSources, join(root, 'scripts', 'lib', 'build-sources.mjs'));
  writeFileSync(join(root, 'scripts', 'build.mjs'), FAKE_BUILD);
  writeFileSync(join(root, 'cli', 'src', 'main.ts'), '// main');
  writeFileSync(join(root, 'core', 'src', 'index.ts'), '// core');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

// Each test starts node processes (and a stand-in build): seconds each on a loaded machine.
describe('cli/bin/fitrater.mjs', { timeout: 60_000 }, () => {
  it('builds when the bundle is missing, then runs it with the arguments and its exit code, printing nothing else', async () => {
    const first = await launch(['users', 'list', '--json']);
    expect(first).toEqual({ code: 3, stdout: 'ran users list --json\n', stderr: '' });
    expect(builds()).toEqual(['server']);

    const second = await launch(['queues', 'status']);
    expect(second.stdout).toBe('ran queues status\n');
    expect(builds()).toHaveLength(1); // fresh bundle: no rebuild
  });

  it('rebuilds when a cli or core source is newer than the bundle', async () => {
    await launch([]);
    const future = new Date(Date.now() + 60_000);
    utimesSync(join(root, 'core', 'src', 'index.ts'), future, future);
    await launch([]);
    expect(builds()).toHaveLength(2);

    const later = new Date(Date.now() + 120_000);
    writeFileSync(join(root, 'cli', 'src', 'commands', 'new.command.ts'), '// new');
    utimesSync(join(root, 'cli', 'src', 'commands', 'new.command.ts'), later, later);
    expect((await launch(['x'])).stdout).toBe('ran x\n');
    expect(builds()).toHaveLength(3);
  });

  it('rebuilds after an edit in any workspace the server bundles are made of (platform, providers, cards too)', async () => {
    await launch([]);
    let at = Date.now();
    for (const file of ['platform/src/config.ts', 'providers/src/mail.ts', 'cards/src/card.ts', 'package-lock.json']) {
      at += 60_000;
      writeFileSync(join(root, file), '// edited');
      utimesSync(join(root, file), new Date(at), new Date(at));
      await launch([]);
    }
    expect(builds()).toHaveLength(5);
  });

  it('parallel launches build once', async () => {
    const results = await Promise.all([1, 2, 3].map((n) => launch([`run${n}`], { FAKE_BUILD_MS: '400' })));
    expect(results.map((r) => r.stdout)).toEqual(['ran run1\n', 'ran run2\n', 'ran run3\n']);
    expect(builds()).toEqual(['server']);
    expect(existsSync(join(root, 'node_modules', '.cache', 'fitrater-cli-build.lock'))).toBe(false);
  });

  it('shows the build output and exits 1 when the build fails', async () => {
    const res = await launch(['users', 'list'], { FAKE_BUILD_FAIL: '1' });
    expect(res.code).toBe(1);
    expect(res.stdout).toBe('');
    expect(res.stderr).toContain('esbuild: Could not resolve "x"');
    expect(res.stderr.trimEnd().split('\n').at(-1)).toBe('error: could not build the CLI (node scripts/build.mjs server)');
  });
});
