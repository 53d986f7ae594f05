import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../lib/session';
import { introStore } from '../lib/storage';
import { Splash } from './splash';

/** Feature routes need a signed-in user; otherwise the sign-in screen, which returns here afterwards. */
export function RequireAuth() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <Splash />;
  if (status === 'anonymous') {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/auth?next=${encodeURIComponent(next)}`} replace />;
  }
  return <Outlet />;
}

/** The sign-in screen is for signed-out visitors; a signed-in user lands on home. */
export function RequireAnonymous() {
  const { status } = useSession();
  if (status === 'loading') return <Splash />;
  if (status === 'authenticated') return <Navigate to="/home" replace />;
  return <Outlet />;
}

/** `/`: intro on a first visit, sign-in once the intro was seen, home when signed in. */
export function RootGate({ intro }: { intro: React.ReactNode }) {
  const { status } = useSession();
  if (status === 'loading') return <Splash />;
  if (status === 'authenticated') return <Navigate to="/home" replace />;
  if (introStore.seen()) return <Navigate to="/auth" replace />;
  return <>{intro}</>;
}

/** Unknown paths: home when signed in, else sign-in. */
export function UnknownRoute() {
  const { status } = useSession();
  if (status === 'loading') return <Splash />;
  return <Navigate to={status === 'authenticated' ? '/home' : '/auth'} replace />;
}
