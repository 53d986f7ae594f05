/**
 * SWR keys of everything a finished rating changes. Shared by the rating
 * screens and the app-wide cache sync, so both speak of the same entries.
 */
export const USAGE_KEY = '/api/usage';
export const ANALYTICS_KEY = '/api/user/analytics';
export const INSIGHTS_KEY = '/api/user/style-insights';
export const ACHIEVEMENTS_KEY = '/api/achievements';
/** Every finished outfit (facts for milestones, filters and recent ratings). */
export const OUTFITS_KEY = '/api/user/outfits';
export const RATINGS_PREFIX = '/api/ratings';

export const ratingKey = (id: string) => `${RATINGS_PREFIX}/${encodeURIComponent(id)}`;

/** Keys that a finished, failed or deleted rating makes stale. */
export function isRatingDependentKey(key: unknown): boolean {
  if (typeof key !== 'string') return false;
  return (
    key === USAGE_KEY || key === ANALYTICS_KEY || key === INSIGHTS_KEY || key === ACHIEVEMENTS_KEY || key === OUTFITS_KEY ||
    key === '/api/user/profile' || key.startsWith(`${RATINGS_PREFIX}?`) || key === RATINGS_PREFIX
  );
}
