import { createSession, UserModel, type CoreContext } from '@fitrater/core';

export interface LoadUser {
  id: string;
  email: string;
  token: string;
}

/** Accounts made directly in the database (no argon2, no mail), each with a session; premium when asked. */
export async function createUsers(ctx: CoreContext, count: number, options: { tag?: string; premium?: boolean } = {}): Promise<LoadUser[]> {
  const tag = options.tag ?? 'load';
  const users: LoadUser[] = [];
  for (let start = 0; start < count; start += 200) {
    const rows = Array.from({ length: Math.min(200, count - start) }, (_, i) => ({
      email: `${tag}-${start + i}@load.test`, name: `Load ${start + i}`, passwordHash: '!', role: 'user' as const, language: 'en' as const, welcomeEmailStatus: 'disabled' as const,
      premiumExpiresAt: options.premium ? new Date(Date.now() + 30 * 86_400_000) : null,
    }));
    // Plain knex: one multi-row insert (column names mapped by the knex instance; objection's typed array insert is too deep for tsc).
    const inserted = (await ctx.db(UserModel.tableName).insert(rows).returning(['id', 'email'])) as Array<{ id: string; email: string }>;
    // Sessions in parallel batches: each is one insert.
    for (let i = 0; i < inserted.length; i += 20) {
      const batch = inserted.slice(i, i + 20);
      users.push(...(await Promise.all(batch.map(async (u) => ({ id: u.id, email: u.email, token: await createSession(ctx, u.id, 'loadtest') })))));
    }
  }
  return users;
}
