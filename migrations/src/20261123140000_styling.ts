import type { Knex } from 'knex';

/** Premium styling requests (generator, combiner, per-rating advice, trend generation), preferences, trends and insights. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('styling_requests', (t) => {
    t.uuid('id').primary();
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('kind', 16).notNullable();
    t.string('status', 16).notNullable().defaultTo('queued');
    t.string('stage', 16).notNullable().defaultTo('queued');
    t.string('occasion', 60);
    t.string('weather', 16);
    t.string('body_type', 16);
    /** The rating a per-rating suggestion improves (kept when the rating is deleted: the advice stays readable). */
    t.uuid('outfit_id');
    /** Anything else the job needs (free description, season, timeframe). */
    t.jsonb('input').notNullable().defaultTo('{}');
    t.jsonb('result');
    t.string('engine', 16);
    t.integer('engine_ms');
    t.string('error_code', 40);
    t.text('error_message');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('completed_at', { useTz: true });
    t.index(['user_id', 'created_at']);
  });

  await knex.schema.createTable('style_preferences', (t) => {
    t.uuid('user_id').primary().references('users.id').onDelete('CASCADE');
    t.jsonb('preferred_styles').notNullable().defaultTo('[]');
    t.jsonb('preferred_colors').notNullable().defaultTo('[]');
    t.string('body_type', 16);
    t.string('lifestyle', 16);
    t.string('budget_range', 16);
    t.boolean('sustainability_pref').notNullable().defaultTo(false);
    t.jsonb('brand_preferences').notNullable().defaultTo('[]');
    t.jsonb('avoided_styles').notNullable().defaultTo('[]');
    t.string('size_fit', 16);
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('trends', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    /** Catalogue slug, or `ai-<hash>` for a trend an AI engine wrote. */
    t.string('slug', 80).notNullable().unique();
    t.string('name', 120).notNullable();
    t.text('description').notNullable();
    t.string('category', 16).notNullable();
    t.string('season', 16).notNullable();
    t.string('trend_level', 16).notNullable();
    t.float('confidence_score').notNullable();
    t.jsonb('tags').notNullable().defaultTo('[]');
    t.jsonb('colors').notNullable().defaultTo('[]');
    t.jsonb('occasions').notNullable().defaultTo('[]');
    /** Who wrote it: `catalogue` (local engine) or `openai`. */
    t.string('source', 16).notNullable();
    /** Shown while true; a refresh retires trends that left the calendar. */
    t.boolean('active').notNullable().defaultTo(true);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['active', 'category', 'season']);
  });

  await knex.schema.createTable('trend_insights', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.uuid('trend_id').notNullable().references('trends.id').onDelete('CASCADE');
    t.float('relevance_score').notNullable();
    t.text('personalized_description').notNullable();
    t.jsonb('how_to_wear').notNullable().defaultTo('[]');
    t.jsonb('shopping_tips').notNullable().defaultTo('[]');
    t.jsonb('budget_friendly_options').notNullable().defaultTo('[]');
    t.boolean('is_bookmarked').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['user_id', 'trend_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('trend_insights');
  await knex.schema.dropTableIfExists('trends');
  await knex.schema.dropTableIfExists('style_preferences');
  await knex.schema.dropTableIfExists('styling_requests');
}
