import type { Language } from '@fitrater/contracts';
import type { Knex } from 'knex';

// The SQL of referrals: the ledger row linking a new account to its referrer, its completion with the
// reward (under the referrer's row lock), and the referrer's numbers. Who counts as referred and how
// many rewards a month are in referral.service.ts.

export async function insertPendingReferral(
  db: Knex, referral: { referrerId: string; referredUserId: string; referredMailboxHash: string; createdAt: Date },
): Promise<void> {
  const { referrerId, referredUserId, referredMailboxHash, createdAt } = referral;
  // The unique mailbox hash makes a second referral of one mailbox a no-op.
  await db('referrals').insert({ referrerId, referredUserId, referredMailboxHash, status: 'pending', createdAt }).onConflict().ignore();
}

export async function rewardsSince(db: Knex, referrerId: string, since: Date): Promise<number> {
  const row = await db('referrals').where({ referrerId, rewarded: true }).where('completedAt', '>=', since).count<{ count: string }[]>('* as count').first();
  return Number(row?.count ?? 0);
}

export async function findPendingReferralOf(db: Knex, referredUserId: string): Promise<{ id: string; referrerId: string } | undefined> {
  return await db('referrals').where({ referredUserId, status: 'pending' }).select('id', 'referrerId').first() as { id: string; referrerId: string } | undefined;
}

/** Locks the referrer's row for the rest of the transaction (two friends finishing together queue here). */
export async function lockReferrer(db: Knex, referrerId: string): Promise<void> {
  await db('users').where({ id: referrerId }).forUpdate().select('id');
}

/** Completes a pending referral; false when another transaction completed it first. */
export async function completeReferral(db: Knex, id: string, now: Date, rewarded: boolean): Promise<boolean> {
  const updated = await db('referrals').where({ id, status: 'pending' }).update({ status: 'completed', completedAt: now, rewarded });
  return updated > 0;
}

export async function addSuggestionCredit(db: Knex, userId: string): Promise<void> {
  await db('users').where({ id: userId }).increment('freeSuggestionCredits', 1);
}

export async function languageOf(db: Knex, userId: string): Promise<Language | undefined> {
  const row = await db('users').where({ id: userId }).select('language').first() as { language: Language } | undefined;
  return row?.language;
}

export async function insertRewardNotice(db: Knex, notice: { userId: string; title: string; body: string; createdAt: Date }): Promise<void> {
  const { userId, title, body, createdAt } = notice;
  await db('notifications').insert({ userId, kind: 'referral_reward', title, body, url: '/history', createdAt });
}

/** The referrer's referrals counted (all, completed) and their unspent credits. */
export async function referrerCounts(db: Knex, userId: string): Promise<{ total: number; completed: number; credits: number }> {
  const row = await db('referrals').where({ referrerId: userId })
    .select(db.raw('count(*)::int as total'), db.raw(`count(*) filter (where status = 'completed')::int as completed`)).first() as
    { total: number; completed: number };
  const user = await db('users').where({ id: userId }).select('freeSuggestionCredits').first() as { freeSuggestionCredits: number } | undefined;
  return { total: row.total, completed: row.completed, credits: user?.freeSuggestionCredits ?? 0 };
}
