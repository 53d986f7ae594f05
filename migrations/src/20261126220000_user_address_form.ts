import type { Knex } from 'knex';

/**
 * How the stylist addresses the member in languages whose verbs and pronouns mark the addressee's
 * gender (Arabic). Everyone starts with the neutral plural-polite form; the member may choose the
 * feminine or masculine form in settings.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => t.string('address_form', 10).notNullable().defaultTo('neutral'));
  await knex.raw(`alter table users add constraint users_address_form_check check (address_form in ('neutral', 'feminine', 'masculine'))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => t.dropColumn('address_form'));
}
