import {
  REPORT_FULL_WEIGHT_AGE_DAYS, REPORT_FULL_WEIGHT_RATINGS, REPORT_MIN_WEIGHT, VOTE_MIN_FINISHED_RATINGS,
} from '@fitrater/contracts';
import type { Knex } from 'knex';

const DAY_MS = 86_400_000;

/**
 * How much one member's report counts, from REPORT_MIN_WEIGHT (an account made today with no
 * finished rating) to 1 (old enough and active enough): the lesser of the two grows linearly.
 * Many fresh accounts therefore cannot hide an entry by themselves; they only queue it for an operator.
 */
export function reportWeight(member: { createdAt: Date; ratingsDone: number }, now: Date): number {
  const age = Math.min(1, Math.max(0, now.getTime() - member.createdAt.getTime()) / (REPORT_FULL_WEIGHT_AGE_DAYS * DAY_MS));
  const activity = Math.min(1, member.ratingsDone / REPORT_FULL_WEIGHT_RATINGS);
  const weight = REPORT_MIN_WEIGHT + (1 - REPORT_MIN_WEIGHT) * Math.min(age, activity);
  return Math.round(weight * 100) / 100;
}

export async function reporterWeight(db: Knex, userId: string, now: Date): Promise<number> {
  const row = await db('users').where({ id: userId }).select('createdAt', 'ratingsDone').first() as { createdAt: Date; ratingsDone: number } | undefined;
  return row ? reportWeight(row, now) : REPORT_MIN_WEIGHT;
}

/**
 * The votes that count in tallies, the leaderboard and the winner: those of members with at least
 * VOTE_MIN_FINISHED_RATINGS finished ratings. Votes of newer accounts are kept and start counting
 * as soon as their voter qualifies, so stuffing a challenge takes a real rating per account.
 */
export function countedVotes(db: Knex): Knex.Raw {
  return db.raw(
    '(select cv.submission_id, cv.user_id, cv.vote_type from challenge_votes cv join users vu on vu.id = cv.user_id where vu.ratings_done >= ?)',
    [VOTE_MIN_FINISHED_RATINGS],
  );
}
