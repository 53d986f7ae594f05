/**
 * The rating contracts the browser needs at run time, for the rating screens
 * (lazy chunks only). `rating.ts`, `achievements.ts` and the API schemas build
 * TypeBox schemas at module load, which would add ~21 KiB gzip of schema
 * builder to every rating screen; the few plain values they hold are mirrored
 * here instead, and `rating-contracts.test.ts` fails the moment a mirror
 * drifts from its contract. Types come straight from the contracts.
 */
import type { RatingComponent, RatingStage } from '@fitrater/contracts';

export { RATING_OCCASIONS, DEFAULT_OCCASION, isRatingOccasion, type RatingOccasion } from '@fitrater/contracts/src/occasions';
export { HEADLINES, headlineKey, EVERYDAY_LABEL, OCCASION_LABELS, occasionLabel, type HeadlineKey } from '@fitrater/contracts/src/i18n/rating-copy';
export { RATING_IMAGE_MAX_BYTES, SUPPORTED_IMAGE_TYPES } from '@fitrater/contracts/src/limits';
export type {
  Rating, RatingStage, RatingStatus, RatingComponent, RatingComponents, ComponentAssessment, NewBadge, Usage, Analytics,
  StyleInsights, StyleInsight, InsightType, Achievement, AchievementIcon, AchievementRarity, RatingList, CreateRatingReply, OccasionGroup,
} from '@fitrater/contracts';

/** Mirror of contracts `RATING_COMPONENTS`. */
export const RATING_COMPONENTS: readonly RatingComponent[] = ['top', 'bottom', 'footwear', 'accessories'];
/** Mirror of contracts `RATING_STAGES`. */
export const RATING_STAGES: readonly RatingStage[] = ['queued', 'preparing', 'analysing', 'scoring', 'saving', 'done', 'failed'];
/** Mirror of contracts `STAGE_PERCENT`. */
export const STAGE_PERCENT: Readonly<Record<RatingStage, number>> = {
  queued: 5, preparing: 20, analysing: 45, scoring: 75, saving: 90, done: 100, failed: 100,
};
/** Mirrors of contracts `DESCRIPTION_MAX_LENGTH`, `CUSTOM_OCCASION_MAX_LENGTH`, `INSIGHTS_MIN_OUTFITS`. */
export const DESCRIPTION_MAX_LENGTH = 1000;
export const CUSTOM_OCCASION_MAX_LENGTH = 60;
export const INSIGHTS_MIN_OUTFITS = 3;
/** Mirror of the ids of contracts `ACHIEVEMENTS` (the web app localises badges by id). */
export const ACHIEVEMENT_IDS = ['first-rating', 'ratings-10', 'ratings-50', 'streak-3', 'streak-7', 'streak-30', 'score-9', 'all-occasions', 'weekly-winner'] as const;
/** Mirror of the keys of contracts `OCCASION_GROUPS`. */
export const OCCASION_GROUP_IDS = ['everyday', 'work', 'celebration', 'active', 'getaway'] as const;
