import { Type, type Static } from 'typebox';

export const ReferralLink = Type.Object({
  /** Absolute link to `/r/{code}` on the public address. */
  shareLink: Type.String(),
  code: Type.String(),
});
export type ReferralLink = Static<typeof ReferralLink>;

export const ReferralStats = Type.Object({
  /** Friends who created an account with the user's code. */
  totalReferrals: Type.Integer(),
  /** Of those, friends who finished a first rating. */
  completedReferrals: Type.Integer(),
  /** Free premium suggestions earned and not yet spent. */
  pendingRewards: Type.Integer(),
  /** Rewards earned this calendar month (UTC) and the monthly cap. */
  rewardsThisMonth: Type.Integer(),
  monthlyRewardLimit: Type.Integer(),
});
export type ReferralStats = Static<typeof ReferralStats>;
