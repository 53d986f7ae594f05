import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { UserModel, authenticateToken, createSession, type CoreContext } from '@fitrater/core';
import { createTestEnvironment, type TestEnvironment } from '@fitrater/test-support';

// The signed-in user lookup runs as a prepared statement (platform/src/db/prepared.ts).
let env: TestEnvironment;
let ctx: CoreContext;

beforeAll(async () => {
  env = await createTestEnvironment();
  // One pooled connection: every read below reuses the statement prepared on it.
  ctx = await env.readyContext({}, { dbPool: { min: 1, max: 1 } });
});
afterAll(async () => env?.dispose());

async function signedIn() {
  const user = await UserModel.query(ctx.db).insertAndFetch({
    email: `prep.${randomUUID().slice(0, 8)}@x.test`, name: 'Prep', passwordHash: 'x', role: 'user', language: 'en', welcomeEmailStatus: 'disabled',
  });
  return { user, token: await createSession(ctx, user.id, 'test') };
}

describe('prepared signed-in reads', () => {
  it('answer from the prepared statement, then keep answering after a migration changes the users table', async () => {
    const { user, token } = await signedIn();
    for (let i = 0; i < 3; i++) expect((await authenticateToken(ctx, token, { fresh: true }))?.user.id).toBe(user.id);
    expect((await authenticateToken(ctx, token))?.user.id).toBe(user.id);

    // As a deploy would: a new column on users while this process holds prepared `select u.*` plans.
    await ctx.db.raw('alter table users add column prepared_probe text');
    const after = await authenticateToken(ctx, token, { fresh: true });
    expect(after?.user.id).toBe(user.id);
    expect((await authenticateToken(ctx, token))?.user.id).toBe(user.id);
    // And later reads prepare afresh rather than failing on every call.
    for (let i = 0; i < 3; i++) expect((await authenticateToken(ctx, token, { fresh: true }))?.user.name).toBe('Prep');
  });

  it('answers null for an unknown token, as before', async () => {
    expect(await authenticateToken(ctx, `fr_${'x'.repeat(40)}`, { fresh: true })).toBeNull();
  });
});
