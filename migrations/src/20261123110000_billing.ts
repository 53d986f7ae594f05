import type { Knex } from 'knex';

/**
 * Premium that can be bought: our payment transactions (one per
 * checkout), the sandbox provider's own ledger, refund requests, and the
 * membership flags on users (cancelled, reminder and expiry notice sent).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('payment_transactions', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    /** Our reference, sent to the provider as tx_ref and returned on its redirect. */
    t.string('reference', 64).notNullable().unique();
    t.string('provider', 16).notNullable();
    /** The provider's own id of the charge, known once verified. */
    t.string('provider_transaction_id', 64);
    t.integer('amount_minor').notNullable();
    t.string('currency', 3).notNullable();
    t.string('status', 16).notNullable().defaultTo('pending');
    t.text('payment_url');
    t.string('failure_reason', 64);
    /** Set once, in the transaction that extended premium: the grant happened exactly once. */
    t.timestamp('granted_at', { useTz: true });
    t.timestamp('premium_until', { useTz: true });
    t.timestamp('verified_at', { useTz: true });
    t.timestamps(true, true);
    t.check(`status in ('pending','successful','failed','cancelled')`, [], 'payment_transactions_status_check');
    t.index(['user_id', 'created_at']);
    t.index(['status', 'created_at']);
  });
  // One grant per charge at the provider: a reused provider transaction cannot extend premium twice.
  await knex.raw(`create unique index payment_transactions_provider_tx_unique
    on payment_transactions (provider, provider_transaction_id) where provider_transaction_id is not null`);

  // The sandbox provider's ledger: what its hosted test checkout recorded, read back by verification.
  await knex.schema.createTable('sandbox_payments', (t) => {
    t.bigIncrements('id');
    t.string('tx_ref', 64).notNullable().unique();
    t.integer('amount_minor').notNullable();
    t.string('currency', 3).notNullable();
    t.string('customer_email', 254).notNullable();
    t.string('status', 16).notNullable().defaultTo('pending');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('completed_at', { useTz: true });
    t.check(`status in ('pending','successful','cancelled','failed')`, [], 'sandbox_payments_status_check');
  });

  await knex.schema.createTable('refund_requests', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.uuid('transaction_id').notNullable().unique().references('payment_transactions.id').onDelete('CASCADE');
    t.text('reason').notNullable();
    t.string('status', 16).notNullable().defaultTo('pending');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(`status in ('pending','approved','denied')`, [], 'refund_requests_status_check');
    t.index(['status', 'created_at']);
  });

  await knex.schema.alterTable('users', (t) => {
    /** Set by "cancel": access kept to the period's end, no renewal reminder. A new payment clears it. */
    t.timestamp('premium_cancelled_at', { useTz: true });
    /** The expiry a renewal reminder / an expiry notice was sent for, so each goes once per period. */
    t.timestamp('premium_reminded_for', { useTz: true });
    t.timestamp('premium_expiry_notified_for', { useTz: true });
  });
  await knex.raw('create index users_premium_expires_at on users (premium_expires_at) where premium_expires_at is not null');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists users_premium_expires_at');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('premium_cancelled_at');
    t.dropColumn('premium_reminded_for');
    t.dropColumn('premium_expiry_notified_for');
  });
  await knex.schema.dropTable('refund_requests');
  await knex.schema.dropTable('sandbox_payments');
  await knex.schema.dropTable('payment_transactions');
}
