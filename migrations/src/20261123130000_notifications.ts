import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  /** The VAPID key pair generated on first start when none is configured; one row, kept so subscriptions survive restarts. */
  await knex.schema.createTable('vapid_keys', (t) => {
    t.integer('id').primary();
    t.text('public_key').notNullable();
    t.text('private_key').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check('id = 1', [], 'vapid_keys_single_row');
  });

  await knex.schema.createTable('push_subscriptions', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    /** One browser subscription belongs to one account; subscribing again from another account moves it. */
    t.text('endpoint').notNullable().unique();
    t.text('p256dh').notNullable();
    t.text('auth').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('last_sent_at', { useTz: true });
    t.index(['user_id']);
  });

  /** Per-kind opt-outs and the time zone; no row means the defaults (everything on, UTC). */
  await knex.schema.createTable('notification_settings', (t) => {
    t.uuid('user_id').primary().references('users.id').onDelete('CASCADE');
    t.boolean('morning_tip').notNullable().defaultTo(true);
    t.boolean('streak_reminder').notNullable().defaultTo(true);
    t.boolean('app_updates').notNullable().defaultTo(true);
    t.boolean('premium_tips').notNullable().defaultTo(true);
    t.string('time_zone', 64).notNullable().defaultTo('UTC');
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['time_zone']);
  });

  await knex.schema.createTable('broadcasts', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.string('kind', 24).notNullable();
    /** What to say: admin text, features, tip index; rendered per recipient language at send time. */
    t.jsonb('content').notNullable();
    /** Who: {all:true} | {userId} | {timeZones:[…]}. */
    t.jsonb('audience').notNullable();
    t.string('status', 16).notNullable().defaultTo('queued');
    /** 'admin', 'cli', 'scheduler'. */
    t.string('source', 16).notNullable();
    t.uuid('created_by').references('users.id').onDelete('SET NULL');
    /** Scheduler tick (e.g. morning-tip:2026-11-23T07-00): two schedulers create one broadcast. */
    t.string('dedupe_key', 80).unique();
    t.integer('recipients').notNullable().defaultTo(0);
    t.integer('targeted').notNullable().defaultTo(0);
    t.integer('sent').notNullable().defaultTo(0);
    t.integer('failed').notNullable().defaultTo(0);
    t.boolean('fanout_done').notNullable().defaultTo(false);
    t.text('error');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('completed_at', { useTz: true });
    t.check(`status in ('queued','sending','done','failed')`, [], 'broadcasts_status_check');
    t.index(['created_at']);
  });

  /** The in-app inbox: every recipient gets a row, so users who deny push still see it. */
  await knex.schema.createTable('notifications', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.uuid('broadcast_id').references('broadcasts.id').onDelete('CASCADE');
    t.string('kind', 24).notNullable();
    t.text('title').notNullable();
    t.text('body').notNullable();
    t.text('url');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('read_at', { useTz: true });
    t.unique(['broadcast_id', 'user_id']);
    t.index(['user_id', 'created_at']);
  });

  /**
   * One row per broadcast and subscription, claimed before the request goes out:
   * a retried job never sends the same notification to the same subscription twice.
   */
  await knex.schema.createTable('push_deliveries', (t) => {
    t.uuid('broadcast_id').notNullable().references('broadcasts.id').onDelete('CASCADE');
    /** No foreign key: a 404/410 deletes the subscription and the delivery row keeps the outcome. */
    t.uuid('subscription_id').notNullable();
    t.string('status', 12).notNullable();
    t.integer('attempts').notNullable().defaultTo(0);
    t.integer('http_status');
    t.text('error');
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['broadcast_id', 'subscription_id']);
    t.check(`status in ('sending','sent','failed','gone')`, [], 'push_deliveries_status_check');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('push_deliveries');
  await knex.schema.dropTableIfExists('notifications');
  await knex.schema.dropTableIfExists('broadcasts');
  await knex.schema.dropTableIfExists('notification_settings');
  await knex.schema.dropTableIfExists('push_subscriptions');
  await knex.schema.dropTableIfExists('vapid_keys');
}
