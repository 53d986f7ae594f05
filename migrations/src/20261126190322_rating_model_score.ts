import type { Knex } from 'knex';

/**
 * With the openai engine the final score blends the built-in engine's judgement and the model's:
 * the model's own score is kept beside the blend (ratings and the content cache, so a cached
 * answer keeps it), and a rating the built-in engine answered in the model's place keeps why.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('ratings', (t) => {
    t.float('model_rating');
    t.string('engine_fallback', 16);
  });
  await knex.schema.alterTable('rating_cache', (t) => {
    t.float('model_rating');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('ratings', (t) => {
    t.dropColumn('model_rating');
    t.dropColumn('engine_fallback');
  });
  await knex.schema.alterTable('rating_cache', (t) => {
    t.dropColumn('model_rating');
  });
}
