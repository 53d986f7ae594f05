import { randomBytes } from 'node:crypto';
import { createSession, UserModel, type CoreContext } from '@fitrater/core';

export const uniqueEmail = (label = 'user') => `${label}-${randomBytes(4).toString('hex')}@example.com`;

/** A user row straight through the model (the CLI never needs a real password). */
export async function createUser(
  ctx: CoreContext,
  fields: { email?: string; name?: string; role?: 'user' | 'admin'; sessions?: number } = {},
): Promise<{ user: UserModel; tokens: string[] }> {
  const user = await UserModel.query(ctx.db).insertAndFetch({
    email: fields.email ?? uniqueEmail(),
    name: fields.name ?? 'Test User',
    passwordHash: 'not-a-real-hash',
    role: fields.role ?? 'user',
  });
  const tokens: string[] = [];
  for (let i = 0; i < (fields.sessions ?? 0); i++) tokens.push(await createSession(ctx, user.id, `test-agent-${i}`));
  return { user, tokens };
}
