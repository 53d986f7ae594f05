import { STYLING_OCCASIONS, type StylingOccasion } from './occasions';

/**
 * Premium styling and trends: plain values shared by server, workers and web (no TypeBox here).
 * Ids are what the API takes; labels are the spec's §9 wording (the web translates them).
 */
export const STYLING_OCCASION_IDS = [
  'business-meeting', 'casual-weekend', 'date-night', 'wedding-guest', 'job-interview', 'brunch',
  'evening-party', 'travel', 'gym-workout', 'beach-pool', 'formal-dinner', 'concert-festival',
] as const;
export type StylingOccasionId = (typeof STYLING_OCCASION_IDS)[number];

/** Id → the §9 label, in the same order as STYLING_OCCASIONS. */
export const STYLING_OCCASION_LABELS = Object.fromEntries(
  STYLING_OCCASION_IDS.map((id, i) => [id, STYLING_OCCASIONS[i]!]),
) as Record<StylingOccasionId, StylingOccasion>;

export const WEATHER_IDS = ['sunny-warm', 'cool-breezy', 'rainy', 'cold-winter', 'hot-humid', 'mild-spring'] as const;
export type WeatherId = (typeof WEATHER_IDS)[number];

export const BODY_TYPES = ['petite', 'tall', 'curvy', 'athletic', 'plus-size', 'pear', 'apple', 'hourglass', 'rectangle'] as const;
export type BodyType = (typeof BODY_TYPES)[number];

/** What a styling request asks for. `describe` is the free-form POST /api/suggestions. */
export const STYLING_KINDS = ['generate', 'combine', 'suggest', 'describe', 'trends'] as const;
export type StylingKind = (typeof STYLING_KINDS)[number];

export const STYLING_STATUSES = ['queued', 'processing', 'done', 'failed'] as const;
export type StylingStatus = (typeof STYLING_STATUSES)[number];

/** Stages saved on the request row as they happen (the socket events are the fast path). */
export const STYLING_STAGES = ['queued', 'reading', 'composing', 'checking', 'saving', 'done', 'failed'] as const;
export type StylingStage = (typeof STYLING_STAGES)[number];
export const STYLING_STAGE_PERCENT: Record<StylingStage, number> = {
  queued: 5, reading: 20, composing: 50, checking: 75, saving: 90, done: 100, failed: 100,
};

/** The combiner builds from outfits rated at least this, and needs at least this many of them. */
export const COMBINE_MIN_RATING = 7;
export const COMBINE_MIN_OUTFITS = 2;

export const TREND_CATEGORIES = ['clothing', 'accessories', 'colors', 'patterns', 'footwear'] as const;
export type TrendCategory = (typeof TREND_CATEGORIES)[number];
export const TREND_SEASONS = ['spring', 'summer', 'fall', 'winter', 'year-round'] as const;
export type TrendSeason = (typeof TREND_SEASONS)[number];
export const TREND_LEVELS = ['emerging', 'rising', 'peak', 'declining'] as const;
export type TrendLevel = (typeof TREND_LEVELS)[number];
export const TREND_TIMEFRAMES = ['current', 'next_season'] as const;
export type TrendTimeframe = (typeof TREND_TIMEFRAMES)[number];
/** The home Trends tab shows at most this many. */
export const CURRENT_TRENDS_MAX = 5;

/** Style preference options (§9). */
export const PREFERENCE_BODY_TYPES = ['pear', 'apple', 'hourglass', 'rectangle', 'athletic'] as const;
export const LIFESTYLES = ['professional', 'casual', 'active', 'social', 'creative'] as const;
export type Lifestyle = (typeof LIFESTYLES)[number];
export const BUDGET_RANGES = ['budget-friendly', 'mid-range', 'luxury'] as const;
export type BudgetRange = (typeof BUDGET_RANGES)[number];
export const SIZE_FITS = ['regular', 'petite', 'plus', 'tall'] as const;
export type SizeFit = (typeof SIZE_FITS)[number];
/** Longest list and item a preference list keeps. */
export const PREFERENCE_LIST_MAX = 20;
export const PREFERENCE_ITEM_MAX_LENGTH = 40;

/** "a, b,, c " → ['a', 'b', 'c']: trimmed, empties dropped, duplicates removed (§5). */
export function splitPreferenceList(value: string | readonly string[]): string[] {
  const parts = typeof value === 'string' ? value.split(',') : value.flatMap((v) => v.split(','));
  return [...new Set(parts.map((p) => p.trim()).filter((p) => p.length > 0))];
}
