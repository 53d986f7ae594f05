import type { Knex } from 'knex';

/**
 * An account export is a tracked job like a rating: its row keeps the stage the job reached, which a
 * reloading profile page reads. Finished exports (ready, expired) are at `done`, failed ones at `failed`.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('account_exports', (t) => t.string('stage', 20).notNullable().defaultTo('queued'));
  await knex.raw(`update account_exports set stage = case status when 'failed' then 'failed' when 'pending' then 'queued' else 'done' end`);
  await knex.raw(`alter table account_exports add constraint account_exports_stage_check check (stage in ('queued', 'collecting', 'packing', 'announcing', 'done', 'failed'))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('account_exports', (t) => t.dropColumn('stage'));
}
