import { defineProject } from 'vitest/config';
import { fileURLToPath } from 'node:url';

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
    // Two cores: one browser and one stack at a time keeps timings honest.
    fileParallelism: false,
  },
});
