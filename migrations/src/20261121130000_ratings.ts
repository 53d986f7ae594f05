import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.integer('day_streak').notNullable().defaultTo(0);
    t.date('last_rating_day');
  });

  await knex.schema.createTable('ratings', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    /** Client idempotency key (or the content hash): a double submit finds the same row. */
    t.string('request_key', 80).notNullable();
    t.string('status', 16).notNullable().defaultTo('queued');
    t.string('stage', 16).notNullable().defaultTo('queued');
    t.string('occasion', 24).notNullable();
    t.string('custom_occasion', 60);
    t.text('description');
    t.string('language', 8).notNullable().defaultTo('en');
    t.text('image_key');
    t.string('image_type', 16);
    t.text('prepared_image_key');
    t.text('card_key');
    /** sha256 of what the engine sees: image bytes, description, occasion, language. */
    t.string('content_hash', 64).notNullable();
    /** Calendar month (UTC) whose quota unit this rating holds, e.g. 2026-11; null once returned. */
    t.string('usage_period', 7);
    t.decimal('overall_rating', 3, 1);
    t.string('emoji', 16);
    t.text('summary');
    t.text('feedback');
    t.jsonb('components');
    t.float('confidence');
    t.string('engine', 16);
    t.integer('engine_ms');
    t.integer('day_streak').notNullable().defaultTo(0);
    t.boolean('is_new_day').notNullable().defaultTo(false);
    t.jsonb('new_badges').notNullable().defaultTo('[]');
    t.string('error_code', 40);
    t.text('error_message');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('completed_at', { useTz: true });
    t.check(`status in ('queued','processing','done','failed')`, [], 'ratings_status_check');
    t.unique(['user_id', 'request_key']);
    t.index(['user_id', 'created_at']);
  });

  await knex.schema.createTable('usage_counters', (t) => {
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('period', 7).notNullable();
    t.integer('used').notNullable().defaultTo(0);
    t.primary(['user_id', 'period']);
    t.check('used >= 0', [], 'usage_counters_used_check');
  });

  await knex.schema.createTable('user_badges', (t) => {
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('badge_id', 40).notNullable();
    t.uuid('rating_id').references('ratings.id').onDelete('SET NULL');
    t.timestamp('unlocked_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['user_id', 'badge_id']);
  });

  /** Same content, same engine → same answer (consistency), without calling the engine again. */
  await knex.schema.createTable('rating_cache', (t) => {
    t.string('content_hash', 64).notNullable();
    t.string('engine', 16).notNullable();
    t.jsonb('answer').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['content_hash', 'engine']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('rating_cache');
  await knex.schema.dropTableIfExists('user_badges');
  await knex.schema.dropTableIfExists('usage_counters');
  await knex.schema.dropTableIfExists('ratings');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('day_streak');
    t.dropColumn('last_rating_day');
  });
}
