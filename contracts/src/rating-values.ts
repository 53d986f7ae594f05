/**
 * The rating's plain values (no schema builder), safe for the browser bundle:
 * `values.ts` re-exports them for web.
 */
/** The four parts of an outfit every rating judges. */
export const RATING_COMPONENTS = ['top', 'bottom', 'footwear', 'accessories'] as const;
export type RatingComponent = (typeof RATING_COMPONENTS)[number];

export const RATING_STATUSES = ['queued', 'processing', 'done', 'failed'] as const;
export type RatingStatus = (typeof RATING_STATUSES)[number];

/** Stages saved on the row as they happen (the socket events are only the fast path). */
export const RATING_STAGES = ['queued', 'preparing', 'analysing', 'scoring', 'saving', 'done', 'failed'] as const;
export type RatingStage = (typeof RATING_STAGES)[number];

/** Progress shown for each stage. */
export const STAGE_PERCENT: Record<RatingStage, number> = {
  queued: 5, preparing: 20, analysing: 45, scoring: 75, saving: 90, done: 100, failed: 100,
};

export const DESCRIPTION_MAX_LENGTH = 1000;
export const CUSTOM_OCCASION_MAX_LENGTH = 60;
export const SUMMARY_MAX_LENGTH = 300;
export const FEEDBACK_MAX_LENGTH = 2000;

/** One decimal, clamped to 0–10: how every score is stored and shown. */
export function roundScore(value: number): number {
  return Math.round(Math.min(10, Math.max(0, value)) * 10) / 10;
}
