import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@fitrater/contracts';
import { STORAGE_KEYS } from '@fitrater/contracts/values';
import { HttpError } from '../http';
import { clearAccountStorage, sessionFlags, tokenStore } from '../storage';
import { realtime } from '../realtime';
import { toast } from '../toast';
import { fetchProfile, logoutRequest, PROFILE_KEY } from './session.api';
import { SessionContext, type Session } from './session-context';

/** Set by logout, read once by the page the logout reloads into. */
const SIGNED_OUT_FLAG = 'fitRater-signed-out';

/**
 * Session state (spec part 1 §4): no token means signed out; with a token the
 * profile is fetched, and a 401 removes the token. A token change in another
 * tab (storage event) re-fetches the session. While signed in, the realtime
 * socket keeps the cached profile fresh and ends the session when revoked.
 */
export function SessionProvider({ children, reload = defaultReload }: { children: ReactNode; reload?: (to: string) => void }) {
  const { t } = useTranslation();
  const { mutate: mutateCache } = useSWRConfig();
  const [token, setToken] = useState(() => tokenStore.get());
  const signingOut = useRef(false);

  const { data: profile, error, isLoading, mutate } = useSWR<Profile>(token ? PROFILE_KEY : null, fetchProfile);

  const clearCache = useCallback(() => mutateCache(() => true, undefined, { revalidate: false }), [mutateCache]);

  // Another tab signed in, out, or as someone else: drop what was cached for the old session and fetch anew.
  const currentToken = useRef(token);
  currentToken.current = token;
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== STORAGE_KEYS.token) return;
      const next = tokenStore.get();
      if (next === currentToken.current) return;
      setToken(next);
      void clearCache().then(() => (next ? mutate() : undefined));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [clearCache, mutate]);

  // A token the server no longer accepts is dropped.
  useEffect(() => {
    if (error instanceof HttpError && (error.status === 401 || error.status === 403)) {
      tokenStore.set(null);
      realtime.disconnect();
      setToken(null);
      void clearCache();
    }
  }, [error, clearCache]);

  const signOut = useCallback<Session['signOut']>(
    async ({ silent = false } = {}) => {
      if (signingOut.current) return;
      signingOut.current = true;
      await logoutRequest().catch(() => undefined); // the token is dropped locally either way
      realtime.disconnect();
      clearAccountStorage();
      await clearCache();
      // The reload would wipe a toast shown now: the page after it says "signed out".
      if (!silent) sessionFlags.set(SIGNED_OUT_FLAG);
      window.setTimeout(() => reload('/'), 500);
    },
    [clearCache, reload],
  );

  useEffect(() => {
    if (sessionFlags.take(SIGNED_OUT_FLAG)) toast.show({ title: t('session.signedOut'), description: t('session.signedOutBody'), variant: 'success' });
  }, [t]);

  // Realtime: keep the profile cache fresh; a revoked session ends here too.
  useEffect(() => {
    if (!token) return;
    realtime.connect(token);
    const unsubscribe = realtime.subscribe((event) => {
      if (event.type === 'profile.updated') void mutate();
      if (event.type === 'mail.status') {
        const { status } = (event as { data: { status: Profile['welcomeEmailStatus'] } }).data;
        void mutate((current) => (current ? { ...current, welcomeEmailStatus: status } : current), { revalidate: false });
      }
      if (event.type === 'session.revoked' && !signingOut.current) {
        signingOut.current = true;
        realtime.disconnect();
        clearAccountStorage();
        void clearCache();
        toast.show({ title: t('session.revoked'), description: t('session.revokedBody'), variant: 'info' });
        window.setTimeout(() => reload('/'), 1500);
      }
    });
    const unwatch = realtime.onStatus((status) => {
      if (status === 'rejected') void mutate(); // the profile call decides whether the token is dead
    });
    return () => {
      unsubscribe();
      unwatch();
    };
  }, [token, mutate, clearCache, reload, t]);

  useEffect(() => () => realtime.disconnect(), []);

  const signIn = useCallback<Session['signIn']>(
    (newToken, { redirectTo = '/', delayMs = 100 } = {}) => {
      tokenStore.set(newToken);
      window.setTimeout(() => reload(redirectTo), delayMs);
    },
    [reload],
  );

  const value = useMemo<Session>(() => {
    const unauthorized = error instanceof HttpError && (error.status === 401 || error.status === 403);
    const status = !token || unauthorized ? 'anonymous' : isLoading && !profile ? 'loading' : 'authenticated';
    return {
      status,
      token,
      profile: status === 'authenticated' ? profile : undefined,
      isPremium: status === 'authenticated' && Boolean(profile?.isPremium),
      signIn,
      signOut,
      refreshProfile: () => mutate(),
    };
  }, [token, error, isLoading, profile, signIn, signOut, mutate]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

function defaultReload(to: string) {
  window.location.replace(to);
}
