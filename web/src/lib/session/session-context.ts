import { createContext, useContext } from 'react';
import type { Profile } from '@fitrater/contracts';

export type SessionStatus = 'loading' | 'anonymous' | 'authenticated';

export interface Session {
  status: SessionStatus;
  token: string | null;
  /** Undefined while loading, or when the profile could not be fetched (offline) but the token is still good. */
  profile: Profile | undefined;
  isPremium: boolean;
  /** Stores a new token and reloads into the app (spec: login reloads after 100 ms). */
  signIn(token: string, options?: { redirectTo?: string; delayMs?: number }): void;
  /** Logout: revoke server-side, clear device data and caches, toast, reload to the root after 0.5 s. */
  signOut(options?: { silent?: boolean }): Promise<void>;
  refreshProfile(): Promise<unknown>;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside <SessionProvider>');
  return session;
}
