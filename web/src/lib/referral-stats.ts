/**
 * The SWR key of the user's referral stats, shared by the referrals page and the styling panel
 * (which shows the free suggestions an invitation earned), so both read and refresh one entry.
 */
export const REFERRAL_STATS_KEY = '/api/referrals/stats';
