import { STORAGE_KEYS } from '@fitrater/contracts/values';

/**
 * Device storage. Every access is guarded: private browsing modes and
 * embedded web views can throw on localStorage.
 */
function read(key: string, store: Storage | undefined = safeLocal()): string | null {
  try {
    return store?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null, store: Storage | undefined = safeLocal()): void {
  try {
    if (value === null) store?.removeItem(key);
    else store?.setItem(key, value);
  } catch {
    // storage full or blocked: the app keeps working for this page view
  }
}

function safeLocal(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function safeSession(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export const tokenStore = {
  get: () => read(STORAGE_KEYS.token),
  set: (token: string | null) => write(STORAGE_KEYS.token, token),
};

export const introStore = {
  seen: () => read(STORAGE_KEYS.introSeen) === '1',
  markSeen: () => write(STORAGE_KEYS.introSeen, '1'),
  clear: () => write(STORAGE_KEYS.introSeen, null),
};

export const languageStore = {
  get: () => read(STORAGE_KEYS.language),
  set: (language: string) => write(STORAGE_KEYS.language, language),
};

/** A referral code from a `/r/{code}` link, sent with the sign-up and forgotten once the account exists. */
export const referralStore = {
  get: () => read(STORAGE_KEYS.referral),
  set: (code: string) => write(STORAGE_KEYS.referral, code),
  clear: () => write(STORAGE_KEYS.referral, null),
};

/** Per-tab flags (e.g. the install prompt dismissed "for the session"). */
export const sessionFlags = {
  get: (key: string) => read(key, safeSession()) === '1',
  set: (key: string) => write(key, '1', safeSession()),
  /** Reads a one-shot flag and clears it (a note carried across a reload). */
  take: (key: string) => {
    const value = read(key, safeSession()) === '1';
    if (value) write(key, null, safeSession());
    return value;
  },
};

/**
 * Logout clears the device's stored data (spec part 1 §4). The language and
 * intro-seen flag are device preferences, not account data, so they stay: the
 * next person on this phone should not be thrown back into the intro in English.
 */
export function clearAccountStorage(): void {
  const store = safeLocal();
  if (!store) return;
  const keep = [STORAGE_KEYS.language, STORAGE_KEYS.introSeen] as const;
  const kept = keep.map((key) => [key, read(key)] as const);
  try {
    store.clear();
  } catch {
    return;
  }
  for (const [key, value] of kept) if (value !== null) write(key, value);
  try {
    safeSession()?.clear();
  } catch {
    // ignore
  }
}
