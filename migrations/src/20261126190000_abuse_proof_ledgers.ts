import type { Knex } from 'knex';

/**
 * Counters an abuser could reset by deleting or re-creating a row.
 *
 * Referrals become a ledger: deleting the referred account keeps its row (the referred user id
 * becomes null) with only what the monthly cap and the "one reward per address" rule need: the
 * referrer, a SHA-256 of the referred mailbox, the status and the times.
 *
 * Challenge entries keep their moderation when withdrawn (the row stays, marked withdrawn), and an
 * outfit an operator hid stays hidden in every challenge (`ratings.community_hidden_at`). Reports
 * carry the weight of the account that made them. The closet folder cap is decided by a trigger.
 * Chat photos record their stored size, for the member's chat media budget.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table referrals drop constraint referrals_referred_user_id_foreign');
  await knex.raw('alter table referrals alter column referred_user_id drop not null');
  await knex.raw('alter table referrals add constraint referrals_referred_user_id_foreign foreign key (referred_user_id) references users(id) on delete set null');
  await knex.schema.alterTable('referrals', (t) => {
    /** sha256('fitrater-referred:' || mailbox): one reward per mailbox, ever, whatever became of the account. */
    t.string('referred_mailbox_hash', 64).unique();
  });
  // The same mailbox rule as `mailboxOf` (core/src/community/referrals): lower case, no +tag, no dots for Gmail.
  await knex.raw(`
    update referrals r set referred_mailbox_hash = encode(sha256(convert_to('fitrater-referred:' || m.mailbox, 'UTF8')), 'hex')
    from (
      select id, case when split_part(lower(email), '@', 2) in ('gmail.com', 'googlemail.com')
        then replace(split_part(split_part(lower(email), '@', 1), '+', 1), '.', '') || '@gmail.com'
        else split_part(split_part(lower(email), '@', 1), '+', 1) || '@' || split_part(lower(email), '@', 2) end as mailbox
      from users
    ) m
    where m.id = r.referred_user_id
      and not exists (select 1 from referrals o where o.referred_mailbox_hash = encode(sha256(convert_to('fitrater-referred:' || m.mailbox, 'UTF8')), 'hex'))`);

  await knex.schema.alterTable('challenge_submissions', (t) => {
    /** Withdrawn by its owner: shown nowhere, but its moderation state stays for a re-entry. */
    t.timestamp('withdrawn_at', { useTz: true });
    /** Sum of the reports' weights (see challenge_reports.weight). */
    t.decimal('report_weight', 8, 2).notNullable().defaultTo(0);
  });
  await knex.schema.alterTable('challenge_reports', (t) => {
    /** How much this report counts: from 0.1 (brand-new account, no ratings) to 1 (established member). */
    t.decimal('weight', 4, 2).notNullable().defaultTo(1);
  });
  await knex.raw('update challenge_submissions s set report_weight = s.report_count');
  // The folder cap (FOLDERS_MAX in contracts) decided by the database: each insert takes the member's
  // folder lock and counts under it, so concurrent creates cannot all see 99. The lock is held only
  // until the inserting statement's transaction ends; the count runs on a fresh snapshot after it.
  await knex.raw(`
    create or replace function closet_folders_enforce_cap() returns trigger language plpgsql as $$
    begin
      perform pg_advisory_xact_lock(hashtext('closet-folders:' || new.user_id::text));
      if (select count(*) from closet_folders where user_id = new.user_id) >= 100 then
        raise exception 'a member keeps at most 100 closet folders' using errcode = 'check_violation', constraint = 'closet_folders_cap';
      end if;
      return new;
    end $$;
    create trigger closet_folders_cap before insert on closet_folders for each row execute function closet_folders_enforce_cap();`);

  await knex.schema.alterTable('chat_messages', (t) => {
    /** Size of the stored (downscaled) photo: the member's chat media budget is the sum. */
    t.integer('image_bytes');
  });

  await knex.schema.alterTable('ratings', (t) => {
    /** An operator hid this outfit from community pages: any entry of it, in any challenge, is hidden. */
    t.timestamp('community_hidden_at', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('chat_messages', (t) => t.dropColumn('image_bytes'));
  await knex.raw('drop trigger closet_folders_cap on closet_folders; drop function closet_folders_enforce_cap()');
  await knex.schema.alterTable('ratings', (t) => t.dropColumn('community_hidden_at'));
  await knex.schema.alterTable('challenge_reports', (t) => t.dropColumn('weight'));
  await knex('challenge_submissions').whereNotNull('withdrawn_at').delete();
  await knex.schema.alterTable('challenge_submissions', (t) => {
    t.dropColumn('report_weight');
    t.dropColumn('withdrawn_at');
  });
  await knex('referrals').whereNull('referred_user_id').delete();
  await knex.schema.alterTable('referrals', (t) => t.dropColumn('referred_mailbox_hash'));
  await knex.raw('alter table referrals drop constraint referrals_referred_user_id_foreign');
  await knex.raw('alter table referrals alter column referred_user_id set not null');
  await knex.raw('alter table referrals add constraint referrals_referred_user_id_foreign foreign key (referred_user_id) references users(id) on delete cascade');
}
