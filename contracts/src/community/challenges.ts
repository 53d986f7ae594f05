/** Reactions of the weekly challenge (spec part 2 §9). */
export const VOTE_TYPES = ['like', 'love', 'fire'] as const;
export type VoteType = (typeof VOTE_TYPES)[number];

/**
 * Reports are weighed by the reporter's standing: a report counts fully from an account
 * REPORT_FULL_WEIGHT_AGE_DAYS old with REPORT_FULL_WEIGHT_RATINGS finished ratings, and
 * as little as REPORT_MIN_WEIGHT from a brand-new account with none. Entries with reports
 * wait in the operator's queue (`fitrater challenges reports`); an entry is hidden before
 * an operator decides only when the weights reach REPORT_WEIGHT_TO_HIDE (three established members).
 */
export const REPORT_WEIGHT_TO_HIDE = 3;
export const REPORT_FULL_WEIGHT_AGE_DAYS = 14;
export const REPORT_FULL_WEIGHT_RATINGS = 3;
export const REPORT_MIN_WEIGHT = 0.1;
/** A vote counts in the tallies, the leaderboard and the winner once its voter has this many finished ratings. */
export const VOTE_MIN_FINISHED_RATINGS = 1;
export const LEADERBOARD_SIZE = 10;

const WEEK_MS = 7 * 86_400_000;

/** Monday 00:00 UTC of the week holding `at`. */
export function weekStartOf(at: Date): Date {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * 86_400_000);
}

/** 'YYYY-MM-DD' of that Monday: the challenge's key and job id. */
export const weekKey = (at: Date) => weekStartOf(at).toISOString().slice(0, 10);

/** Deterministic rotation: the n-th week since 1970-01-05 (a Monday) takes theme n mod count. */
export function themeIndexForWeek(weekStart: Date, count: number): number {
  const n = Math.round((weekStart.getTime() - Date.UTC(1970, 0, 5)) / WEEK_MS);
  return ((n % count) + count) % count;
}

export const nextWeekStart = (weekStart: Date) => new Date(weekStart.getTime() + WEEK_MS);
