import { useSWRConfig } from 'swr';
import { useRealtimeEvent } from '../../lib/use-realtime';
import { isRatingDependentKey, ratingKey } from './keys';

/**
 * Keeps the SWR cache in step with the rating pipeline wherever the user is:
 * a finished rating refreshes usage, history, profile counters, analytics,
 * insights and achievements; a failed one gives its quota unit back (usage);
 * a rendered share card updates the rating it belongs to.
 */
export function RatingCacheSync() {
  const { mutate } = useSWRConfig();
  useRealtimeEvent('rating.done', ({ ratingId, result }) => {
    void mutate(ratingKey(ratingId), result, { revalidate: false });
    void mutate(isRatingDependentKey);
  });
  useRealtimeEvent('rating.failed', () => void mutate(isRatingDependentKey));
  useRealtimeEvent('card.ready', ({ ratingId, cardUrl }) => {
    void mutate(ratingKey(ratingId), (current: { cardUrl: string | null } | undefined) => (current ? { ...current, cardUrl } : current), { revalidate: false });
  });
  return null;
}
