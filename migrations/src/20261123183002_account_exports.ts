import type { Knex } from 'knex';

/** "Download my data": one row per requested archive; at most one pending per user. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('account_exports', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('status', 16).notNullable().defaultTo('pending');
    t.text('file_key');
    t.bigInteger('bytes');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('ready_at', { useTz: true });
    t.timestamp('expires_at', { useTz: true });
    t.check(`status in ('pending','ready','failed','expired')`, [], 'account_exports_status_check');
    t.index(['user_id', 'created_at']);
  });
  await knex.raw(`create unique index account_exports_one_pending on account_exports (user_id) where status = 'pending'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('account_exports');
}
