import type { Knex } from 'knex';

/**
 * Every change to a user row or a usage counter notifies `fitrater_user_changed` with the
 * user's id. The api processes keep signed-in users' rows in memory and evict on
 * these notifications; a trigger catches every writer (api, workers, CLI, an operator's SQL),
 * where application-level invalidation would miss some. TRUNCATE says '*': evict everything.
 */
export const USER_CHANGED_CHANNEL = 'fitrater_user_changed';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create or replace function fitrater_notify_user_row() returns trigger language plpgsql as $$
    begin
      perform pg_notify('${USER_CHANGED_CHANNEL}', (case when tg_op = 'DELETE' then old.id else new.id end)::text);
      return null;
    end $$;
    create or replace function fitrater_notify_usage_row() returns trigger language plpgsql as $$
    begin
      perform pg_notify('${USER_CHANGED_CHANNEL}', (case when tg_op = 'DELETE' then old.user_id else new.user_id end)::text);
      return null;
    end $$;
    create or replace function fitrater_notify_all_users() returns trigger language plpgsql as $$
    begin
      perform pg_notify('${USER_CHANGED_CHANNEL}', '*');
      return null;
    end $$;
    create trigger users_notify_change after insert or update or delete on users
      for each row execute function fitrater_notify_user_row();
    create trigger users_notify_truncate after truncate on users
      for each statement execute function fitrater_notify_all_users();
    create trigger usage_counters_notify_change after insert or update or delete on usage_counters
      for each row execute function fitrater_notify_usage_row();
    create trigger usage_counters_notify_truncate after truncate on usage_counters
      for each statement execute function fitrater_notify_all_users();
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    drop trigger if exists users_notify_change on users;
    drop trigger if exists users_notify_truncate on users;
    drop trigger if exists usage_counters_notify_change on usage_counters;
    drop trigger if exists usage_counters_notify_truncate on usage_counters;
    drop function if exists fitrater_notify_user_row();
    drop function if exists fitrater_notify_usage_row();
    drop function if exists fitrater_notify_all_users();
  `);
}
