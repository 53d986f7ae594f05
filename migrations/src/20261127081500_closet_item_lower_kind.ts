import type { Knex } from 'knex';

/**
 * A closet item keeps the kind of a lower half (skirt, trousers, shorts; null when unknown or not a
 * bottom), so a look dressed from the closet scores an owned skirt as a skirt. The values are checked
 * here as the contracts list them (LOWER_KINDS); existing items stay null, named as they were.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('closet_items', (t) => t.string('lower_kind', 10).nullable());
  await knex.raw(`alter table closet_items add constraint closet_items_lower_kind_check check (lower_kind in ('skirt', 'trousers', 'shorts'))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('closet_items', (t) => t.dropColumn('lower_kind'));
}
