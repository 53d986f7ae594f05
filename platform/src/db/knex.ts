import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import { knexSnakeCaseMappers } from 'objection';
import { migrations } from '@fitrater/migrations';

export type Db = Knex;

// DATE stays 'YYYY-MM-DD' (the default turns it into local midnight, which shifts days across time
// zones); NUMERIC scores like 8.5 become numbers (they fit a double exactly enough for one decimal).
pg.types.setTypeParser(pg.types.builtins.DATE, (value: string) => value);
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value: string) => Number.parseFloat(value));

/** Where knex's own warnings go; its default prints them, with stack traces, to stdout. */
export type DbLog = Knex.Config['log'];

export function createDb(databaseUrl: string, pool: { min: number; max: number } = { min: 0, max: 10 }, log?: DbLog): Db {
  return knexFactory({
    client: 'pg',
    connection: { connectionString: databaseUrl, connectionTimeoutMillis: 5000 },
    pool,
    acquireConnectionTimeout: 5000,
    ...(log ? { log } : {}),
    // Columns are snake_case in SQL and camelCase in code, for knex and objection alike.
    ...knexSnakeCaseMappers(),
  });
}

class StaticMigrationSource implements Knex.MigrationSource<string> {
  async getMigrations(): Promise<string[]> {
    return migrations.map(([name]) => name);
  }
  getMigrationName(name: string): string {
    return name;
  }
  async getMigration(name: string): Promise<Knex.Migration> {
    const found = migrations.find(([n]) => n === name);
    if (!found) throw new Error(`Unknown migration ${name}`);
    return found[1];
  }
}

const migrationConfig = (): Knex.MigratorConfig => ({
  migrationSource: new StaticMigrationSource(),
  tableName: 'knex_migrations',
});

export async function migrateLatest(db: Db): Promise<string[]> {
  const [, applied] = (await db.migrate.latest(migrationConfig())) as [number, string[]];
  return applied;
}

export async function migrateRollback(db: Db, all = false): Promise<string[]> {
  const [, reverted] = (await db.migrate.rollback(migrationConfig(), all)) as [number, string[]];
  return reverted;
}

export interface MigrationStatus {
  applied: string[];
  pending: string[];
}

export async function migrationStatus(db: Db): Promise<MigrationStatus> {
  const [completed, pending] = (await db.migrate.list(migrationConfig())) as [Array<{ name: string }>, Array<{ file: string } | string>];
  return {
    applied: completed.map((m) => m.name),
    pending: pending.map((m) => (typeof m === 'string' ? m : m.file)),
  };
}

/** Creates the database named in the URL when the server is reachable but the database is not there yet. */
export async function ensureDatabase(databaseUrl: string, log?: DbLog): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`Database name "${name}" must be letters, digits and _`);
  url.pathname = '/postgres';
  const admin = createDb(url.toString(), { min: 0, max: 1 }, log);
  try {
    const { rows } = await admin.raw<{ rows: unknown[] }>('select 1 from pg_database where datname = ?', [name]);
    if (rows.length === 0) await admin.raw(`create database "${name}"`);
  } finally {
    await admin.destroy();
  }
}
