import { CHALLENGE_THEMES, nextWeekStart, themeIndexForWeek, weekStartOf } from '@fitrater/contracts';
import type { Knex } from 'knex';
import type { CoreContext } from '../../context';
import { closeChallenge, dueChallengeIds, insertWeekChallenge } from './challenge.repository';

export const WEEKLY_WINNER_BADGE = 'weekly-winner';

/**
 * Creates the challenge of the week holding `at` unless it exists. The unique
 * week_start makes this safe to run twice (two schedulers, a retried job, a
 * request racing the job): one challenge per week, always the same theme.
 */
export async function ensureChallengeForWeek(db: Knex, at: Date): Promise<void> {
  const start = weekStartOf(at);
  const theme = CHALLENGE_THEMES[themeIndexForWeek(start, CHALLENGE_THEMES.length)]!;
  await insertWeekChallenge(db, { weekStart: start.toISOString().slice(0, 10), themeId: theme.id, startsAt: start, endsAt: nextWeekStart(start) });
}

/**
 * Closes every challenge that has ended: the entry with most votes wins (ties:
 * earliest entry; only votes that count (`countedVotes`); hidden, withdrawn and vote-less entries cannot win) and its
 * owner gets the Weekly Winner badge. Each challenge closes once (row lock + closed_at).
 */
export async function closeEndedChallenges(ctx: CoreContext, now: Date): Promise<number> {
  let closed = 0;
  for (const id of await dueChallengeIds(ctx.db, now)) {
    if (await closeChallenge(ctx.db, id, now, WEEKLY_WINNER_BADGE)) closed += 1;
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
