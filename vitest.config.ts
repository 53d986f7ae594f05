import { defineConfig } from 'vitest/config';
import { RecordedDurationsSequencer } from './scripts/lib/recorded-durations-sequencer.mjs';

/**
 * Three projects: `unit` (pure logic, no services), `integration` (real
 * Postgres, Redis, HTTP, WebSockets and worker processes; each file gets its
 * own database and Redis prefix), and `web` (React components in happy-dom).
 * Browser tests run separately (scripts/test.mjs) because they need a build.
 */
export default defineConfig({
  test: {
    // Longest files first inside each project, by recorded durations: on a clean clone Vitest has no
    // timings of its own and runs the biggest files first, which left the short-but-slow ones for last.
    sequence: { sequencer: RecordedDurationsSequencer },
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
    ],
  },
});
