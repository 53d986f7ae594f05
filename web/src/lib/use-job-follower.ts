import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { ServerEvent } from '@fitrater/contracts';
import { eventSubjectId } from '@fitrater/contracts/values';
import { HttpError } from './http';
import { realtime } from './realtime';

/** While the socket is up a slow safety poll covers a lost event; without it, the row is polled often. */
const POLL_OFFLINE_MS = 2000;
const POLL_ONLINE_MS = 6000;
/** Events about a job not followed yet, kept for when its POST answers (newest last). */
const EARLY_EVENTS_KEPT = 30;

export interface JobFollowerOptions<Row> {
  /** The job followed now (state of the caller; null when none). */
  id: string | null;
  /** The event types of this kind of job (rating.*, styling.* and trends.*). */
  eventTypes: ReadonlySet<ServerEvent['type']>;
  /** An event about the followed job. */
  onEvent(event: ServerEvent): void;
  /** Reads the job's row, which always holds its current stage and, at the end, its result or error. */
  read(id: string, signal?: AbortSignal): Promise<Row>;
  onRow(row: Row): void;
  /** The row is gone or not this member's (400, 403, 404): stop following. */
  onGone(): void;
}

export interface JobFollower {
  /** Follows `id` from now (before the caller's state catches up) and replays its events that came early. */
  follow(id: string): void;
  /** Stops following at once (a settled job ignores later events). */
  stop(): void;
  /** The id followed at this moment. */
  current(): string | null;
  /** Reads the row now (an event that says "re-read me"). */
  readNow(id: string): void;
}

/**
 * The one way the web follows a job with live progress (a rating, a styling or trends request): the
 * socket's events about it, kept while its id is not known yet (the first event may beat the POST's
 * answer); and its row, read at once (a reload resumes), when the socket comes back, and polled as a
 * fallback. What the events and the row mean stays with the caller.
 */
export function useJobFollower<Row>(options: JobFollowerOptions<Row>): JobFollower {
  const { id } = options;
  const latest = useRef(options);
  latest.current = options;
  const followed = useRef(id);
  followed.current = id;
  const early = useRef<ServerEvent[]>([]);

  useEffect(() => realtime.subscribe((event) => {
    if (!latest.current.eventTypes.has(event.type)) return;
    const subject = eventSubjectId(event);
    if (subject && subject === followed.current) latest.current.onEvent(event);
    else early.current = [...early.current.slice(1 - EARLY_EVENTS_KEPT), event];
  }), []);

  const readNow = useCallback((jobId: string, signal?: AbortSignal) => {
    latest.current.read(jobId, signal).then((row) => latest.current.onRow(row), (error: unknown) => {
      if (signal?.aborted) return;
      if (error instanceof HttpError && [400, 403, 404].includes(error.status)) latest.current.onGone();
    });
  }, []);

  useEffect(() => {
    if (!id) return;
    const controller = new AbortController();
    let lastRead = Date.now();
    readNow(id, controller.signal);
    const timer = window.setInterval(() => {
      const interval = realtime.getStatus() === 'open' ? POLL_ONLINE_MS : POLL_OFFLINE_MS;
      if (Date.now() - lastRead < interval - 50) return;
      lastRead = Date.now();
      readNow(id, controller.signal);
    }, POLL_OFFLINE_MS);
    const unwatch = realtime.onStatus((status) => {
      if (status === 'open') readNow(id, controller.signal);
    });
    return () => {
      controller.abort();
      window.clearInterval(timer);
      unwatch();
    };
  }, [id, readNow]);

  return useMemo(() => ({
    follow(jobId: string) {
      followed.current = jobId;
      const mine = early.current.filter((event) => eventSubjectId(event) === jobId);
      early.current = early.current.filter((event) => !mine.includes(event));
      for (const event of mine) latest.current.onEvent(event);
    },
    stop() { followed.current = null; },
    current: () => followed.current,
    readNow: (jobId: string) => readNow(jobId),
  }), [readNow]);
}
