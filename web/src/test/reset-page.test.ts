import { describe, expect, it, vi } from 'vitest';
import { resetPage } from './reset-page';

describe('resetPage: what one test file leaves is gone before the next', () => {
  it("evaluates the app's modules afresh for the next file, so their state starts empty", async () => {
    const before = await import('../lib/toast');
    before.toast.show({ title: 'Push is not available in this browser', variant: 'error' });
    expect(before.toast.current()).toHaveLength(1);
    resetPage();
    const after = await import('../lib/toast');
    expect(after.toast).not.toBe(before.toast);
    expect(after.toast.current()).toEqual([]);
  });

  it('puts back stubbed globals and environment variables, real timers and spied-on methods', () => {
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('stubbed')));
    vi.stubEnv('VITE_PROBE', 'left behind');
    vi.useFakeTimers();
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    resetPage();
    expect(globalThis.fetch).toBe(realFetch);
    expect(import.meta.env.VITE_PROBE).toBeUndefined();
    expect(vi.isFakeTimers()).toBe(false);
    expect(vi.isMockFunction(console.info)).toBe(false);
  });

  it('leaves a blank page at / with empty session storage', () => {
    document.title = 'Results';
    document.head.innerHTML = '<meta name="theme-color" content="#000">';
    document.body.innerHTML = '<div role="dialog">open</div>';
    sessionStorage.setItem('draft', 'x');
    window.history.pushState(null, '', '/ratings/123?tab=advice');
    resetPage();
    expect(document.title).toBe('');
    expect(document.head.innerHTML).toBe('');
    expect(document.body.innerHTML).toBe('');
    expect(sessionStorage.length).toBe(0);
    expect(window.location.pathname + window.location.search).toBe('/');
  });
});
