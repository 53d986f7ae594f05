/**
 * Seeds accounts for the k6 scenarios on the server's DATABASE_URL and prints them as JSON
 * ([{ id, email, token }]): `--count N` (default 50), `--premium` (30 days of premium),
 * `--password PW` (a real password, for the login burst; otherwise password login is impossible).
 * Re-running reuses the accounts (same e-mails) and adds a fresh session to each.
 */
import { createCoreContext, createSession, hashPassword, UserModel } from '@fitrater/core';
import { loadConfig } from '@fitrater/platform';

function option(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const count = Number(option('--count') ?? 50);
const premium = process.argv.includes('--premium');
const password = option('--password');
const ctx = createCoreContext(loadConfig({ ...process.env, LOG_LEVEL: 'silent' }), { dbPool: { min: 0, max: 4 } });
try {
  const passwordHash = password ? await hashPassword(password) : '!';
  const rows = Array.from({ length: count }, (_, i) => ({
    email: `k6-${premium ? 'premium' : 'user'}-${i}@load.test`, name: `k6 ${i}`, passwordHash, role: 'user' as const, language: 'en' as const,
    welcomeEmailStatus: 'disabled' as const, premiumExpiresAt: premium ? new Date(Date.now() + 30 * 86_400_000) : null,
  }));
  // Re-running reuses the accounts: existing e-mails are updated, missing ones inserted.
  const existing = (await ctx.db(UserModel.tableName).whereIn('email', rows.map((r) => r.email)).select('id', 'email')) as Array<{ id: string; email: string }>;
  const known = new Set(existing.map((u) => u.email));
  if (existing.length) await ctx.db(UserModel.tableName).whereIn('email', [...known]).update({ passwordHash, premiumExpiresAt: rows[0]!.premiumExpiresAt });
  const missing = rows.filter((r) => !known.has(r.email));
  const inserted = missing.length ? ((await ctx.db(UserModel.tableName).insert(missing).returning(['id', 'email'])) as Array<{ id: string; email: string }>) : [];
  const users = [...existing, ...inserted];
  const out = [];
  for (const u of users) out.push({ id: u.id, email: u.email, token: await createSession(ctx, u.id, 'k6') });
  console.log(JSON.stringify(out));
} finally {
  await ctx.close();
}
