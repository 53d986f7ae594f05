import type { ReferralLink } from '@fitrater/contracts';
import { apiRequest } from '../../../lib/http';

export { REFERRAL_STATS_KEY as STATS_KEY } from '../../../lib/referral-stats';
/** The user's one referral link (the server makes it on first ask and returns the same one after). */
export const createReferralLink = () => apiRequest<ReferralLink>('/api/referrals/create', { method: 'POST' });
