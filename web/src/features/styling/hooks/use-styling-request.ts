import { useCallback, useEffect, useRef, useState } from 'react';
import type { ServerEvent, StylingRequest } from '@fitrater/contracts';
import { eventSubjectId } from '@fitrater/contracts/values';
import { HttpError } from '../../../lib/http';
import { realtime } from '../../../lib/realtime';
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

const POLL_OFFLINE_MS = 2000;
const POLL_ONLINE_MS = 6000;
const EVENT_TYPES = new Set(['styling.progress', 'styling.done', 'styling.failed', 'trends.progress', 'trends.done']);

/**
 * Follows one styling (or trend generation) request from its 202 to done or failed. The socket's
 * styling.* / trends.* events drive it; events that arrive before the POST has answered are kept.
 * The request row (GET /api/premium/suggestions/{id}) covers a reload, a dropped socket and a lost event.
 */
export function useStylingRequest(slot: string, callbacks: Callbacks = {}): StylingTracker {
  const [id, setId] = useState<string | null>(() => activeRequestStore.read(slot));
  const [status, setStatus] = useState<TrackerStatus>(() => (id ? 'running' : 'idle'));
  const [progress, setProgress] = useState<Progress>(START);
  const [request, setRequest] = useState<StylingRequest | null>(null);
  const [error, setError] = useState<StylingFailure | null>(null);
  const idRef = useRef(id);
  idRef.current = id;
  const latest = useRef(callbacks);
  latest.current = callbacks;
  const buffered = useRef<ServerEvent[]>([]);

  const settle = useCallback((next: { request?: StylingRequest; error?: StylingFailure }) => {
    if (!idRef.current) return;
    activeRequestStore.write(slot, null);
    idRef.current = null;
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
  }, [slot]);

  const applyRow = useCallback((row: StylingRequest) => {
    if (row.id !== idRef.current) return;
    if (row.status === 'done') settle({ request: row });
    else if (row.status === 'failed') settle({ error: row.error ?? { code: 'STYLING_FAILED', message: 'Failed' } });
    else setProgress((p) => advance(p, { stage: row.stage, percent: row.percent }));
  }, [settle]);

  const readRow = useCallback((requestId: string, signal?: AbortSignal) => {
    getSuggestion(requestId, signal).then(applyRow, (failure: unknown) => {
      if (signal?.aborted) return;
      if (failure instanceof HttpError && (failure.status === 404 || failure.status === 400 || failure.status === 403)) {
        activeRequestStore.write(slot, null);
        idRef.current = null;
        setId(null);
        setStatus('idle');
      }
    });
  }, [applyRow, slot]);

  const apply = useCallback((event: ServerEvent) => {
    if (event.type === 'styling.progress' || event.type === 'trends.progress') {
      const { stage, percent } = event.data;
      setProgress((p) => advance(p, { stage, percent }));
    } else if (event.type === 'styling.done') {
      settle({ request: event.data.result });
    } else if (event.type === 'styling.failed') {
      settle({ error: event.data.error });
    } else if (event.type === 'trends.done') {
      readRow(event.data.requestId);
    }
  }, [settle, readRow]);

  useEffect(() => realtime.subscribe((event) => {
    if (!EVENT_TYPES.has(event.type)) return;
    const requestId = eventSubjectId(event);
    if (requestId && requestId === idRef.current) apply(event);
    else buffered.current = [...buffered.current.slice(-30), event];
  }), [apply]);

  // The row: read at once (resume), when the socket comes back, and polled as the fallback.
  useEffect(() => {
    if (!id) return;
    const controller = new AbortController();
    let lastRead = Date.now();
    readRow(id, controller.signal);
    const timer = window.setInterval(() => {
      const interval = realtime.getStatus() === 'open' ? POLL_ONLINE_MS : POLL_OFFLINE_MS;
      if (Date.now() - lastRead < interval - 50) return;
      lastRead = Date.now();
      readRow(id, controller.signal);
    }, POLL_OFFLINE_MS);
    const unwatch = realtime.onStatus((s) => {
      if (s === 'open') readRow(id, controller.signal);
    });
    return () => {
      controller.abort();
      window.clearInterval(timer);
      unwatch();
    };
  }, [id, readRow]);

  const start = useCallback((requestId: string) => {
    activeRequestStore.write(slot, requestId);
    idRef.current = requestId;
    setId(requestId);
    setStatus('running');
    setProgress(START);
    setRequest(null);
    setError(null);
    const early = buffered.current.filter((event) => eventSubjectId(event) === requestId);
    buffered.current = buffered.current.filter((event) => !early.includes(event));
    for (const event of early) apply(event);
  }, [slot, apply]);

  return { status, progress, request, error, start };
}
