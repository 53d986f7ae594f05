export { ReferralsPage } from './components/ReferralsPage';
export { ReferralLanding } from './components/ReferralLanding';
