import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Toaster } from '../../components/toaster';
import { useSession } from './session-context';
import { fakeFetch, json, renderInApp, setupI18n } from '../../test/render';
import { realtime } from '../realtime';
import { toast } from '../toast';

beforeAll(setupI18n);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const profile = (name: string) => ({
  id: '6c1f0d55-2f35-4a54-8f3e-4a6f0b0c9f10', name, email: `${name.toLowerCase()}@example.com`, profilePicture: null,
  joinedAt: '2026-01-01T00:00:00.000Z', role: 'user', language: 'en', isPremium: false, premiumExpiresAt: null,
  daysRemaining: 0, welcomeEmailStatus: 'sent', totalRatings: 0, averageRating: 0, dayStreak: 0,
});

function Probe() {
  const { status, profile } = useSession();
  return <p data-testid="probe">{status}:{profile?.name ?? '-'}</p>;
}

describe('SessionProvider', () => {
  it('no token means signed out, without calling the API', () => {
    const fake = fakeFetch(() => json(500, {}));
    vi.stubGlobal('fetch', fake.fn);
    renderInApp(<Probe />);
    expect(screen.getByTestId('probe').textContent).toBe('anonymous:-');
    expect(fake.calls).toHaveLength(0);
  });

  it('a token the server rejects is removed', async () => {
    vi.spyOn(realtime, 'connect').mockImplementation(() => undefined);
    localStorage.setItem('token', 'stale');
    vi.stubGlobal('fetch', fakeFetch(() => json(401, { error: { code: 'UNAUTHENTICATED', message: 'Authentication required' } })).fn);
    renderInApp(<Probe />);
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('anonymous:-'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('a token change in another tab re-fetches the session', async () => {
    vi.spyOn(realtime, 'connect').mockImplementation(() => undefined);
    localStorage.setItem('token', 'token-a');
    const fake = fakeFetch((_url, init) => {
      const auth = (init.headers as Record<string, string>).Authorization;
      return json(200, profile(auth === 'Bearer token-b' ? 'Bola' : 'Ada'));
    });
    vi.stubGlobal('fetch', fake.fn);
    renderInApp(<Probe />);
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('authenticated:Ada'));

    localStorage.setItem('token', 'token-b');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: 'token-b' }));
    });
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('authenticated:Bola'));

    localStorage.removeItem('token');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: null }));
    });
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('anonymous:-'));
  });

  it('logout says "signed out" on the page it reloads into, once', async () => {
    vi.spyOn(realtime, 'connect').mockImplementation(() => undefined);
    localStorage.setItem('token', 'token-a');
    vi.stubGlobal('fetch', fakeFetch((url) => (url.endsWith('/logout') ? json(204, undefined) : json(200, profile('Ada')))).fn);
    const reloads: string[] = [];
    function SignOut() {
      const { signOut } = useSession();
      return <button type="button" onClick={() => void signOut()}>out</button>;
    }
    renderInApp(<><SignOut /><Probe /></>, { reload: (to) => reloads.push(to) });
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('authenticated:Ada'));
    fireEvent.click(screen.getByRole('button', { name: 'out' }));
    await waitFor(() => expect(reloads).toEqual(['/']), { timeout: 3000 });
    cleanup();
    for (const shown of toast.current()) toast.dismiss(shown.id); // a reload forgets every toast shown before it

    // The page after the reload.
    renderInApp(<Toaster />);
    expect(await screen.findByText('Signed out')).toBeTruthy();
    expect(sessionStorage.getItem('fitRater-signed-out')).toBeNull();
  });
});
