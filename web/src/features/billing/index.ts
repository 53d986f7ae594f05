export { SubscribePage } from './components/subscribe-page';
export { PaymentPage } from './components/payment-page';
export { SubscriptionSuccessPage } from './components/subscription-success-page';
export { PremiumUnlockedPage } from './components/premium-unlocked-page';
export { PremiumPage } from './components/premium-page';
export { MembershipPanel } from './components/membership-panel';
