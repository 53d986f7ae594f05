import type { Knex } from 'knex';

/** The rating cache is purged by content hash when no rating uses it any more. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create index if not exists ratings_content_hash_idx on ratings (content_hash)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists ratings_content_hash_idx');
}
