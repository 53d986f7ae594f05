import { afterAll, afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';

// Testing Library only auto-cleans when test globals are on; this project keeps them off.
afterEach(() => {
  cleanup();
  localStorage.clear();
});

// Files share their worker's modules and window (web/vitest.config.ts: isolate false), so whatever a
// file stubbed, faked or spied on is put back when it ends, and the page it leaves is a blank one.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  sessionStorage.clear();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.title = '';
  window.history.replaceState(null, '', '/');
});
