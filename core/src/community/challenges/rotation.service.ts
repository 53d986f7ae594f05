import { CHALLENGE_THEMES, nextWeekStart, themeIndexForWeek, weekStartOf } from '@fitrater/contracts';
import type { Knex } from 'knex';
import type { CoreContext } from '../../context';
import { countedVotes } from './member-standing';

export const WEEKLY_WINNER_BADGE = 'weekly-winner';

/**
 * Creates the challenge of the week holding `at` unless it exists. The unique
 * week_start makes this safe to run twice (two schedulers, a retried job, a
 * request racing the job): one challenge per week, always the same theme.
 */
export async function ensureChallengeForWeek(db: Knex, at: Date): Promise<void> {
  const start = weekStartOf(at);
  const theme = CHALLENGE_THEMES[themeIndexForWeek(start, CHALLENGE_THEMES.length)]!;
  await db('challenges')
    .insert({ weekStart: start.toISOString().slice(0, 10), themeId: theme.id, startsAt: start, endsAt: nextWeekStart(start) })
    .onConflict('weekStart')
    .ignore();
}

/**
 * Closes every challenge that has ended: the entry with most votes wins (ties:
 * earliest entry; only votes that count (`countedVotes`); hidden, withdrawn and vote-less entries cannot win) and its
 * owner gets the Weekly Winner badge. Each challenge closes once (row lock + closed_at).
 */
export async function closeEndedChallenges(ctx: CoreContext, now: Date): Promise<number> {
  const due = (await ctx.db('challenges').whereNull('closedAt').where('endsAt', '<=', now).select('id')) as Array<{ id: string }>;
  let closed = 0;
  for (const { id } of due) {
    await ctx.db.transaction(async (trx) => {
      const row = await trx('challenges').where({ id }).whereNull('closedAt').forUpdate().first();
      if (!row) return;
      const winner = (await trx('challenge_submissions as s')
        .join(trx.raw('? as v', [countedVotes(trx)]), 'v.submission_id', 's.id')
        .where('s.challenge_id', id)
        .whereNull('s.hidden_at')
        .whereNull('s.withdrawn_at')
        .groupBy('s.id')
        .select('s.id', 's.user_id')
        .orderByRaw('count(*) desc, s.submitted_at asc, s.id asc')
        .first()) as { id: string; userId: string } | undefined;
      await trx('challenges').where({ id }).update({ closedAt: now, winnerSubmissionId: winner?.id ?? null, winnerUserId: winner?.userId ?? null });
      if (winner) {
        await trx('user_badges').insert({ userId: winner.userId, badgeId: WEEKLY_WINNER_BADGE, unlockedAt: now }).onConflict(['userId', 'badgeId']).ignore();
      }
      closed += 1;
    });
  }
  return closed;
}

/** The `challenge.rotate` job: close what has ended, open this week's challenge. Idempotent. */
export async function rotateChallenges(ctx: CoreContext, at: Date = ctx.now()): Promise<{ closed: number }> {
  const closed = await closeEndedChallenges(ctx, at);
  await ensureChallengeForWeek(ctx.db, at);
  return { closed };
}
/** Re-exported for the scheduler (workers reach contracts through core). */
export { weekKey } from '@fitrater/contracts';
