import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, migrationStatus } from '@fitrater/platform';
import { createTestEnvironment, type TestEnvironment } from '@fitrater/test-support';
import { runCliInProcess } from '../support/cli-harness';

let MIGRATION_NAMES: string[];
let env: TestEnvironment;
const run = (...args: string[]) => runCliInProcess(args, env.env);

beforeAll(async () => {
  env = await createTestEnvironment();
  MIGRATION_NAMES = (await migrationStatus(env.context().db)).applied;
  expect(MIGRATION_NAMES.length).toBeGreaterThan(0);
});
afterAll(async () => {
  await env?.dispose();
});

describe('fitrater db', () => {
  it('status lists every migration as applied on a migrated database', async () => {
    const res = await run('db', 'status', '--json');
    expect(res.code).toBe(0);
    expect(JSON.parse(res.stdout)).toEqual({ applied: MIGRATION_NAMES, pending: [] });

    const human = await run('db', 'status');
    expect(human.stdout).toMatch(/^MIGRATION\s+STATE$/m);
    expect(human.stdout).toContain(`${MIGRATION_NAMES.length} applied, 0 pending.`);
  });

  it('rollback reverts, status shows pending, migrate applies again', async () => {
    const back = await run('db', 'rollback', '--all');
    expect(back.code, back.stderr).toBe(0);
    expect(back.stdout).toContain(`Rolled back ${MIGRATION_NAMES.length} migration(s)`);

    const pending = await run('db', 'status', '--json');
    expect(JSON.parse(pending.stdout)).toEqual({ applied: [], pending: MIGRATION_NAMES });
    const db = env.context().db;
    expect(await db.schema.hasTable('users')).toBe(false);

    const nothing = await run('db', 'rollback');
    expect(nothing.stdout).toContain('Nothing to roll back.');

    const up = await run('db', 'migrate');
    expect(up.code, up.stderr).toBe(0);
    expect(up.stdout).toContain(`Applied ${MIGRATION_NAMES.length} migration(s)`);
    expect(await db.schema.hasTable('users')).toBe(true);

    const again = await run('db', 'migrate');
    expect(again.stdout.trim()).toBe('Already up to date.');
    expect(JSON.parse((await run('db', 'status', '--json')).stdout).pending).toEqual([]);
  });

  it('migrate creates the database when it does not exist yet', async () => {
    const name = `${env.databaseName}_fresh`;
    const url = new URL(env.config.databaseUrl);
    url.pathname = `/${name}`;
    try {
      const missing = await runCliInProcess(['db', 'status'], { ...env.env, DATABASE_URL: url.toString() });
      expect(missing.code).toBe(1);
      expect(missing.stderr.trim()).toBe(`error: Database "${name}" does not exist (run "fitrater db migrate" to create it)`);

      // The option wins over the environment.
      const res = await run('--database-url', url.toString(), 'db', 'migrate');
      expect(res.code, res.stderr).toBe(0);
      expect(res.stdout).toContain(`Applied ${MIGRATION_NAMES.length} migration(s)`);
      const status = await run('db', 'status', '--json', '--database-url', url.toString());
      expect(JSON.parse(status.stdout)).toEqual({ applied: MIGRATION_NAMES, pending: [] });
    } finally {
      url.pathname = '/postgres';
      const admin = createDb(url.toString(), { min: 0, max: 1 });
      await admin.raw(`drop database if exists "${name}" with (force)`).finally(() => admin.destroy());
    }
  });

  it('reports an unreachable server in one line without the password', async () => {
    const res = await runCliInProcess(['db', 'status'], { ...env.env, DATABASE_URL: 'postgres://admin:s3cret-pw@127.0.0.1:1/fitrater' });
    expect(res.code).toBe(1);
    expect(res.stdout).toBe('');
    expect(res.stderr).toBe('error: Postgres is not reachable at postgres://admin:***@127.0.0.1:1/fitrater (ECONNREFUSED)\n');
    expect(res.stderr).not.toContain('s3cret');
  });

  it('rejects an invalid DATABASE_URL naming the variable', async () => {
    const res = await runCliInProcess(['db', 'status'], { ...env.env, DATABASE_URL: 'mysql://root:hunter2@localhost/x' });
    expect(res.code).toBe(1);
    expect(res.stderr).toBe('error: Invalid configuration: DATABASE_URL must use postgres: or postgresql:, got "mysql:"\n');
  });
});
