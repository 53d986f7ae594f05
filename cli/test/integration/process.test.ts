import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserModel } from '@fitrater/core';
import { createTestEnvironment, type TestEnvironment } from '@fitrater/test-support';
import { buildCliBundle, runCli } from '../support/cli-harness';
import { createUser, uniqueEmail } from '../support/fixtures';

/**
 * The other CLI files run commands in-process through the program; this one proves the
 * `fitrater` process around it once: the bundle starts, reads its environment, writes to
 * its own stdout and stderr and exits with the command's code.
 */
// A process start loads the whole bundle: seconds on a loaded 2-core machine.
const PROCESS_TIMEOUT_MS = 60_000;
let env: TestEnvironment;
let cli: Awaited<ReturnType<typeof buildCliBundle>>;

beforeAll(async () => {
  [env, cli] = await Promise.all([createTestEnvironment(), buildCliBundle()]);
});
afterAll(async () => {
  cli?.dispose();
  await env?.dispose();
});

describe('the fitrater process', { timeout: 2 * PROCESS_TIMEOUT_MS + 10_000 }, () => {
  it('runs a command against the environment, exits 0 promptly, and exits 1 with one line on stderr when it fails', async () => {
    const { user } = await createUser(env.context());
    const granted = await runCli(cli.main, ['users', 'grant-admin', user.email], env.env, PROCESS_TIMEOUT_MS);
    expect(granted, granted.stderr).toEqual({ code: 0, stdout: `${user.email}: role user -> admin\n`, stderr: '' });
    expect((await UserModel.query(env.context().db).findById(user.id))!.role).toBe('admin');

    const ghost = uniqueEmail('ghost');
    const missing = await runCli(cli.main, ['users', 'show', ghost], env.env, PROCESS_TIMEOUT_MS);
    expect(missing).toEqual({ code: 1, stdout: '', stderr: `error: No user with e-mail ${ghost}\n` });
  });
});
