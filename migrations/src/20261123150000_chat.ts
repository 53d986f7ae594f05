import type { Knex } from 'knex';

/**
 * The stylist chat. A user message is stored `done`; the assistant's reply is inserted `streaming`
 * with empty text and grows as the worker streams it: `message` holds the text of deltas 1..`seq`,
 * so a client that reloads reads the text so far and continues from `seq` without gaps.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('chat_messages', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('role', 16).notNullable();
    t.text('message').notNullable().defaultTo('');
    t.string('personality', 16).notNullable();
    t.string('language', 8).notNullable().defaultTo('en');
    t.string('status', 16).notNullable().defaultTo('done');
    t.integer('seq').notNullable().defaultTo(0);
    /** For a reply: the user message it answers. */
    t.uuid('reply_to').references('chat_messages.id').onDelete('CASCADE');
    t.text('image_key');
    t.string('image_type', 16);
    t.string('engine', 16);
    t.string('error_code', 40);
    t.text('error_message');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('completed_at', { useTz: true });
    t.check(`role in ('user','assistant')`, [], 'chat_messages_role_check');
    t.check(`status in ('streaming','done','failed')`, [], 'chat_messages_status_check');
    t.check('seq >= 0', [], 'chat_messages_seq_check');
    t.index(['user_id', 'created_at', 'id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('chat_messages');
}
