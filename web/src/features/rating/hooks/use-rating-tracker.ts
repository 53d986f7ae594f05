import { useCallback, useEffect, useRef, useState } from 'react';
import type { Rating, RatingStage, ServerEvent } from '@fitrater/contracts';
import { useJobFollower } from '../../../lib/use-job-follower';
import { getRating } from '../api/ratings.api';
import { advanceStages, DONE_HOLD_MS, nextShown } from '../model/stages';
import { activeRatingStore, type ActiveRating } from '../model/active-rating';

export interface RatingFailure {
  code: string;
  message: string;
}

export interface RatingTracker {
  active: ActiveRating | null;
  /** The server stage on screen (paced; see model/stages.ts). */
  stage: RatingStage;
  start(id: string, hasImage: boolean): void;
}

const RATING_EVENTS: ReadonlySet<ServerEvent['type']> = new Set(['rating.progress', 'rating.done', 'rating.failed']);

/**
 * Follows one rating from 202 to done or failed (lib/use-job-follower.ts: the socket's rating.*
 * events, kept when they beat the POST's answer, and `GET /api/ratings/:id` for a dropped socket,
 * a missed event or a reload mid-rating), and paces its stages on screen (model/stages.ts).
 */
export function useRatingTracker({ onDone, onFailed }: { onDone(rating: Rating): void; onFailed(error: RatingFailure, ratingId: string | null): void }): RatingTracker {
  const [active, setActive] = useState<ActiveRating | null>(() => activeRatingStore.read());
  const [received, setReceived] = useState<readonly RatingStage[]>([]);
  const [shown, setShown] = useState(0);
  const [result, setResult] = useState<Rating | null>(null);
  const activeRef = useRef(active);
  activeRef.current = active;
  const callbacks = useRef({ onDone, onFailed });
  callbacks.current = { onDone, onFailed };
  const finished = useRef(false);

  const finish = useCallback(() => {
    activeRatingStore.write(null);
    setActive(null);
    setReceived([]);
    setShown(0);
    setResult(null);
  }, []);

  const fail = useCallback(
    (error: RatingFailure) => {
      if (finished.current) return;
      finished.current = true;
      const ratingId = activeRef.current?.id ?? null;
      finish();
      callbacks.current.onFailed(error, ratingId);
    },
    [finish],
  );

  const apply = useCallback(
    (event: ServerEvent) => {
      if (event.type === 'rating.progress') {
        const { stage } = event.data;
        setReceived((stages) => advanceStages(stages, stage));
      } else if (event.type === 'rating.done') {
        setResult(event.data.result);
        setReceived((stages) => advanceStages(stages, 'done'));
      } else if (event.type === 'rating.failed') {
        fail(event.data.error);
      }
    },
    [fail],
  );

  const applyRow = useCallback(
    (row: Rating) => {
      if (row.status === 'done') {
        setResult(row);
        setReceived((stages) => advanceStages(stages, 'done'));
      } else if (row.status === 'failed') {
        fail(row.error ?? { code: 'RATING_FAILED', message: 'Rating failed' });
      } else {
        setReceived((stages) => advanceStages(stages, row.stage));
      }
    },
    [fail],
  );

  const follower = useJobFollower({ id: active?.id ?? null, eventTypes: RATING_EVENTS, onEvent: apply, read: getRating, onRow: applyRow, onGone: finish });

  // Pacing (model/stages.ts): stages one at a time while the engine works, the result at once; 'done' hands over to the results.
  useEffect(() => {
    if (!active) return;
    const current = received[shown];
    if (shown < received.length - 1) {
      const next = nextShown(shown, received);
      const timer = window.setTimeout(() => setShown(next.index), next.delayMs);
      return () => window.clearTimeout(timer);
    }
    if (current === 'done' && result && !finished.current) {
      const timer = window.setTimeout(() => {
        if (finished.current) return;
        finished.current = true;
        finish();
        callbacks.current.onDone(result);
      }, DONE_HOLD_MS);
      return () => window.clearTimeout(timer);
    }
    return undefined;
  }, [active, received, shown, result, finish]);

  const start = useCallback(
    (id: string, hasImage: boolean) => {
      const next = { id, hasImage };
      finished.current = false;
      activeRatingStore.write(next);
      activeRef.current = next;
      setActive(next);
      setShown(0);
      setResult(null);
      setReceived(['queued']);
      follower.follow(id);
    },
    [follower],
  );

  return { active, stage: received[shown] ?? 'queued', start };
}
