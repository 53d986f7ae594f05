import { describe, expect, it, vi } from 'vitest';
import { resetPage } from './reset-page';

describe('resetPage: what one test file leaves is gone before the next', () => {
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
