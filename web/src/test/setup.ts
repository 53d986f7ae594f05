import { afterAll, afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { resetPage } from './reset-page';

// Testing Library only auto-cleans when test globals are on; this project keeps them off.
afterEach(() => {
  cleanup();
  localStorage.clear();
});

// Files share their worker's modules and window (web/vitest.config.ts: isolate false), so the next
// file starts from what a fresh worker would give it.
afterAll(resetPage);
