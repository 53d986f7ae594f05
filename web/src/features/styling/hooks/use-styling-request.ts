import { useCallback, useRef, useState } from 'react';
import type { ServerEvent, StylingRequest } from '@fitrater/contracts';
import { useJobFollower } from '../../../lib/use-job-follower';
import { getSuggestion } from '../api/styling.api';
import { activeRequestStore } from '../model/active-request';
import { advance, START, type Progress, type TrackerStatus } from '../model/progress';

export interface StylingFailure {
  code: string;
  message: string;
}

export interface StylingTracker {
  status: TrackerStatus;
  progress: Progress;
  request: StylingRequest | null;
  error: StylingFailure | null;
  start(requestId: string): void;
}

interface Callbacks {
  onDone?(request: StylingRequest): void;
  onFailed?(error: StylingFailure): void;
}

const STYLING_EVENTS: ReadonlySet<ServerEvent['type']> = new Set(['styling.progress', 'styling.done', 'styling.failed', 'trends.progress', 'trends.done']);

/**
 * Follows one styling (or trend generation) request from its 202 to done or failed
 * (lib/use-job-follower.ts: the socket's styling.* / trends.* events, kept when they beat the POST's
 * answer, and the request row, GET /api/premium/suggestions/{id}, for a reload, a dropped socket and a lost event).
 */
export function useStylingRequest(slot: string, callbacks: Callbacks = {}): StylingTracker {
  const [id, setId] = useState<string | null>(() => activeRequestStore.read(slot));
  const [status, setStatus] = useState<TrackerStatus>(() => (id ? 'running' : 'idle'));
  const [progress, setProgress] = useState<Progress>(START);
  const [request, setRequest] = useState<StylingRequest | null>(null);
  const [error, setError] = useState<StylingFailure | null>(null);
  const latest = useRef(callbacks);
  latest.current = callbacks;
  // Declared before the callbacks that use it; its options are read at each event, so they may come later.
  const handlers = useRef<{ onEvent(event: ServerEvent): void; onRow(row: StylingRequest): void; onGone(): void } | null>(null);
  const follower = useJobFollower<StylingRequest>({
    id,
    eventTypes: STYLING_EVENTS,
    onEvent: (event) => handlers.current?.onEvent(event),
    read: getSuggestion,
    onRow: (row) => handlers.current?.onRow(row),
    onGone: () => handlers.current?.onGone(),
  });

  const settle = useCallback((next: { request?: StylingRequest; error?: StylingFailure }) => {
    if (!follower.current()) return;
    activeRequestStore.write(slot, null);
    follower.stop();
    setId(null);
    if (next.request) {
      setRequest(next.request);
      setProgress({ stage: 'done', percent: 100 });
      setStatus('done');
      latest.current.onDone?.(next.request);
    } else if (next.error) {
      setError(next.error);
      setStatus('failed');
      latest.current.onFailed?.(next.error);
    }
  }, [slot, follower]);

  handlers.current = {
    onRow(row) {
      if (row.id !== follower.current()) return;
      if (row.status === 'done') settle({ request: row });
      else if (row.status === 'failed') settle({ error: row.error ?? { code: 'STYLING_FAILED', message: 'Failed' } });
      else setProgress((p) => advance(p, { stage: row.stage, percent: row.percent }));
    },
    onGone() {
      activeRequestStore.write(slot, null);
      follower.stop();
      setId(null);
      setStatus('idle');
    },
    onEvent(event) {
      if (event.type === 'styling.progress' || event.type === 'trends.progress') {
        const { stage, percent } = event.data;
        setProgress((p) => advance(p, { stage, percent }));
      } else if (event.type === 'styling.done') {
        settle({ request: event.data.result });
      } else if (event.type === 'styling.failed') {
        settle({ error: event.data.error });
      } else if (event.type === 'trends.done') {
        follower.readNow(event.data.requestId);
      }
    },
  };

  const start = useCallback((requestId: string) => {
    activeRequestStore.write(slot, requestId);
    setId(requestId);
    setStatus('running');
    setProgress(START);
    setRequest(null);
    setError(null);
    follower.follow(requestId);
  }, [slot, follower]);

  return { status, progress, request, error, start };
}
