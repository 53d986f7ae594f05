import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { VerifyEmail, VERIFIED_VIEW_MS } from './verify-email';
import { fakeFetch, json, renderInApp, setupI18n } from '../../../test/render';
import { tokenStore } from '../../../lib/storage';

beforeAll(setupI18n);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const pending = { tempUserId: '0b7f4a54-9a50-4f2c-9b55-0c3d2a8e9f11', email: 'ada@example.com' };
const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];
const typeCode = (code: string) => fireEvent.paste(boxes()[0]!, { clipboardData: { getData: () => code } });

describe('VerifyEmail', () => {
  it('a wrong code clears the boxes, shakes them, refocuses the first and shows the mapped toast title', async () => {
    const fake = fakeFetch(() => json(400, { error: { code: 'INVALID_CODE', message: 'Invalid verification code' } }));
    vi.stubGlobal('fetch', fake.fn);
    renderInApp(<VerifyEmail pending={pending} onCancelled={() => undefined} />);

    typeCode('111111');
    await waitFor(() => expect(screen.getByRole('group').className).toContain('code-input--shake'));
    expect(boxes().every((b) => b.value === '')).toBe(true);
    expect(document.activeElement).toBe(boxes()[0]);
    expect(JSON.parse(fake.calls[0]!.init.body as string)).toEqual({ tempUserId: pending.tempUserId, code: '111111' });
  });

  it('the right code stores the token, shows the success view and reloads into home after 1.5 s', async () => {
    vi.stubGlobal('fetch', fakeFetch((url) =>
      url.endsWith('/verify-email')
        ? json(200, { token: 'tok-new', user: { id: 'u', email: pending.email, name: 'Ada' }, isPremium: false, sendWelcomeEmail: true })
        : json(401, {}),
    ).fn);
    const reload = vi.fn();
    renderInApp(<VerifyEmail pending={pending} onCancelled={() => undefined} />, { reload });

    typeCode('123456');
    await screen.findByText('E-mail verified!');
    expect(tokenStore.get()).toBe('tok-new');
    expect(reload).not.toHaveBeenCalled();
    await waitFor(() => expect(reload).toHaveBeenCalledWith('/home'), { timeout: VERIFIED_VIEW_MS + 1000 });
  });

  it('resend is held by a 60 s countdown', () => {
    vi.stubGlobal('fetch', fakeFetch(() => json(200, {})).fn);
    renderInApp(<VerifyEmail pending={pending} onCancelled={() => undefined} />);
    const resend = screen.getByRole('button', { name: /Resend in 60s/ });
    expect(resend).toHaveProperty('disabled', true);
  });

  it('back deletes the pending registration', async () => {
    const fake = fakeFetch(() => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fake.fn);
    const onCancelled = vi.fn();
    renderInApp(<VerifyEmail pending={pending} onCancelled={onCancelled} />);
    fireEvent.click(screen.getByRole('button', { name: /Back to registration/ }));
    await waitFor(() => expect(onCancelled).toHaveBeenCalled());
    expect(fake.calls[0]).toMatchObject({ url: `/api/auth/pending/${pending.tempUserId}`, init: { method: 'DELETE' } });
  });
});
