import { useCallback, useEffect, useRef, useState } from 'react';
import type { AccountExport, ServerEvent } from '@fitrater/contracts';
import { useJobFollower } from '../../../lib/use-job-follower';
import { latestDataExport, requestDataExport } from '../api/profile.api';

export type ExportPhase = 'loading' | 'idle' | 'pending' | 'ready' | 'failed';

export interface DataExport {
  phase: ExportPhase;
  /** The latest export, as its row says (with the last stage heard while it runs). */
  current: AccountExport | null;
  /** How far the pending export is, 0–100. */
  percent: number;
  /** Asks for a new archive; rejects with the server's error (409 while one is pending). */
  start(): Promise<void>;
  /** Reads the latest export again (a download that failed: it may have expired). */
  refresh(): Promise<void>;
}

const phaseOf = (e: AccountExport | null): ExportPhase => (!e || e.status === 'expired' ? 'idle' : e.status);
const EXPORT_EVENTS: ReadonlySet<ServerEvent['type']> = new Set(['account.export.progress', 'account.export.ready']);

/** Reads the latest export: the one followed is always the member's newest (one may be pending at a time). */
async function readLatest(): Promise<AccountExport | null> {
  return (await latestDataExport()).export;
}

/**
 * "Download my data" as a job with live progress (lib/use-job-follower.ts): the socket's
 * account.export.* events and the export row, read at once, when the socket comes back and polled
 * while the archive is being written.
 */
export function useDataExport(): DataExport {
  const [current, setCurrent] = useState<AccountExport | null>(null);
  const [phase, setPhase] = useState<ExportPhase>('loading');
  const [percent, setPercent] = useState(0);
  const pendingId = phase === 'pending' ? current?.id ?? null : null;

  const show = useCallback((row: AccountExport | null) => {
    setCurrent(row);
    setPhase(phaseOf(row));
    if (row) setPercent((before) => (row.status === 'pending' ? Math.max(before, row.percent) : row.percent));
  }, []);
  const handlers = useRef({ show });
  handlers.current = { show };

  const refresh = useCallback(async () => {
    try {
      show(await readLatest());
    } catch {
      setPhase('idle');
    }
  }, [show]);
  useEffect(() => void refresh(), [refresh]);

  const follower = useJobFollower<AccountExport | null>({
    id: pendingId,
    eventTypes: EXPORT_EVENTS,
    onEvent(event) {
      if (event.type === 'account.export.progress') setPercent((before) => Math.max(before, event.data.percent));
      else if (event.type === 'account.export.ready') void refresh();
    },
    read: readLatest,
    onRow: (row) => handlers.current.show(row),
    onGone: () => setPhase('idle'),
  });

  const start = useCallback(async () => {
    const started = await requestDataExport();
    follower.follow(started.id);
    setPercent(0);
    show(started);
  }, [follower, show]);

  return { phase, current, percent, start, refresh };
}
