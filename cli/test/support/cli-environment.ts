import { afterAll, beforeAll } from 'vitest';
import type { CoreContext } from '@fitrater/core';
import { createTestEnvironment, type TestEnvironment } from '@fitrater/test-support';
import { buildCliBundle, runCli, type CliResult } from './cli-harness';

export interface CliTestEnvironment {
  /** The file's own database and Redis prefix (ready inside tests, not at import time). */
  readonly env: TestEnvironment;
  readonly ctx: CoreContext;
  /** Runs `fitrater ...args` as a child process against this environment. */
  run(...args: string[]): Promise<CliResult>;
}

/**
 * The set-up every CLI integration file shares: a fresh environment and a private CLI bundle,
 * built side by side before the file's tests and removed after them.
 */
export function useCliTestEnvironment(): CliTestEnvironment {
  let env: TestEnvironment | undefined;
  let ctx: CoreContext | undefined;
  let cli: Awaited<ReturnType<typeof buildCliBundle>> | undefined;
  beforeAll(async () => {
    [env, cli] = await Promise.all([createTestEnvironment(), buildCliBundle()]);
    ctx = env.context();
  });
  afterAll(async () => {
    cli?.dispose();
    await env?.dispose();
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the CLI test environment is used before beforeAll ran');
    return value;
  };
  return {
    get env() {
      return ready(env);
    },
    get ctx() {
      return ready(ctx);
    },
    run: (...args) => runCli(ready(cli).main, args, ready(env).env),
  };
}
