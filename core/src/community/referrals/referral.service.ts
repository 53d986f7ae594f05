import { NOTIFICATION_COPY, REFERRAL_REWARDS_PER_MONTH, normaliseReferralCode, type ReferralStats } from '@fitrater/contracts';
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { CoreContext } from '../../context';
import { referrerOf } from './referral-code.service';
import {
  addSuggestionCredit, completeReferral, findPendingReferralOf, insertPendingReferral, insertRewardNotice, languageOf, lockReferrer, referrerCounts, rewardsSince,
} from './referral.repository';

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
  await insertPendingReferral(trx, { referrerId: referrer.userId, referredUserId: newUser.id, referredMailboxHash: referredMailboxHash(newUser.email), createdAt: now });
}

const monthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

const rewardsThisMonth = (db: Knex, referrerId: string, now: Date): Promise<number> => rewardsSince(db, referrerId, monthStart(now));

/**
 * Run in the transaction that saves a user's first finished rating: their pending
 * referral (if any) completes, and the referrer earns one free premium
 * suggestion unless they already earned the month's maximum. The referrer's
 * row is locked so two friends finishing together cannot pass the cap.
 */
export async function completeReferralOnRating(trx: Knex, userId: string, now: Date): Promise<void> {
  const pending = await findPendingReferralOf(trx, userId);
  if (!pending) return;
  await lockReferrer(trx, pending.referrerId);
  const rewarded = (await rewardsThisMonth(trx, pending.referrerId, now)) < REFERRAL_REWARDS_PER_MONTH;
  const completed = await completeReferral(trx, pending.id, now, rewarded);
  if (completed && rewarded) {
    await addSuggestionCredit(trx, pending.referrerId);
    await announceReward(trx, pending.referrerId, now);
  }
}

/** The referrer hears of the reward in their inbox (in their language), in the transaction that grants it. */
async function announceReward(trx: Knex, referrerId: string, now: Date): Promise<void> {
  const copy = NOTIFICATION_COPY[(await languageOf(trx, referrerId)) ?? 'en'] ?? NOTIFICATION_COPY.en;
  await insertRewardNotice(trx, { userId: referrerId, title: copy.referralRewardTitle, body: copy.referralRewardBody, createdAt: now });
}

/** The referrer's numbers; never anything about who the friends are. */
export async function referralStats(ctx: CoreContext, userId: string): Promise<ReferralStats> {
  const counts = await referrerCounts(ctx.db, userId);
  return {
    totalReferrals: counts.total,
    completedReferrals: counts.completed,
    pendingRewards: counts.credits,
    rewardsThisMonth: await rewardsThisMonth(ctx.db, userId, ctx.now()),
    monthlyRewardLimit: REFERRAL_REWARDS_PER_MONTH,
  };
}
