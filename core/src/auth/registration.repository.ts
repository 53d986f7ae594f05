import type { Language } from '@fitrater/contracts';
import { isUniqueViolation } from '@fitrater/platform';
import type { CoreContext } from '../context';
import { UserModel } from '../users';
import { AuthCodeModel } from './auth-code.model';
import { PendingRegistrationModel } from './pending-registration.model';

// The SQL of signing up: the pending registration a code confirms, its codes, and the account it
// becomes. Each statement runs in the caller's transaction (`db`), beside the mail and events the
// caller queues with it; the rules (cooldowns, caps, what a code proves) are in registration.service.ts.

type Db = CoreContext['db'];

export interface NewPendingRegistration {
  email: string;
  name: string;
  passwordHash: string;
  language: Language;
  lastCodeSentAt: Date;
  expiresAt: Date;
  referralCode: string | null;
}

export async function insertPendingRegistration(db: Db, pending: NewPendingRegistration): Promise<PendingRegistrationModel> {
  return PendingRegistrationModel.query(db).insertAndFetch(pending);
}

export async function findPendingRegistration(db: Db, id: string): Promise<PendingRegistrationModel | undefined> {
  return PendingRegistrationModel.query(db).findById(id);
}

/**
 * Moves the last code's time to `now` when the previous code was sent before `sentBefore`, in one
 * conditional update: two concurrent resends cannot both pass the cooldown. False when another did.
 */
export async function claimCodeResend(db: Db, id: string, now: Date, sentBefore: Date): Promise<boolean> {
  const claimed = await PendingRegistrationModel.query(db)
    .patch({ lastCodeSentAt: now })
    .where({ id })
    .where('lastCodeSentAt', '<=', sentBefore);
  return claimed > 0;
}

/** The pending registration and its e-mail codes go (cancelled, or confirmed: then every pending row of the address goes). */
export async function deletePendingRegistration(db: Db, pending: { id: string; email?: string }): Promise<void> {
  await AuthCodeModel.query(db).delete().where({ purpose: 'verify_email', subjectId: pending.id });
  if (pending.email) await PendingRegistrationModel.query(db).delete().where({ email: pending.email });
  else await PendingRegistrationModel.query(db).deleteById(pending.id);
}

/** The account a confirmed registration becomes; null when the address was registered meanwhile. */
export async function insertRegisteredUser(
  db: Db, user: Pick<UserModel, 'email' | 'name' | 'passwordHash' | 'language' | 'welcomeEmailStatus'>,
): Promise<UserModel | null> {
  try {
    const { email, name, passwordHash, language, welcomeEmailStatus } = user;
    return await UserModel.query(db).insertAndFetch({ email, name, passwordHash, language, role: 'user', welcomeEmailStatus });
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

export async function markWelcomeMailFailed(db: Db, userId: string): Promise<void> {
  await UserModel.query(db).patch({ welcomeEmailStatus: 'failed' }).where({ id: userId });
}
