import { useCallback, useEffect, useRef, useState } from 'react';
import type { ServerEvent } from '@fitrater/contracts';
import { eventSubjectId } from '@fitrater/contracts/values';
import { HttpError } from '../../../lib/http';
import { realtime } from '../../../lib/realtime';
import type { Rating, RatingStage } from '@fitrater/contracts';
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

/** While the socket is up a slow safety poll covers a lost event; without it, the row is polled often. */
const POLL_OFFLINE_MS = 2000;
const POLL_ONLINE_MS = 6000;

/**
 * Follows one rating from 202 to done or failed. The WebSocket's
 * rating.progress / rating.done / rating.failed events drive it; events that
 * arrive before the POST has answered are buffered. `GET /api/ratings/:id`
 * (the row always holds the current stage) covers a dropped socket, a missed
 * event and a reload mid-rating.
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
  const buffered = useRef<ServerEvent[]>([]);
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

  // Socket events: for the active rating, or kept until the POST names its id.
  useEffect(
    () =>
      realtime.subscribe((event) => {
        if (!event.type.startsWith('rating.')) return;
        const id = eventSubjectId(event);
        if (activeRef.current && id === activeRef.current.id) apply(event);
        else buffered.current = [...buffered.current.slice(-30), event];
      }),
    [apply],
  );

  // The row: read at once (resume), again when the socket comes back, and polled as a fallback.
  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    let lastRead = 0;
    const read = () => {
      lastRead = Date.now();
      getRating(active.id, controller.signal).then(applyRow, (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof HttpError && (error.status === 404 || error.status === 400)) finish();
      });
    };
    read();
    const timer = window.setInterval(() => {
      const interval = realtime.getStatus() === 'open' ? POLL_ONLINE_MS : POLL_OFFLINE_MS;
      if (Date.now() - lastRead >= interval - 50) read();
    }, POLL_OFFLINE_MS);
    const unwatch = realtime.onStatus((status) => {
      if (status === 'open') read();
    });
    return () => {
      controller.abort();
      window.clearInterval(timer);
      unwatch();
    };
  }, [active, applyRow, finish]);

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
      const early = buffered.current.filter((event) => eventSubjectId(event) === id);
      buffered.current = buffered.current.filter((event) => !early.includes(event));
      for (const event of early) apply(event);
    },
    [apply],
  );

  return { active, stage: received[shown] ?? 'queued', start };
}
