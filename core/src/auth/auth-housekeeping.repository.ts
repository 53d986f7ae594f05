import type { CoreContext } from '../context';
import { AuthCodeModel } from './auth-code.model';
import { PendingRegistrationModel } from './pending-registration.model';
import { SessionModel } from './session.model';

// The SQL of the auth domain's housekeeping (run by the maintenance job): expired sign-ups with their
// codes, codes long past their expiry, and sessions revoked long ago or expired.

type Db = CoreContext['db'];

/** Pending registrations expired before `now`, with their e-mail codes; returns how many went. */
export async function deleteExpiredRegistrations(db: Db, now: Date): Promise<number> {
  const expiredPending = await PendingRegistrationModel.query(db).select('id').where('expiresAt', '<', now);
  const expiredIds = expiredPending.map((p) => p.id);
  if (!expiredIds.length) return 0;
  return db.transaction(async (trx) => {
    await AuthCodeModel.query(trx).delete().where({ purpose: 'verify_email' }).whereIn('subjectId', expiredIds);
    return PendingRegistrationModel.query(trx).delete().whereIn('id', expiredIds);
  });
}

export async function deleteCodesExpiredBefore(db: Db, before: Date): Promise<number> {
  return AuthCodeModel.query(db).delete().where('expiresAt', '<', before);
}

/** Sessions revoked before `revokedBefore`, idle since before `idleBefore` or created before `createdBefore`. */
export async function deleteOldSessions(db: Db, cutoffs: { revokedBefore: Date; idleBefore: Date; createdBefore: Date }): Promise<number> {
  return SessionModel.query(db).delete()
    .where('revokedAt', '<', cutoffs.revokedBefore)
    .orWhere('lastUsedAt', '<', cutoffs.idleBefore)
    .orWhere('createdAt', '<', cutoffs.createdBefore);
}
