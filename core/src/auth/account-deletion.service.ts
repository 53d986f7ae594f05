import type { CoreContext } from '../context';
import { AppError } from '@fitrater/platform';
import { UserModel, getUserOrThrow } from '../users';
import { verifyPassword } from './password-hasher';
import { SessionModel } from './session.model';
import { announceRevocation } from './session.service';
import { purgeRatingCache } from '../ratings';

// In auth, not users: it checks the password and revokes sessions, and users must not depend on auth.
/** Deletes the account and everything it owns; the password confirms intent. */
export async function deleteAccount(ctx: CoreContext, userId: string, password: string): Promise<void> {
  const user = await getUserOrThrow(ctx.db, userId);
  if (!(await verifyPassword(user.passwordHash, password))) throw new AppError('CURRENT_PASSWORD_INCORRECT');
  const sessionIds = await ctx.db.transaction(async (trx) => {
    const sessions = await SessionModel.query(trx).select('id').where({ userId }).whereNull('revokedAt');
    const hashes = (await trx('ratings').distinct('contentHash').where({ userId })).map((r: { contentHash: string }) => r.contentHash);
    // Mail to the address written before the account existed (its verification code) goes too.
    await trx('mailOutbox').delete().whereRaw('lower(to_address) = ?', [user.email.toLowerCase()]);
    await UserModel.query(trx).deleteById(userId); // sessions, ratings and the account's mail rows cascade
    // Cached stylist answers derived from this account's photos and descriptions (kept while another rating uses them).
    await purgeRatingCache(trx, hashes);
    return sessions.map((s) => s.id);
  });
  await ctx.storage.deletePrefix(`users/${userId}/`);
  await announceRevocation(ctx, userId, sessionIds, 'account_deleted');
}
