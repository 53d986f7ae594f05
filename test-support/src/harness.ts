import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCoreContext, type CoreContext } from '@fitrater/core';
import {
  createDb, createRedis, deleteKeysWithPrefix, ensureDatabase, loadConfig, migrateLatest, waitForRedis, DEFAULT_DATABASE_URL, DEFAULT_REDIS_URL, type Config,
} from '@fitrater/platform';

/**
 * Test isolation against the real servers: every test file gets its own
 * Postgres database (cloned from a migrated template) and its own Redis key
 * prefix, and drops both when it ends. Nothing is mocked.
 */
const baseDatabaseUrl = () => process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
export const testRedisUrl = () => process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? DEFAULT_REDIS_URL;
const CHECKOUT = createHash('sha256').update(import.meta.url).digest('hex').slice(0, 8);
/**
 * The migrated template every test database is cloned from: one per checkout, so two checkouts (git
 * worktrees) can run their suites at once, and one per suite named in FITRATER_TEST_TEMPLATE (the
 * browser suite's global setup names its own), so the browser suite and the Vitest projects can run
 * side by side without one global setup dropping the template the other clones.
 */
function templateDatabase(suite = process.env.FITRATER_TEST_TEMPLATE ?? ''): string {
  if (!/^[a-z0-9_]*$/.test(suite)) throw new Error(`FITRATER_TEST_TEMPLATE must be lower-case letters, digits or _ (got "${suite}")`);
  return `fitrater_test_template_${CHECKOUT}${suite ? `_${suite}` : ''}`;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * Run once per test run (vitest globalSetup): builds the migrated template database. A suite with a
 * template of its own, started by `npm test` after the Vitest projects' global setup migrated this
 * checkout's default template in the same run (FITRATER_TEST_TEMPLATE_CLONE=1), copies that one: a
 * clone is a file copy of a few hundred milliseconds, migrating again took seconds before the browser
 * suite's first test. Any failure to copy falls back to migrating.
 */
export async function prepareTemplateDatabase(): Promise<void> {
  const adminUrl = withDatabase(baseDatabaseUrl(), 'postgres');
  const template = templateDatabase();
  const source = templateDatabase('');
  const admin = createDb(adminUrl, { min: 0, max: 1 });
  try {
    await admin.raw(`drop database if exists ${template} with (force)`);
    if (process.env.FITRATER_TEST_TEMPLATE_CLONE === '1' && template !== source) {
      try {
        await admin.raw(`create database ${template} template ${source}`);
        return;
      } catch {
        // The source is missing or still in use: migrate instead.
      }
    }
    await admin.raw(`create database ${template}`);
  } finally {
    await admin.destroy();
  }
  const db = createDb(withDatabase(baseDatabaseUrl(), template), { min: 0, max: 1 });
  try {
    await migrateLatest(db);
  } finally {
    await db.destroy();
  }
}

export interface TestEnvironment {
  config: Config;
  env: Record<string, string>;
  databaseName: string;
  dataDir: string;
  /** A fresh core context on this environment (closed by `dispose`). */
  context(overrides?: Partial<Config>, options?: { dbPool?: { min: number; max: number } }): CoreContext;
  /**
   * `context`, resolved once its Redis connection is ready: the request-path client fails fast instead
   * of queueing (as in production), so a test that publishes in its first milliseconds on a loaded
   * machine would otherwise race the connection.
   */
  readyContext(overrides?: Partial<Config>, options?: { dbPool?: { min: number; max: number } }): Promise<CoreContext>;
  dispose(): Promise<void>;
}

export async function createTestEnvironment(extraEnv: Record<string, string> = {}): Promise<TestEnvironment> {
  const id = randomBytes(5).toString('hex');
  const databaseName = `fitrater_t_${id}`;
  const admin = createDb(withDatabase(baseDatabaseUrl(), 'postgres'), { min: 0, max: 1 });
  try {
    await admin.raw(`create database ${databaseName} template ${templateDatabase()}`);
    // A test database is thrown away: a commit need not wait for its WAL to reach the disk (16 ms a
    // commit against 3 ms on the shared machine). Nothing is lost unless Postgres itself crashes, and
    // the test that crashes Postgres runs its own server. Only this database; the server keeps fsync.
    await admin.raw(`alter database ${databaseName} set synchronous_commit = off`);
  } finally {
    await admin.destroy();
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'fitrater-test-'));
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    DATABASE_URL: withDatabase(baseDatabaseUrl(), databaseName),
    REDIS_URL: testRedisUrl(),
    REDIS_PREFIX: `t${id}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    PORT: '0',
    // Limits are tested on their own (RATE_LIMIT_SCALE=1); elsewhere they would only throttle the tests.
    RATE_LIMIT_SCALE: '100',
    // Every test client connects from 127.0.0.1: the per-address caps are tested on their own.
    HTTP_MAX_CONNECTIONS_PER_ADDRESS: '100000',
    WS_MAX_PER_ADDRESS: '100000',
    ...extraEnv,
  };
  const config = loadConfig(env);
  const contexts: CoreContext[] = [];
  const context: TestEnvironment['context'] = (overrides = {}, options = {}) => {
    const ctx = createCoreContext({ ...config, ...overrides }, { dbPool: options.dbPool ?? { min: 0, max: 5 } });
    contexts.push(ctx);
    return ctx;
  };
  return {
    config,
    env,
    databaseName,
    dataDir,
    context,
    async readyContext(overrides = {}, options = {}) {
      const ctx = context(overrides, options);
      await waitForRedis(ctx.redis, 10_000);
      return ctx;
    },
    async dispose() {
      await Promise.all(contexts.map((c) => c.close()));
      // Clean the real Redis even when this environment pointed the app at an unreachable one.
      const redis = createRedis(testRedisUrl(), 'blocking');
      try {
        await deleteKeysWithPrefix(redis, config.redisPrefix);
      } finally {
        redis.disconnect();
      }
      const adminAgain = createDb(withDatabase(baseDatabaseUrl(), 'postgres'), { min: 0, max: 1 });
      try {
        await adminAgain.raw(`drop database if exists ${databaseName} with (force)`);
      } finally {
        await adminAgain.destroy();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Makes sure the database server itself accepts connections (used by globalSetup). */
export async function assertTestServices(): Promise<void> {
  await ensureDatabase(withDatabase(baseDatabaseUrl(), 'postgres')).catch((error: Error) => {
    throw new Error(`Postgres is not reachable at ${baseDatabaseUrl()}: ${error.message}`);
  });
}
