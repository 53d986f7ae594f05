import { afterEach, describe, expect, it } from 'vitest';
import { toast } from './toast';

afterEach(() => {
  for (const item of toast.current()) toast.dismiss(item.id);
});

describe('toasts', () => {
  it('shows the same message once: a repeat replaces it, with its own full time on screen', () => {
    toast.show({ title: 'Look generated', variant: 'success' });
    toast.show({ title: 'Saved', variant: 'success' });
    const last = toast.show({ title: 'Look generated', variant: 'success' });
    expect(toast.current().map((t) => t.title)).toEqual(['Saved', 'Look generated']);
    expect(toast.current()[1]!.id).toBe(last);
  });

  it('keeps different messages, and the same words told apart by their description, side by side (three at most)', () => {
    toast.show({ title: 'Logged as worn today', description: '2 pieces counted', variant: 'success' });
    toast.show({ title: 'Logged as worn today', description: '3 pieces counted', variant: 'success' });
    toast.show({ title: 'A' });
    toast.show({ title: 'B' });
    expect(toast.current().map((t) => t.description ?? t.title)).toEqual(['3 pieces counted', 'A', 'B']);
  });
});
