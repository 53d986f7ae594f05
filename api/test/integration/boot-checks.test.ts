import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { createTestEnvironment, startThrowawayRedis, type TestEnvironment, type ThrowawayRedis } from '@fitrater/test-support';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
let env: TestEnvironment;
let lruRedis: ThrowawayRedis;
let lruPort: number;

/** Runs the built api (dist/, from the global setup) until it exits or prints `until`. */
function runApi(extraEnv: Record<string, string>, until?: RegExp): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(root, 'dist/api/server.js')], {
      env: { ...process.env, ...env.env, LOG_LEVEL: 'info', PORT: '0', HOST: '127.0.0.1', ...extraEnv },
    });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (until && until.test(output)) child.kill('SIGTERM');
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

beforeAll(async () => {
  env = await createTestEnvironment();
  // A Redis of its own with an evicting policy (the shared one must stay noeviction), ready once it listens.
  const redis = await startThrowawayRedis({ extraArgs: ['--appendonly', 'no', '--maxmemory-policy', 'allkeys-lru'] });
  if (!redis) throw new Error('redis-server is not installed');
  lruRedis = redis;
  lruPort = redis.port;
});
afterAll(async () => {
  await lruRedis?.stop();
  await env?.dispose();
});

describe('boot checks of the api process', () => {
  it('refuses to start in production when Redis may evict keys', async () => {
    const { code, output } = await runApi({ NODE_ENV: 'production', REDIS_URL: `redis://127.0.0.1:${lruPort}` });
    expect(code).toBe(78);
    expect(output).toMatch(/maxmemory-policy is \\?"allkeys-lru\\?"/);
  });

  it('only warns about it in development', async () => {
    const { output } = await runApi({ NODE_ENV: 'development', REDIS_URL: `redis://127.0.0.1:${lruPort}` }, /listening on/);
    expect(output).toMatch(/maxmemory-policy/);
    expect(output).toMatch(/listening on/);
  });

  it('stops with one line naming a wrong variable', async () => {
    const { code, output } = await runApi({ PORT: 'eighty' });
    expect(code).toBe(78);
    expect(output.trim()).toBe('Invalid configuration: PORT must be an integer, got "eighty"');
  });
});
