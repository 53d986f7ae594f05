import { Navigate, type RouteObject } from 'react-router';
import { RequireAnonymous, RequireAuth, RootGate, UnknownRoute } from './guards';
import { RootLayout } from './RootLayout';
import { Splash } from './Splash';
import { loadNamespaces } from '../lib/i18n';
import { registerRoutePreload } from '../lib/route-preload';

async function loadResultsRoute() {
  const [{ ResultsPage }, { ResultClosetPanel }] = await Promise.all([
    import('../features/rating'), import('../features/closet'), loadNamespaces(['rating', 'achievements', 'styling', 'closet']),
  ]);
  return { Component: () => <ResultsPage extras={(rating) => <ResultClosetPanel rating={rating} />} /> };
}
// The rate panel loads it while the photo uploads, so the result shows the moment it is ready.
registerRoutePreload('/results', loadResultsRoute);

/**
 * The route table of spec part 1 §2 (with DECISIONS.md's canonical legal
 * routes). Every screen is its own lazily loaded chunk; the guards and the
 * layout are in the main bundle so that a redirect never waits on the network.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <Splash />,
    children: [
      {
        index: true,
        lazy: async () => {
          const { IntroPage } = await import('../features/intro');
          return { Component: () => <RootGate intro={<IntroPage />} /> };
        },
      },
      {
        element: <RequireAnonymous />,
        children: [{ path: 'auth', lazy: async () => ({ Component: (await import('../features/auth')).AuthPage }) }],
      },
      { path: 'install', lazy: async () => ({ Component: (await import('../features/install')).InstallPage }) },
      { path: 'contact', lazy: async () => ({ Component: (await import('../features/legal')).ContactPage }) },
      { path: 'about', lazy: async () => ({ Component: (await import('../features/legal')).AboutPage }) },
      { path: 'terms-conditions', lazy: async () => ({ Component: (await import('../features/legal')).TermsPage }) },
      { path: 'privacy-policy', lazy: async () => ({ Component: (await import('../features/legal')).PrivacyPage }) },
      { path: 'refund-policy', lazy: async () => ({ Component: (await import('../features/legal')).RefundPage }) },
      // A friend's invite link: remembers the code on this device and opens sign-up (issue 11).
      { path: 'r/:code', lazy: async () => ({ Component: (await import('../features/referrals')).ReferralLanding }) },
      { path: 'terms', element: <Navigate to="/terms-conditions" replace /> },
      // Notifications and operations (issue 12): outside RequireAuth, so a signed-out visitor reads 'Authentication Required'.
      {
        path: 'admin',
        lazy: async () => {
          const [{ AdminPage }] = await Promise.all([import('../features/admin'), loadNamespaces(['admin'])]);
          return { Component: AdminPage };
        },
      },
      { path: 'privacy', element: <Navigate to="/privacy-policy" replace /> },
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: async () => {
              const [{ AppLayout }] = await Promise.all([import('../features/navigation'), loadNamespaces(['notifications'])]);
              return { Component: AppLayout };
            },
            children: [
              {
                path: 'home',
                lazy: async () => {
                  const [{ HomePage }] = await Promise.all([import('../features/home'), loadNamespaces(['rating', 'trends', 'styling'])]);
                  return { Component: HomePage };
                },
              },
              { path: 'results', lazy: loadResultsRoute },
              {
                path: 'history',
                lazy: async () => {
                  const [{ HistoryPage }] = await Promise.all([import('../features/history'), loadNamespaces(['history', 'rating', 'styling'])]);
                  return { Component: HistoryPage };
                },
              },
              {
                path: 'achievements',
                lazy: async () => {
                  const [{ AchievementsPage }] = await Promise.all([import('../features/achievements'), loadNamespaces(['achievements'])]);
                  return { Component: AchievementsPage };
                },
              },
              {
                path: 'profile',
                lazy: async () => {
                  const [{ ProfilePage }, { WornPieces }] = await Promise.all([
                    import('../features/profile'), import('../features/closet'),
                    loadNamespaces(['stats', 'achievements', 'rating', 'billing', 'notifications', 'admin', 'styling', 'closet']),
                  ]);
                  return { Component: () => <ProfilePage analytics={<WornPieces />} /> };
                },
              },
              // Community (issue 11)
              {
                path: 'closet',
                lazy: async () => {
                  const [{ ClosetPage }] = await Promise.all([import('../features/closet'), loadNamespaces(['closet', 'rating', 'styling'])]);
                  return { Component: ClosetPage };
                },
              },
              {
                path: 'challenges',
                lazy: async () => {
                  const [{ ChallengesPage }] = await Promise.all([import('../features/challenges'), loadNamespaces(['challenges', 'rating'])]);
                  return { Component: ChallengesPage };
                },
              },
              {
                path: 'referrals',
                lazy: async () => {
                  const [{ ReferralsPage }] = await Promise.all([import('../features/referrals'), loadNamespaces(['referrals'])]);
                  return { Component: ReferralsPage };
                },
              },
              // Billing (issue 14); /premium holds the styling tools (issue 15) below the membership panel.
              {
                path: 'premium',
                lazy: async () => {
                  const [{ PremiumPage }, { StylingSection }] = await Promise.all([
                    import('../features/billing'), import('../features/styling'), loadNamespaces(['billing', 'styling', 'closet']),
                  ]);
                  return { Component: () => <PremiumPage><StylingSection /></PremiumPage> };
                },
              },
              ...(['subscribe', 'payment', 'subscription-success', 'premium-unlocked'] as const).map((path) => ({
                path,
                lazy: async () => {
                  const [billing] = await Promise.all([import('../features/billing'), loadNamespaces(['billing'])]);
                  const pages = {
                    subscribe: billing.SubscribePage,
                    payment: billing.PaymentPage,
                    'subscription-success': billing.SubscriptionSuccessPage,
                    'premium-unlocked': billing.PremiumUnlockedPage,
                  };
                  return { Component: pages[path] };
                },
              })),
              // Fashion trends (issue 15)
              {
                path: 'trends',
                lazy: async () => {
                  const [{ TrendsPage }] = await Promise.all([import('../features/trends'), loadNamespaces(['trends', 'styling'])]);
                  return { Component: TrendsPage };
                },
              },
              // chat (issue 10)
              {
                path: 'chat',
                lazy: async () => {
                  const [{ ChatPage }] = await Promise.all([import('../features/chat'), loadNamespaces(['chat'])]);
                  return { Component: ChatPage };
                },
              },
              { path: 'change-password', lazy: async () => ({ Component: (await import('../features/auth')).ChangePasswordPage }) },
            ],
          },
        ],
      },
      { path: '*', element: <UnknownRoute /> },
    ],
  },
];
