import { Command } from 'commander';
import { ensureDatabase, migrateLatest, migrateRollback, migrationStatus } from '@fitrater/platform';
import { withDatabase } from '../support/runtime';
import { formatTable, print, printJson } from '../support/output';

/** Registers `fitrater db …` on the program (subcommands inherit its settings). */
export function dbCommand(program: Command): void {
  const db = program.command('db').description('Database migrations');

  db.command('migrate')
    .description('Create the database if it is missing and apply every pending migration')
    .action(async (_options: unknown, command: Command) => {
      await withDatabase(command, async (knex, config, log) => {
        await ensureDatabase(config.databaseUrl, log);
        const applied = await migrateLatest(knex);
        print(applied.length === 0 ? 'Already up to date.' : `Applied ${applied.length} migration(s):\n${applied.map((n) => `  ${n}`).join('\n')}`);
      });
    });

  db.command('rollback')
    .description('Revert the last batch of migrations (or all with --all)')
    .option('--all', 'revert every migration')
    .action(async (options: { all?: boolean }, command: Command) => {
      await withDatabase(command, async (knex) => {
        const reverted = await migrateRollback(knex, options.all === true);
        print(reverted.length === 0 ? 'Nothing to roll back.' : `Rolled back ${reverted.length} migration(s):\n${reverted.map((n) => `  ${n}`).join('\n')}`);
      });
    });

  db.command('status')
    .description('List applied and pending migrations')
    .option('--json', 'print JSON')
    .action(async (options: { json?: boolean }, command: Command) => {
      await withDatabase(command, async (knex) => {
        const status = await migrationStatus(knex);
        if (options.json) return printJson(status);
        const rows = [
          ...status.applied.map((name) => ({ name, state: 'applied' })),
          ...status.pending.map((name) => ({ name, state: 'pending' })),
        ];
        if (rows.length > 0) print(formatTable(rows, [
          { header: 'MIGRATION', value: (r) => r.name },
          { header: 'STATE', value: (r) => r.state },
        ]));
        print(`${status.applied.length} applied, ${status.pending.length} pending.`);
      });
    });

}
