import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ServerEvent } from '@fitrater/contracts';
import { HttpError } from './http';
import { realtime } from './realtime';
import { useJobFollower } from './use-job-follower';

/** The app's socket, driven by hand: the follower listens on the real client. */
class FakeSocket {
  static last: FakeSocket | null = null;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor() { FakeSocket.last = this; }
  send() {}
  close() {}
  receive(type: string, data: object) { this.onmessage?.({ data: JSON.stringify({ type, data, at: new Date().toISOString() }) }); }
}

const EVENTS = new Set<ServerEvent['type']>(['rating.progress', 'rating.done']);
type Row = { id: string; stage: string };

beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeSocket);
  realtime.connect('token');
  FakeSocket.last!.receive('session.ready', { userId: 'u1' });
});
afterEach(() => { realtime.disconnect(); vi.unstubAllGlobals(); });

function follow(id: string | null, read: (id: string) => Promise<Row>) {
  const seen = { events: [] as ServerEvent[], rows: [] as Row[], gone: 0 };
  const hook = renderHook(({ jobId }) => useJobFollower<Row>({
    id: jobId, eventTypes: EVENTS, read,
    onEvent: (event) => seen.events.push(event), onRow: (row) => seen.rows.push(row), onGone: () => { seen.gone += 1; },
  }), { initialProps: { jobId: id } });
  return { seen, hook };
}

describe('following a job', () => {
  it('keeps events that beat the POST\'s answer and replays only that job\'s once it is followed', () => {
    const { seen, hook } = follow(null, async (id) => ({ id, stage: 'queued' }));
    act(() => {
      FakeSocket.last!.receive('rating.progress', { ratingId: 'r1', stage: 'analysing', percent: 40 });
      FakeSocket.last!.receive('rating.progress', { ratingId: 'other', stage: 'analysing', percent: 40 });
      FakeSocket.last!.receive('chat.delta', { replyId: 'r1', seq: 1, text: 'not a rating event' });
    });
    expect(seen.events).toEqual([]);
    act(() => hook.result.current.follow('r1'));
    expect(seen.events.map((e) => [e.type, 'ratingId' in e.data && e.data.ratingId])).toEqual([['rating.progress', 'r1']]);
    act(() => FakeSocket.last!.receive('rating.done', { ratingId: 'r1', result: {} }));
    expect(seen.events.map((e) => e.type)).toEqual(['rating.progress', 'rating.done']);
  });

  it('reads the row at once (a reload resumes) and stops at a 404', async () => {
    const read = vi.fn(async (id: string): Promise<Row> => {
      if (id === 'gone') throw new HttpError('gone', 404, 'NOT_FOUND', 'gone', undefined);
      return { id, stage: 'scoring' };
    });
    const { seen, hook } = follow('r2', read);
    await waitFor(() => expect(seen.rows).toEqual([{ id: 'r2', stage: 'scoring' }]));
    hook.rerender({ jobId: 'gone' });
    await waitFor(() => expect(seen.gone).toBe(1));
  });

  it('ignores events once stopped', () => {
    const { seen, hook } = follow(null, async (id) => ({ id, stage: 'queued' }));
    act(() => hook.result.current.follow('r3'));
    act(() => hook.result.current.stop());
    act(() => FakeSocket.last!.receive('rating.done', { ratingId: 'r3', result: {} }));
    expect(seen.events).toEqual([]);
  });
});
