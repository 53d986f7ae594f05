import type { CoreContext } from '../context';
import { AppError } from '../platform/infra/errors';
import { UserModel } from '../users/user.model';
import { getUserOrThrow } from '../users/user.service';
import { verifyPassword } from './password-hasher';
import { SessionModel } from './session.model';
import { announceRevocation } from './session.service';

// In auth, not users: it checks the password and revokes sessions, and users must not depend on auth.
/** Deletes the account and everything it owns; the password confirms intent. */
export async function deleteAccount(ctx: CoreContext, userId: string, password: string): Promise<void> {
  const user = await getUserOrThrow(ctx.db, userId);
  if (!(await verifyPassword(user.passwordHash, password))) throw new AppError('CURRENT_PASSWORD_INCORRECT');
  const sessionIds = await ctx.db.transaction(async (trx) => {
    const sessions = await SessionModel.query(trx).select('id').where({ userId }).whereNull('revokedAt');
    await UserModel.query(trx).deleteById(userId); // sessions and mail rows cascade
    return sessions.map((s) => s.id);
  });
  await ctx.storage.deletePrefix(`users/${userId}/`);
  await announceRevocation(ctx, userId, sessionIds, 'account_deleted');
}
