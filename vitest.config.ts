import { defineConfig } from 'vitest/config';
import { RecordedDurationsSequencer } from './scripts/lib/recorded-durations-sequencer.mjs';

/**
 * Four projects: `unit` (pure logic, no services), `integration` (real
 * Postgres, Redis, HTTP, WebSockets and worker processes; each file gets its
 * own database and Redis prefix), `web` (React components in happy-dom), and
 * `e2e` (the browser suite, which needs a build and Chromium: scripts/test.mjs
 * runs it on its own, `--project e2e`, once the others have passed).
 */
export default defineConfig({
  test: {
    // Longest files first inside each project, by recorded durations: on a clean clone Vitest has no
    // timings of its own and runs the biggest files first, which left the short-but-slow ones for last.
    sequence: { sequencer: RecordedDurationsSequencer },
    // Each `vitest run` process transforms the TypeScript it loads, and `npm test` runs three of them
    // over mostly the same workspaces (unit, integration, then the browser suite). Transformed modules
    // are kept on disk, keyed by the file's content and this config, so a later process reads them
    // instead of transforming again: the browser suite starting after the integration project reads
    // all but a few, and a repeated run reads them all. The browser suite is a project of this file
    // (not a config of its own) because the key includes the config file: only then do they match.
    // After moving files so that an unchanged import resolves elsewhere, `npx vitest --clearCache`.
    experimental: { fsModuleCache: true },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{contracts,stylist,platform,providers,cards,core,api,workers,cli}/test/unit/**/*.test.ts', 'scripts/**/*.test.{ts,mjs}'],
          environment: 'node',
          // Pure functions: a worker keeps the modules it loaded for its next file instead of
          // evaluating the workspaces again for every file (about half the project's CPU time).
          isolate: false,
          // A worker per core: Vitest's default is one fewer, so on two cores a single worker would
          // take every file of the project in turn while the other core idles.
          maxWorkers: '100%',
          // The property tests are CPU-heavy and share the cores with the browser suite (scripts/test.mjs
          // runs it beside Vitest): Vitest's 5 s default would fail a slow test, not a hung one.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['{stylist,platform,providers,cards,core,api,workers,cli}/test/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./scripts/vitest.global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Two cores: argon2 and worker processes are CPU-heavy, keep parallelism modest.
          maxWorkers: 3,
          // A worker keeps the workspaces it loaded for its next file (evaluating api, core and
          // workers again cost more CPU than most files' tests); each file still gets its own
          // database, Redis prefix and stack, and closes them in afterAll.
          isolate: false,
          // Runs after the unit project; projects with different maxWorkers need their own group.
          sequence: { groupOrder: 1 },
        },
      },
      './web/vitest.config.ts',
      {
        test: {
          // Debian's Chromium driven by playwright-core against the real stack (Fastify serving
          // web/dist, Postgres, Redis, in-process workers). Its setup builds web/dist when stale.
          name: 'e2e',
          include: ['web/e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['./web/e2e/support/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // A file mostly waits (on the browser, the socket, the queue), so two at a time fill the two
          // cores; each starts its own stack, database, Redis prefix and browser, so they never meet.
          maxWorkers: 2,
          // A worker keeps the workspaces it loaded for its next file instead of evaluating them again.
          isolate: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
