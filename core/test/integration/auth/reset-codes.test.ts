// A password-reset request issues a code on the request path and its worker job issues another:
// they may run at the same moment, and the address must still end with exactly one live code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processPasswordResetRequest, requestPasswordReset, type CoreContext } from '@fitrater/core';
import { createTestEnvironment, type TestEnvironment } from '@fitrater/test-support';

let env: TestEnvironment;
let ctx: CoreContext;

beforeAll(async () => {
  env = await createTestEnvironment();
  ctx = await env.readyContext();
}, 60_000);
afterAll(async () => env?.dispose());

describe('reset codes issued at the same moment', () => {
  it('requests and worker jobs for one address all succeed and leave one live code', async () => {
    const email = 'race@codes.test';
    const results = await Promise.allSettled(Array.from({ length: 12 }, (_, i) =>
      (i % 2 ? processPasswordResetRequest(ctx, { email }) : requestPasswordReset(ctx, email, 'en'))));
    expect(results.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason))).toEqual([]);
    const live = await ctx.db('authCodes').where({ purpose: 'reset_password' }).whereNull('consumedAt');
    expect(live).toHaveLength(1);
  });
});
