import { afterAll, beforeAll } from 'vitest';
import type { CoreContext } from '@fitrater/core';
import { createTestEnvironment, type TestEnvironment } from '@fitrater/test-support';
import { runCliInProcess, type CliResult } from './cli-harness';

export interface CliTestEnvironment {
  /** The file's own database and Redis prefix (ready inside tests, not at import time). */
  readonly env: TestEnvironment;
  readonly ctx: CoreContext;
  /** Runs `fitrater ...args` in-process against this environment (commands share `ctx`). */
  run(...args: string[]): Promise<CliResult>;
  /** The same with some environment variables changed (commands then open their own connections). */
  runWith(overrides: Record<string, string>, ...args: string[]): Promise<CliResult>;
}

/**
 * The set-up every CLI integration file shares: a fresh environment, created before the
 * file's tests and removed after them. Commands run in-process through the program itself;
 * cli/test/integration/process.test.ts proves the `fitrater` process around it once.
 */
export function useCliTestEnvironment(extraEnv: Record<string, string> = {}): CliTestEnvironment {
  let env: TestEnvironment | undefined;
  let ctx: CoreContext | undefined;
  beforeAll(async () => {
    env = await createTestEnvironment(extraEnv);
    ctx = env.context();
  });
  afterAll(async () => {
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
    run: (...args) => runCliInProcess(args, ready(env).env, ready(ctx)),
    runWith: (overrides, ...args) => runCliInProcess(args, { ...ready(env).env, ...overrides }, ready(ctx)),
  };
}
