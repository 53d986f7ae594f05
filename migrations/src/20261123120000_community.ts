import type { Knex } from 'knex';

/** Virtual closet, weekly challenges and referrals. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('closet_folders', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('name', 60).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  // Names are unique per user ignoring case: the database decides, so two concurrent creates cannot both win.
  await knex.raw('create unique index closet_folders_name_unique on closet_folders (user_id, lower(name))');

  await knex.schema.createTable('closet_folder_outfits', (t) => {
    t.uuid('folder_id').notNullable().references('closet_folders.id').onDelete('CASCADE');
    // Deleting a rating takes it out of every folder; deleting a folder leaves the rating in history.
    t.uuid('rating_id').notNullable().references('ratings.id').onDelete('CASCADE');
    t.timestamp('added_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['folder_id', 'rating_id']);
  });

  await knex.schema.createTable('challenges', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    /** Monday (UTC) the challenge starts: one challenge per week, whatever runs the rotation. */
    t.date('week_start').notNullable().unique();
    t.string('theme_id', 40).notNullable();
    t.timestamp('starts_at', { useTz: true }).notNullable();
    t.timestamp('ends_at', { useTz: true }).notNullable();
    t.uuid('winner_submission_id');
    t.uuid('winner_user_id').references('users.id').onDelete('SET NULL');
    t.timestamp('closed_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('challenge_submissions', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('challenge_id').notNullable().references('challenges.id').onDelete('CASCADE');
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    // Deleting the rating withdraws the entry (and hides its photo again).
    t.uuid('rating_id').notNullable().references('ratings.id').onDelete('CASCADE');
    t.timestamp('submitted_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.integer('report_count').notNullable().defaultTo(0);
    t.timestamp('hidden_at', { useTz: true });
    /** 'reports' (3 reports, waiting for an operator) or 'operator'. */
    t.string('hidden_reason', 16);
    /** An operator restored it: further reports no longer hide it automatically. */
    t.timestamp('reviewed_at', { useTz: true });
    t.unique(['challenge_id', 'user_id']);
    t.index(['challenge_id', 'submitted_at']);
  });

  await knex.schema.createTable('challenge_votes', (t) => {
    t.uuid('submission_id').notNullable().references('challenge_submissions.id').onDelete('CASCADE');
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('vote_type', 8).notNullable();
    t.timestamp('voted_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['submission_id', 'user_id']);
    t.check(`vote_type in ('like','love','fire')`, [], 'challenge_votes_type_check');
  });

  await knex.schema.createTable('challenge_reports', (t) => {
    t.uuid('submission_id').notNullable().references('challenge_submissions.id').onDelete('CASCADE');
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['submission_id', 'user_id']);
  });

  await knex.schema.createTable('referral_codes', (t) => {
    t.uuid('user_id').primary().references('users.id').onDelete('CASCADE');
    t.string('code', 16).notNullable().unique();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('referrals', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('referrer_id').notNullable().references('users.id').onDelete('CASCADE');
    // A person can be referred once.
    t.uuid('referred_user_id').notNullable().unique().references('users.id').onDelete('CASCADE');
    t.string('status', 16).notNullable().defaultTo('pending');
    /** True when completing it earned the referrer a credit (false past the monthly cap). */
    t.boolean('rewarded').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('completed_at', { useTz: true });
    t.check(`status in ('pending','completed')`, [], 'referrals_status_check');
    t.index(['referrer_id', 'completed_at']);
  });

  await knex.schema.alterTable('users', (t) => {
    /** Free premium suggestions earned by referrals; spent by the styling suggestion route. */
    t.integer('free_suggestion_credits').notNullable().defaultTo(0);
    t.check('free_suggestion_credits >= 0', [], 'users_free_suggestion_credits_check');
  });
  await knex.schema.alterTable('pending_registrations', (t) => {
    t.string('referral_code', 16);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('pending_registrations', (t) => t.dropColumn('referral_code'));
  await knex.schema.alterTable('users', (t) => {
    t.dropChecks(['users_free_suggestion_credits_check']);
    t.dropColumn('free_suggestion_credits');
  });
  for (const table of ['referrals', 'referral_codes', 'challenge_reports', 'challenge_votes', 'challenge_submissions', 'challenges', 'closet_folder_outfits', 'closet_folders']) {
    await knex.schema.dropTableIfExists(table);
  }
}
