import useSWR from 'swr';
import type { RatingGarmentsReply, ServerEvent } from '@fitrater/contracts';
import { GARMENT_EXTRACT_STAGE_PERCENT } from '@fitrater/contracts/values';
import { ratingGarmentsKey } from '../../../lib/closet/closet-items';
import { apiRequest } from '../../../lib/http';
import { useJobFollower } from '../../../lib/use-job-follower';

const EXTRACT_EVENTS: ReadonlySet<ServerEvent['type']> = new Set(['closet.extract.progress', 'closet.extract.done', 'closet.extract.failed']);
const running = (reply: RatingGarmentsReply | undefined) => reply?.status === 'queued' || reply?.status === 'processing';

/** What one `closet.extract.*` event says about the reply on screen. */
export function withExtractEvent(current: RatingGarmentsReply | undefined, event: ServerEvent): RatingGarmentsReply | undefined {
  if (!current) return current;
  switch (event.type) {
    case 'closet.extract.progress': {
      if (!running(current)) return current;
      const { stage, percent } = event.data;
      return { ...current, status: 'processing', stage, percent: Math.max(current.percent, percent || GARMENT_EXTRACT_STAGE_PERCENT[stage]) };
    }
    case 'closet.extract.done':
      return { ...current, status: 'done', stage: 'done', percent: 100, garments: event.data.garments, error: null };
    case 'closet.extract.failed':
      return { ...current, status: 'failed', stage: 'failed', percent: 100, error: event.data.error };
    default:
      return current;
  }
}

/**
 * The pieces the engine saw in a rated photo. The first read starts the `closet.extract` job; while
 * it runs it is followed like any job with live progress (lib/use-job-follower.ts): its socket events
 * move the progress and deliver the pieces, and its row is read again when the socket comes back and
 * polled as the fallback, whatever became of an earlier read (SWR's own polling stops for good after
 * one failed read, and this app does not retry them).
 */
export function useSeenGarments(ratingId: string) {
  const key = ratingGarmentsKey(ratingId);
  const swr = useSWR<RatingGarmentsReply>(key, { revalidateOnFocus: false });
  const { data, mutate } = swr;

  useJobFollower<RatingGarmentsReply>({
    id: running(data) ? ratingId : null,
    eventTypes: EXTRACT_EVENTS,
    onEvent: (event) => void mutate((current) => withExtractEvent(current, event), { revalidate: false }),
    read: (_id, signal) => apiRequest<RatingGarmentsReply>(key, { signal }),
    // A read that set out before the last event may answer after it: a settled reply is not taken back.
    onRow: (row) => void mutate((current) => (current && !running(current) && running(row) ? current : row), { revalidate: false }),
    onGone: () => void mutate(),
  });

  return swr;
}
