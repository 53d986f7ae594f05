import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { RegisterForm } from './register-form';
import { fakeFetch, json, renderInApp, setupI18n } from '../../../test/render';

beforeAll(setupI18n);
afterEach(() => vi.unstubAllGlobals());

const submit = () => screen.getByRole('button', { name: 'Create account' }) as HTMLButtonElement;

describe('RegisterForm', () => {
  it('keeps submit disabled until the password rule is met, and refuses common passwords', () => {
    renderInApp(<RegisterForm onRegistered={() => undefined} />);
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Ada Obi' } });
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'ada@example.com' } });
    const password = screen.getByLabelText('Password');
    fireEvent.change(password, { target: { value: 'weakpass' } });
    expect(submit().disabled).toBe(true);
    expect(screen.getByText('Please meet password requirements')).toBeTruthy();
    fireEvent.change(password, { target: { value: 'Password1!' } });
    expect(submit().disabled).toBe(true);
    expect(screen.getByText(/too common/)).toBeTruthy();
    fireEvent.change(password, { target: { value: 'Velvet-Orbit-42' } });
    expect(submit().disabled).toBe(false);
  });

  it('sends the registration and hands over the pending id', async () => {
    const fake = fakeFetch(() => json(201, { tempUserId: 'pending-1' }));
    vi.stubGlobal('fetch', fake.fn);
    const onRegistered = vi.fn();
    renderInApp(<RegisterForm onRegistered={onRegistered} />);
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: ' Ada Obi ' } });
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Velvet-Orbit-42' } });
    fireEvent.click(submit());
    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith({ tempUserId: 'pending-1', email: 'ada@example.com' }));
    expect(JSON.parse(fake.calls[0]!.init.body as string)).toEqual({ name: 'Ada Obi', email: 'ada@example.com', password: 'Velvet-Orbit-42' });
  });
});
