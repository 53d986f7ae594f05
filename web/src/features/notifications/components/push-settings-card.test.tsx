import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PushSettingsCard } from './push-settings-card';
import { Toaster } from '../../../components/toaster';
import { fakeFetch, json, renderInApp, setupI18n } from '../../../test/render';
import { loadNamespaces } from '../../../lib/i18n';

beforeAll(async () => {
  await setupI18n();
  await loadNamespaces(['notifications']);
});
afterEach(() => vi.unstubAllGlobals());

const stored = { morningTip: true, streakReminder: false, appUpdates: true, premiumTips: true, timeZone: 'UTC' };

describe('PushSettingsCard', () => {
  it('says honestly when the browser has no push, keeps the preferences and stores the browser’s time zone', async () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const fake = fakeFetch((url, init) => {
      if (init.method === 'PATCH') return json(200, { ...stored, ...JSON.parse(String(init.body)) });
      return json(200, url.endsWith('/api/notifications/preferences') ? { ...stored, timeZone: zone === 'UTC' ? 'Europe/Paris' : 'UTC' } : {});
    });
    vi.stubGlobal('fetch', fake.fn);
    renderInApp(<PushSettingsCard />);
    // This test browser (happy-dom) has no Push API: no button that could not work.
    expect(screen.getByText('Not available')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Turn on notifications/ })).toBeNull();
    const streak = (await screen.findByLabelText('Streak reminder (19:00)')) as HTMLInputElement;
    await waitFor(() => expect(streak.checked).toBe(false));
    // The stored zone differs from the browser's: it is updated once.
    await waitFor(() => expect(fake.calls.some((c) => c.init.method === 'PATCH' && String(c.init.body) === JSON.stringify({ timeZone: zone }))).toBe(true));
    expect(screen.getByText(`Reminders use your time zone: ${zone}`)).toBeTruthy();

    fireEvent.click(streak);
    await waitFor(() => expect(fake.calls.some((c) => String(c.init.body) === JSON.stringify({ streakReminder: true }))).toBe(true));
    await waitFor(() => expect(streak.checked).toBe(true));
  });

  it('says push is not available when the browser has the API but refuses to subscribe (no push service)', async () => {
    vi.stubGlobal('fetch', fakeFetch((url) => json(200, url.includes('public-key') ? { publicKey: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U' } : stored)).fn);
    vi.stubGlobal('Notification', { permission: 'granted', requestPermission: async () => 'granted' });
    vi.stubGlobal('PushManager', class {});
    const pushManager = {
      getSubscription: async () => null,
      subscribe: async () => { throw new DOMException('Registration failed - push service not available', 'AbortError'); },
    };
    const worker = { ready: Promise.resolve({ pushManager }), getRegistration: async () => ({ pushManager }) };
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: worker });
    try {
      renderInApp(<><PushSettingsCard /><Toaster /></>);
      fireEvent.click(await screen.findByRole('button', { name: 'Turn on notifications on this device' }));
      expect(await screen.findByText('Push is not available in this browser')).toBeTruthy();
      expect(screen.getByText('Not available')).toBeTruthy();
      expect(screen.queryByText(/Something Went Wrong/i)).toBeNull();
      expect(screen.queryByRole('button', { name: 'Turn on notifications on this device' })).toBeNull();
    } finally {
      delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    }
  });
});
