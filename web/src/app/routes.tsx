import { Navigate, type RouteObject } from 'react-router-dom';
import { RequireAnonymous, RequireAuth, RootGate, UnknownRoute } from './guards';
import { RootLayout } from './root-layout';
import { Splash } from './splash';
import { loadNamespaces } from '../lib/i18n';
import { registerRoutePreload } from '../lib/route-preload';

async function loadResultsRoute() {
  const [{ ResultsPage }, { OutfitAdvicePanel }, { ResultClosetPanel }] = await Promise.all([
    import('../features/rating'), import('../features/styling'), import('../features/closet'), loadNamespaces(['rating', 'achievements', 'styling', 'closet']),
  ]);
  return { Component: () => <ResultsPage advice={OutfitAdvicePanel} extras={(rating) => <ResultClosetPanel rating={rating} />} /> };
}
// The rate panel loads it while the photo uploads, so the result shows the moment it is ready.
registerRoutePreload('/results', loadResultsRoute);

/**
 * The route table of spec part 1 §2 (with DECISIONS.md's canonical legal
 * routes). Every screen is its own lazily loaded chunk; the guards and the
 * layout are in the main bundle so that a redirect never waits on the network.
 * Features never import each other: a page that shows another feature's piece
 * (home, profile, results, history, the signed-in frame) gets it from here.
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
      // A friend's invite link: remembers the code on this device and opens sign-up.
      { path: 'r/:code', lazy: async () => ({ Component: (await import('../features/referrals')).ReferralLanding }) },
      { path: 'terms', element: <Navigate to="/terms-conditions" replace /> },
      // Notifications and operations: outside RequireAuth, so a signed-out visitor reads 'Authentication Required'.
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
              const [{ AppLayout }, { NotificationBell }] = await Promise.all([
                import('../features/navigation'), import('../features/notifications'), loadNamespaces(['notifications']),
              ]);
              return { Component: () => <AppLayout bell={<NotificationBell />} /> };
            },
            children: [
              {
                path: 'home',
                lazy: async () => {
                  const [{ HomePage }, { RatePanel, MotivationCard }, { HomeTrendsTab }] = await Promise.all([
                    import('../features/home'), import('../features/rating'), import('../features/styling/trends'), loadNamespaces(['rating', 'trends', 'styling']),
                  ]);
                  return { Component: () => <HomePage ratePanel={<><RatePanel /><MotivationCard /></>} trendsTab={<HomeTrendsTab />} /> };
                },
              },
              { path: 'results', lazy: loadResultsRoute },
              {
                path: 'history',
                lazy: async () => {
                  const [{ HistoryPage }, { OutfitAdvicePanel }] = await Promise.all([
                    import('../features/rating/history'), import('../features/styling'), loadNamespaces(['history', 'rating', 'styling']),
                  ]);
                  return { Component: () => <HistoryPage advice={OutfitAdvicePanel} /> };
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
                  const [{ ProfilePage }, { AchievementBadges }, { MembershipPanel }, { AdminPanelCard }, { PushSettingsCard }, { InstallCard }, { WornPieces }] = await Promise.all([
                    import('../features/profile'), import('../features/achievements'), import('../features/billing'), import('../features/admin'),
                    import('../features/notifications'), import('../features/install'), import('../features/closet'),
                    loadNamespaces(['stats', 'achievements', 'rating', 'billing', 'notifications', 'admin', 'styling', 'closet']),
                  ]);
                  return {
                    Component: () => (
                      <ProfilePage
                        badges={<AchievementBadges />}
                        accountCards={<><MembershipPanel /><AdminPanelCard /><PushSettingsCard /><InstallCard /></>}
                        analytics={<WornPieces />}
                      />
                    ),
                  };
                },
              },
              // Community
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
              // Billing; /premium holds the styling tools below the membership panel.
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
              // Fashion trends
              {
                path: 'trends',
                lazy: async () => {
                  const [{ TrendsPage }] = await Promise.all([import('../features/styling/trends'), loadNamespaces(['trends', 'styling'])]);
                  return { Component: TrendsPage };
                },
              },
              // chat
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
