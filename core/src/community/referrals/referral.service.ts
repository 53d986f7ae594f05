import { NOTIFICATION_COPY, REFERRAL_REWARDS_PER_MONTH, normaliseReferralCode, type Language, type ReferralStats } from '@fitrater/contracts';
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { CoreContext } from '../../context';
import { referrerOf } from './referral-code.service';

/**
 * One mailbox, however it is spelled: lower case, no "+tag", and no dots for
 * Gmail. Signing up as "ann+2@…" with ann@…'s own code is a self-referral.
 */
export function mailboxOf(email: string): string {
  const [local = '', domain = ''] = email.toLowerCase().split('@');
  const gmail = domain === 'gmail.com' || domain === 'googlemail.com';
  let name = local.split('+')[0]!;
  if (gmail) name = name.replace(/\./g, '');
  return `${name}@${gmail ? 'gmail.com' : domain}`;
}

/**
 * What the referral ledger keeps of a referred person: a hash of their mailbox, so the row
 * outlives a deleted account (the cap still counts it) without keeping the address.
 */
export function referredMailboxHash(email: string): string {
  return createHash('sha256').update(`fitrater-referred:${mailboxOf(email)}`).digest('hex');
}

/** A code from the sign-up form kept only when it belongs to someone else (unknown codes never block sign-up). */
export async function referralCodeForSignUp(db: Knex, raw: string | undefined, email: string): Promise<string | null> {
  const code = normaliseReferralCode(raw);
  if (!code) return null;
  const referrer = await referrerOf(db, code);
  if (!referrer || mailboxOf(referrer.email) === mailboxOf(email)) return null;
  return code;
}

/**
 * Links a new account to the owner of the code it signed up with (inside the account's
 * transaction). A mailbox that was ever referred (even by an account since deleted) is not
 * referred again: the unique mailbox hash makes the insert a no-op.
 */
export async function linkReferral(trx: Knex, code: string | null, newUser: { id: string; email: string }, now: Date): Promise<void> {
  if (!code) return;
  const referrer = await referrerOf(trx, code);
  if (!referrer || referrer.userId === newUser.id || mailboxOf(referrer.email) === mailboxOf(newUser.email)) return;
  await trx('referrals')
    .insert({ referrerId: referrer.userId, referredUserId: newUser.id, referredMailboxHash: referredMailboxHash(newUser.email), status: 'pending', createdAt: now })
    .onConflict().ignore();
}

const monthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

async function rewardsThisMonth(db: Knex, referrerId: string, now: Date): Promise<number> {
  const row = await db('referrals').where({ referrerId, rewarded: true }).where('completedAt', '>=', monthStart(now)).count<{ count: string }[]>('* as count').first();
  return Number(row?.count ?? 0);
}

/**
 * Run in the transaction that saves a user's first finished rating: their pending
 * referral (if any) completes, and the referrer earns one free premium
 * suggestion unless they already earned the month's maximum. The referrer's
 * row is locked so two friends finishing together cannot pass the cap.
 */
export async function completeReferralOnRating(trx: Knex, userId: string, now: Date): Promise<void> {
  const pending = await trx('referrals').where({ referredUserId: userId, status: 'pending' }).select('id', 'referrerId').first() as
    { id: string; referrerId: string } | undefined;
  if (!pending) return;
  await trx('users').where({ id: pending.referrerId }).forUpdate().select('id');
  const rewarded = (await rewardsThisMonth(trx, pending.referrerId, now)) < REFERRAL_REWARDS_PER_MONTH;
  const updated = await trx('referrals').where({ id: pending.id, status: 'pending' }).update({ status: 'completed', completedAt: now, rewarded });
  if (updated && rewarded) {
    await trx('users').where({ id: pending.referrerId }).increment('freeSuggestionCredits', 1);
    await announceReward(trx, pending.referrerId, now);
  }
}

/** The referrer hears of the reward in their inbox (in their language), in the transaction that grants it. */
async function announceReward(trx: Knex, referrerId: string, now: Date): Promise<void> {
  const referrer = await trx('users').where({ id: referrerId }).select('language').first() as { language: Language } | undefined;
  const copy = NOTIFICATION_COPY[referrer?.language ?? 'en'] ?? NOTIFICATION_COPY.en;
  await trx('notifications').insert({
    userId: referrerId, kind: 'referral_reward', title: copy.referralRewardTitle, body: copy.referralRewardBody, url: '/history', createdAt: now,
  });
}

/** The referrer's numbers; never anything about who the friends are. */
export async function referralStats(ctx: CoreContext, userId: string): Promise<ReferralStats> {
  const row = await ctx.db('referrals').where({ referrerId: userId })
    .select(ctx.db.raw('count(*)::int as total'), ctx.db.raw(`count(*) filter (where status = 'completed')::int as completed`)).first() as
    { total: number; completed: number };
  const user = await ctx.db('users').where({ id: userId }).select('freeSuggestionCredits').first() as { freeSuggestionCredits: number } | undefined;
  return {
    totalReferrals: row.total,
    completedReferrals: row.completed,
    pendingRewards: user?.freeSuggestionCredits ?? 0,
    rewardsThisMonth: await rewardsThisMonth(ctx.db, userId, ctx.now()),
    monthlyRewardLimit: REFERRAL_REWARDS_PER_MONTH,
  };
}
