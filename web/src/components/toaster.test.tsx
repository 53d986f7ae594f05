import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { toast } from '../lib/toast';
import { setupI18n } from '../test/render';
import { TOAST_SPACE, Toaster } from './toaster';

beforeAll(setupI18n);
afterEach(cleanup);

const space = () => document.documentElement.style.getPropertyValue(TOAST_SPACE);

describe('Toaster', () => {
  it('tells an open dialog how much of the top the toasts take, and gives it back when they go', () => {
    render(<Toaster />);
    expect(space()).toBe('0px');
    let id = 0;
    act(() => { id = toast.show({ title: 'New badge unlocked!', description: 'First Look' }); });
    expect(screen.getByRole('status').textContent).toContain('New badge unlocked!');
    expect(parseFloat(space())).toBeGreaterThan(0);
    act(() => toast.dismiss(id));
    expect(space()).toBe('0px');
  });
});
