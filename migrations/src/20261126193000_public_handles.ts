import type { Knex } from 'knex';

/**
 * The public handle shown on community pages instead of the member's name. Existing members get
 * one suggested from their first name (its letters and digits; "member" when too short or
 * reserved), numbered when several share it; the member can change it on the profile page.
 * Unique ignoring letter case. New members get theirs from `assignSuggestedHandle` (core/src/users).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => t.string('handle', 30));
  await knex.raw(`
    with base as (
      select id, created_at,
        left(coalesce(nullif(regexp_replace(split_part(btrim(normalize(name, NFKC)), ' ', 1), '[^[:alnum:]]', '', 'g'), ''), 'member'), 25) as word
      from users
    ), checked as (
      select id, created_at,
        case when char_length(word) < 2 or lower(word) ~ '(fitrater|^admin|^support|^moderator|^helpdesk|^staff$|^official$)' then 'member' else word end as word
      from base
    ), numbered as (
      select id, word, row_number() over (partition by lower(word) order by created_at, id) as n from checked
    )
    update users u set handle = case when n.n = 1 then n.word else n.word || n.n end
    from numbered n where n.id = u.id`);
  await knex.raw('create unique index users_handle_unique on users (lower(handle))');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists users_handle_unique');
  await knex.schema.alterTable('users', (t) => t.dropColumn('handle'));
}
