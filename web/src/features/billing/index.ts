export { SubscribePage } from './components/SubscribePage';
export { PaymentPage } from './components/PaymentPage';
export { SubscriptionSuccessPage } from './components/SubscriptionSuccessPage';
export { PremiumUnlockedPage } from './components/PremiumUnlockedPage';
export { PremiumPage } from './components/PremiumPage';
export { MembershipPanel } from './components/MembershipPanel';
