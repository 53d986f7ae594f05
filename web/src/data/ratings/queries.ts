import useSWR from 'swr';
import type { Achievement, Analytics, Rating, StyleInsights, Usage } from '@fitrater/contracts';
import { ACHIEVEMENTS_KEY, ANALYTICS_KEY, INSIGHTS_KEY, OUTFITS_KEY, USAGE_KEY } from './keys';

/** Read models of the rating screens, one SWR entry each (kept fresh by RatingCacheSync). */
export const useUsage = () => useSWR<Usage>(USAGE_KEY);
export const useAnalytics = () => useSWR<Analytics>(ANALYTICS_KEY);
export const useStyleInsights = () => useSWR<StyleInsights>(INSIGHTS_KEY);
export const useAchievements = () => useSWR<Achievement[]>(ACHIEVEMENTS_KEY);
/** Every finished outfit, newest first (at most 500): facts for milestones, filters and recent ratings. */
export const useOutfits = () => useSWR<Rating[]>(OUTFITS_KEY);

/** Free users at or over the limit see the limit view; premium members have their own (higher) cap. */
export function isLimitReached(usage: Pick<Usage, 'used' | 'limit'> | undefined): boolean {
  return Boolean(usage && usage.used >= usage.limit);
}
