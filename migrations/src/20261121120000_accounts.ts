import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.string('email', 254).notNullable();
    t.string('name', 80).notNullable();
    t.text('password_hash').notNullable();
    t.string('role', 16).notNullable().defaultTo('user');
    t.string('language', 8).notNullable().defaultTo('en');
    t.text('profile_picture');
    t.timestamp('premium_expires_at', { useTz: true });
    t.string('welcome_email_status', 16).notNullable().defaultTo('disabled');
    t.timestamps(true, true);
    t.check(`role in ('user','admin')`, [], 'users_role_check');
    t.check(`welcome_email_status in ('sending','sent','failed','disabled')`, [], 'users_welcome_status_check');
  });
  await knex.raw('create unique index users_email_unique on users (lower(email))');

  await knex.schema.createTable('pending_registrations', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.string('email', 254).notNullable();
    t.string('name', 80).notNullable();
    t.text('password_hash').notNullable();
    t.string('language', 8).notNullable().defaultTo('en');
    t.timestamp('last_code_sent_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['email']);
  });

  // One table for every one-time code. subject_id is a pending registration (verify_email) or a user (reset_password).
  await knex.schema.createTable('auth_codes', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.string('purpose', 24).notNullable();
    t.uuid('subject_id').notNullable();
    t.text('code_hash').notNullable();
    t.integer('attempts').notNullable().defaultTo(0);
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('consumed_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(`purpose in ('verify_email','reset_password')`, [], 'auth_codes_purpose_check');
  });
  // At most one live code per subject and purpose: issuing a new one deletes the old one first.
  await knex.raw('create unique index auth_codes_live_unique on auth_codes (purpose, subject_id) where consumed_at is null');

  await knex.schema.createTable('sessions', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('token_hash', 64).notNullable().unique();
    t.string('user_agent', 512);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('last_used_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('revoked_at', { useTz: true });
    t.string('revoked_reason', 32);
    t.index(['user_id']);
  });

  await knex.schema.createTable('mail_outbox', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').references('users.id').onDelete('CASCADE');
    t.string('to_address', 254).notNullable();
    t.string('kind', 32).notNullable();
    t.string('language', 8).notNullable();
    t.text('subject').notNullable();
    t.text('text_body').notNullable();
    t.text('html_body').notNullable();
    t.string('status', 16).notNullable().defaultTo('queued');
    t.integer('attempts').notNullable().defaultTo(0);
    t.string('provider', 16);
    t.text('provider_message_id');
    t.text('last_error');
    t.timestamp('sent_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(`status in ('queued','sending','sent','failed')`, [], 'mail_outbox_status_check');
    t.index(['to_address', 'created_at']);
  });

  await knex.schema.createTable('install_logs', (t) => {
    t.bigIncrements('id');
    t.string('device_type', 16).notNullable();
    t.string('user_agent', 512).notNullable();
    t.timestamp('client_timestamp', { useTz: true }).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('install_logs');
  await knex.schema.dropTableIfExists('mail_outbox');
  await knex.schema.dropTableIfExists('sessions');
  await knex.schema.dropTableIfExists('auth_codes');
  await knex.schema.dropTableIfExists('pending_registrations');
  await knex.schema.dropTableIfExists('users');
}
