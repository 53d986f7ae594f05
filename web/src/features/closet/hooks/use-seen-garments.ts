import { useEffect } from 'react';
import useSWR from 'swr';
import type { RatingGarmentsReply } from '@fitrater/contracts';
import { GARMENT_EXTRACT_STAGE_PERCENT } from '@fitrater/contracts/values';
import { ratingGarmentsKey } from '../../../lib/closet/closet-items';
import { realtime } from '../../../lib/realtime';
import { useRealtimeStatus } from '../../../lib/use-realtime';

const POLL_OFFLINE_MS = 2000;
const POLL_ONLINE_MS = 6000;
const running = (reply: RatingGarmentsReply | undefined) => reply?.status === 'queued' || reply?.status === 'processing';

/**
 * The pieces the engine saw in a rated photo. The first read starts the `closet.extract` job; its
 * socket events then move the progress and deliver the pieces, like a rating's. The row is polled
 * as the fallback (slowly while the socket is up, to cover a lost event; often without it).
 */
export function useSeenGarments(ratingId: string) {
  const status = useRealtimeStatus();
  const key = ratingGarmentsKey(ratingId);
  const swr = useSWR<RatingGarmentsReply>(key, {
    refreshInterval: (current) => (running(current) ? (status === 'open' ? POLL_ONLINE_MS : POLL_OFFLINE_MS) : 0),
    revalidateOnFocus: false,
  });
  const { mutate } = swr;

  useEffect(() => realtime.subscribe((event) => {
    if (event.type !== 'closet.extract.progress' && event.type !== 'closet.extract.done' && event.type !== 'closet.extract.failed') return;
    if (event.data.ratingId !== ratingId) return;
    void mutate((current) => {
      if (!current) return current;
      switch (event.type) {
        case 'closet.extract.progress': {
          const { stage, percent } = event.data;
          if (!running(current)) return current;
          return { ...current, status: 'processing', stage, percent: Math.max(current.percent, percent || GARMENT_EXTRACT_STAGE_PERCENT[stage]) };
        }
        case 'closet.extract.done':
          return { ...current, status: 'done', stage: 'done', percent: 100, garments: event.data.garments, error: null };
        case 'closet.extract.failed':
          return { ...current, status: 'failed', stage: 'failed', percent: 100, error: event.data.error };
      }
    }, { revalidate: false });
  }), [ratingId, mutate]);

  return swr;
}
