import { vi } from 'vitest';

/**
 * Puts back what a test file may leave behind in a worker that the next file reuses (the web project
 * runs with isolate false): the app's own modules, evaluated afresh by the next file that imports them
 * (their state, such as the toasts on screen or the session, starts empty again; React, happy-dom and
 * the other packages stay loaded), stubbed globals and environment variables, fake timers, spies,
 * session storage, the page's head, body and title, and the URL.
 */
export function resetPage(): void {
  vi.resetModules();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  sessionStorage.clear();
  // The title lives in the head: emptying the head empties it.
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
}
