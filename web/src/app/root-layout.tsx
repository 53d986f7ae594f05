import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { Toaster } from '../components/toaster';
import { InstallPrompt, OfflineIndicator } from '../features/install/shell';
import { RatingCacheSync } from '../data/ratings/rating-cache-sync';
import { LanguageSync } from './language-sync';

/** Chrome around every screen: offline banner, toasts, the floating install offer. */
export function RootLayout() {
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  // Move focus to the new screen's heading so screen readers announce route changes (not on the first load).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const heading = document.querySelector<HTMLElement>('main h1, h1');
    if (heading && document.activeElement === document.body) {
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
  }, [pathname]);
  return (
    <>
      <OfflineIndicator />
      <Outlet />
      <Toaster />
      <InstallPrompt />
      <LanguageSync />
      <RatingCacheSync />
      <ScrollRestoration />
    </>
  );
}
