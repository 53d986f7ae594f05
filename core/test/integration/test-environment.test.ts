// The test harness's database: each environment gets its own clone of the migrated template, whose
// commits do not wait for the disk (a setting of that database, not the server's), and which is gone
// after dispose.
import { describe, expect, it } from 'vitest';
import { createTestEnvironment } from '@fitrater/test-support';

describe('a test environment database', () => {
  it('is a migrated clone whose commits do not wait for the disk (that database alone), dropped on dispose', async () => {
    const env = await createTestEnvironment();
    const ctx = env.context();
    try {
      const { rows: [setting] } = await ctx.db.raw<{ rows: { synchronous_commit: string }[] }>('show synchronous_commit');
      expect(setting!.synchronous_commit).toBe('off');
      const { rows: [database] } = await ctx.db.raw<{ rows: { name: string }[] }>('select current_database() as name');
      expect(database!.name).toBe(env.databaseName);
      expect(await ctx.db.schema.hasTable('users')).toBe(true);
      // Set on this database alone: not on the template it came from (nor, so, on the next clone's source).
      const { rows: settings } = await ctx.db.raw<{ rows: { name: string }[] }>(
        `select d.datname as name from pg_db_role_setting s join pg_database d on d.oid = s.setdatabase
          where 'synchronous_commit=off' = any(s.setconfig) and (d.datname = ? or d.datname like 'fitrater_test_template_%')`, [env.databaseName]);
      expect(settings.map((r) => r.name)).toEqual([env.databaseName]);
    } finally {
      await env.dispose();
    }
    const other = await createTestEnvironment();
    try {
      const { rows } = await other.context().db.raw<{ rows: unknown[] }>('select 1 from pg_database where datname = ?', [env.databaseName]);
      expect(rows).toHaveLength(0);
    } finally {
      await other.dispose();
    }
  });
});
