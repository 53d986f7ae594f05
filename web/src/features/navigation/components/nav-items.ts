import type { IconName } from '../../../components/icon';

/** Menu entries (spec part 1 §2 "Navigation menu"); routes are '/' plus the id. */
export interface NavItem {
  id: string;
  icon: IconName;
  premium?: boolean;
}

export const NAV_ITEMS: NavItem[] = [
  { id: 'home', icon: 'home' },
  { id: 'trends', icon: 'trends', premium: true },
  { id: 'challenges', icon: 'trophy' },
  { id: 'achievements', icon: 'star' },
  { id: 'closet', icon: 'hanger' },
  { id: 'referrals', icon: 'gift' },
  { id: 'premium', icon: 'crown', premium: true },
  { id: 'profile', icon: 'user' },
  { id: 'history', icon: 'history' },
  { id: 'change-password', icon: 'lock' },
];

export const LEGAL_ITEMS = ['privacy-policy', 'terms-conditions', 'refund-policy'] as const;
