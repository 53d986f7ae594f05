import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import type { CoreContext } from '@fitrater/core';
import { runProgram } from '../../src/program';

const cliRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const repoRoot = join(cliRoot, '..');

interface Externals {
  externalPackages(): string[];
  REQUIRE_BANNER: string;
}

/**
 * Bundles the CLI exactly as scripts/build.mjs does (same externals, same
 * banner), but into a private folder: test files run in parallel with other
 * workspaces' tests, and rebuilding the shared dist/ under them would pull the
 * floor from under processes started from it. The folder is directly under the
 * root node_modules, so packages resolve as they do from dist/.
 */
export async function buildCliBundle(): Promise<{ main: string; dispose(): void }> {
  const externalsModule = pathToFileURL(join(repoRoot, 'scripts', 'lib', 'externals.mjs')).href;
  const { externalPackages, REQUIRE_BANNER } = (await import(externalsModule)) as Externals;
  const outdir = join(repoRoot, 'node_modules', `.fitrater-cli-test-${process.pid}-${randomBytes(3).toString('hex')}`);
  mkdirSync(outdir, { recursive: true });
  await build({
    absWorkingDir: repoRoot,
    entryPoints: { main: 'cli/src/main.ts' },
    outdir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    splitting: true,
    external: externalPackages(),
    banner: { js: REQUIRE_BANNER },
    logLevel: 'warning',
  });
  return { main: join(outdir, 'main.js'), dispose: () => rmSync(outdir, { recursive: true, force: true }) };
}

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `fitrater ...args` in this process, as the `fitrater` process would run it but with
 * `env` as its whole environment and its output captured. With `context`, commands use it
 * instead of opening connections of their own whenever `env` points at the same servers.
 */
export async function runCliInProcess(args: string[], env: Record<string, string>, context?: CoreContext): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const code = await runProgram(args, {
    writeOut: (text) => void (stdout += text),
    writeErr: (text) => void (stderr += text),
    errIsTTY: false,
    env,
    context,
    exitCode: 0,
  });
  return { code, stdout, stderr };
}

/** Runs the CLI as a child process with exactly the given environment (plus PATH). */
export function runCli(main: string, args: string[], env: Record<string, string>, timeoutMs = 20_000): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [main, ...args], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`fitrater ${args.join(' ')} did not exit within ${timeoutMs} ms\nstdout: ${stdout}\nstderr: ${stderr}`));
    }, timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}
