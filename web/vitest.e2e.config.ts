import { defineProject } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { RecordedDurationsSequencer } from '../scripts/lib/recorded-durations-sequencer.mjs';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * Browser tests: Debian's Chromium driven by playwright-core against the real
 * stack (Fastify serving web/dist, Postgres, Redis, in-process workers).
 * Run: npx vitest run --config web/vitest.e2e.config.ts
 */
export default defineProject({
  root: webRoot,
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // A file mostly waits (on the browser, the socket, the queue), so two at a time fill the two
    // cores; each starts its own stack, database, Redis prefix and browser, so they never meet.
    maxWorkers: 2,
    // A worker keeps the workspaces it loaded for its next file instead of evaluating them again.
    isolate: false,
    // Longest files first, by the durations recorded in scripts/test-durations.json: on a clean clone
    // Vitest orders by file size, which can leave a long file (the layout audit, the prose languages)
    // to start late and run alone while the other worker idles.
    sequence: { sequencer: RecordedDurationsSequencer },
  },
});
