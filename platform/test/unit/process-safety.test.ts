import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = resolve(fileURLToPath(import.meta.url), '../../../..');
// Inside node_modules so the bundle resolves pino from the repo.
const dir = mkdtempSync(join(ROOT, 'node_modules', '.process-safety-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A real Node process with the safety net installed, running `body`; returns how it ended. */
function runProcess(body: string, close = `console.log('closed cleanly');`) {
  const entry = join(dir, `entry-${Math.random().toString(36).slice(2)}.ts`);
  writeFileSync(entry, `
    import { pino } from 'pino';
    import { installProcessSafetyNet } from ${JSON.stringify(join(ROOT, 'platform/src/infra/process-safety.ts'))};
    const logger = pino({ name: 'api' });
    installProcessSafetyNet(logger, { closeTimeoutMs: 300, close: async () => { ${close} } });
    ${body}
  `);
  const outfile = entry.replace(/\.ts$/, '.mjs');
  buildSync({ entryPoints: [entry], outfile, bundle: true, platform: 'node', format: 'esm', packages: 'external', target: 'node20' });
  return spawnSync(process.execPath, [outfile], { encoding: 'utf8', timeout: 15_000 });
}

describe('process safety net', () => {
  it('logs an uncaught exception with its stack, cleans up and exits 1', () => {
    const run = runProcess(`setTimeout(() => { throw new Error('boom in a timer'); }, 10); setInterval(() => {}, 1000);`);
    expect(run.status).toBe(1);
    const fatal = run.stdout.split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l)).find((e) => e.level === 60);
    expect(fatal.msg).toContain('boom in a timer');
    expect(fatal.err.stack).toMatch(/Error: boom in a timer\n\s+at /);
    expect(run.stdout).toContain('closed cleanly');
  });

  it('does the same for an unhandled rejection, even of a non-error', () => {
    const run = runProcess(`void Promise.reject('plain string'); setInterval(() => {}, 1000);`);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('unhandledRejection');
    expect(run.stdout).toContain('plain string');
    expect(run.stdout).toContain('closed cleanly');
  });

  it('exits even when the clean-up hangs', () => {
    const started = Date.now();
    const run = runProcess(`setTimeout(() => { throw new Error('late'); }, 10); setInterval(() => {}, 1000);`, 'await new Promise(() => {});');
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('late');
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
