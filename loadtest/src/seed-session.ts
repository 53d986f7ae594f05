/**
 * Creates (or reuses) a load-test account directly through core services on
 * the server's DATABASE_URL and prints a session token for it.
 */
import { createCoreContext, createSession, findUserByEmail, UserModel } from '@fitrater/core';
import { loadConfig } from '@fitrater/platform';

export async function seedSession(email = process.env.LOADTEST_EMAIL ?? 'loadtest@fitrater.local'): Promise<string> {
  const ctx = createCoreContext(loadConfig({ ...process.env, LOG_LEVEL: 'silent' }), { dbPool: { min: 0, max: 1 } });
  try {
    const user =
      (await findUserByEmail(ctx.db, email)) ??
      (await UserModel.query(ctx.db).insertAndFetch({
        email, name: 'Load Test', passwordHash: '!', role: 'user', language: 'en', welcomeEmailStatus: 'disabled',
      }));
    return await createSession(ctx, user.id, 'loadtest');
  } finally {
    await ctx.close();
  }
}
