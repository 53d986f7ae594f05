export { ReferralsPage } from './components/referrals-page';
export { ReferralLanding } from './components/referral-landing';
