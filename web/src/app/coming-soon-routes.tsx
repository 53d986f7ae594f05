import type { RouteObject } from 'react-router';
import type { ComingSoonFeature } from '../features/coming-soon';

/**
 * Routes of features that arrive in later versions. Each shows a proper,
 * localized "coming in this version" page behind the auth guard, so a deep
 * link or an old bookmark never meets a broken page. Replace an entry with the
 * real screen when its feature lands.
 */
const LATER: Record<string, ComingSoonFeature> = {
  trends: 'trends',
  challenges: 'challenges',
  referrals: 'referrals',
  admin: 'admin',
};

export const COMING_SOON_ROUTES: RouteObject[] = Object.entries(LATER).map(([path, feature]) => ({
  path,
  lazy: async () => {
    const { ComingSoonPage } = await import('../features/coming-soon');
    return { Component: () => <ComingSoonPage feature={feature} /> };
  },
}));
