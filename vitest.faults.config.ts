import { defineConfig } from 'vitest/config';
import { FAULT_TEST_FILES } from './scripts/lib/faults-catalog.mjs';

/**
 * `npm run faults` (scripts/faults.mjs): every test of the fault suite F1–F12 and the scale-out
 * tests, one file at a time (they crash and restart processes and servers). The quick ones also
 * run in `npm test` (api/test/integration/faults and the tests they reference); the slow ones live
 * in api/test/faults and run only here.
 */
export default defineConfig({
  test: {
    name: 'faults',
    include: FAULT_TEST_FILES,
    environment: 'node',
    globalSetup: ['./scripts/vitest.global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
