import type { Knex } from 'knex';

/**
 * The language a trend insight was written in (ten languages): a member who changes
 * language reads their insights re-written in the new one (trends.service re-personalises on read).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('trend_insights', (t) => {
    t.string('language', 8).notNullable().defaultTo('en');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('trend_insights', (t) => {
    t.dropColumn('language');
  });
}
