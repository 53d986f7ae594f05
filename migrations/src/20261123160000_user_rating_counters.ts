import type { Knex } from 'knex';

/**
 * The user's finished-rating counters live on the user row: the
 * profile read is then one primary-key query instead of an aggregate over the
 * ratings. saveRatingResult keeps them in step in the transaction that marks a
 * rating done; the backfill below starts them from the ratings already stored.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.integer('ratings_done').notNullable().defaultTo(0);
    // Sum of overall_rating (one decimal each): exact, so the average never drifts.
    t.decimal('rating_sum', 12, 1).notNullable().defaultTo(0);
  });
  await knex.raw(`
    update users set ratings_done = c.n, rating_sum = c.total
    from (select user_id, count(*)::int as n, coalesce(sum(overall_rating), 0) as total
          from ratings where status = 'done' group by user_id) c
    where c.user_id = users.id`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('ratings_done');
    t.dropColumn('rating_sum');
  });
}
