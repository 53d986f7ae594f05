import type { CoreContext } from '../context';
import { UserModel } from '../users';

// The SQL of the membership sweep: members due a renewal reminder or an expiry notice, and the claim
// that records a notice against the expiry it is about (one sweep wins it). When each is due is
// decided in membership-sweep.ts.

type Db = CoreContext['db'];
export type MembershipNotice = 'renewal_reminder' | 'premium_expired';

/** Members (up to `limit`) whose premium ends in (now, remindBefore], not cancelled, not yet reminded for this expiry. */
export async function dueRenewalReminders(db: Db, now: Date, remindBefore: Date, limit: number): Promise<UserModel[]> {
  return UserModel.query(db)
    .where('premiumExpiresAt', '>', now)
    .where('premiumExpiresAt', '<=', remindBefore)
    .whereNull('premiumCancelledAt')
    .whereRaw('premium_reminded_for is distinct from premium_expires_at')
    .limit(limit);
}

/** Members (up to `limit`) whose premium ended in (endedAfter, now], not yet told for this expiry. */
export async function dueExpiryNotices(db: Db, now: Date, endedAfter: Date, limit: number): Promise<UserModel[]> {
  return UserModel.query(db)
    .where('premiumExpiresAt', '<=', now)
    .where('premiumExpiresAt', '>', endedAfter)
    .whereRaw('premium_expiry_notified_for is distinct from premium_expires_at')
    .limit(limit);
}

/** Records the notice against the member's current expiry; false when another sweep did, or the expiry moved. */
export async function claimMembershipNotice(db: Db, member: Pick<UserModel, 'id' | 'premiumExpiresAt'>, kind: MembershipNotice): Promise<boolean> {
  const column = kind === 'renewal_reminder' ? 'premium_reminded_for' : 'premium_expiry_notified_for';
  const claimed = await UserModel.query(db)
    .patch({ [kind === 'renewal_reminder' ? 'premiumRemindedFor' : 'premiumExpiryNotifiedFor']: member.premiumExpiresAt })
    .where({ id: member.id, premiumExpiresAt: member.premiumExpiresAt! })
    .whereRaw(`${column} is distinct from premium_expires_at`);
  return claimed > 0;
}
