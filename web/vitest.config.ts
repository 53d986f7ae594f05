import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/** Component and unit tests of the web app (happy-dom). Listed as a project by the root vitest.config.ts. */
export default defineProject({
  root: webRoot,
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // A worker per core, as the unit project (same value, so both share one pool): Vitest's default
    // of one fewer would run the files one at a time on a two-core machine.
    maxWorkers: '100%',
    // A worker keeps its happy-dom window and the packages (React, Testing Library) for its next file:
    // setting up a fresh environment and importing them again cost each file seconds of CPU for tens
    // of milliseconds of tests. After each file src/test/reset-page.ts has the app's own modules
    // evaluated afresh and puts back what the file left (globals, timers, spies, the page, storage).
    isolate: false,
  },
});
