import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PushSettingsCard } from './PushSettingsCard';
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
});
