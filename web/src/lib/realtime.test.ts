import { afterEach, describe, expect, it, vi } from 'vitest';
import { RealtimeClient } from './realtime';

/** A stand-in for WebSocket that the test drives by hand. */
class FakeSocket {
  static all: FakeSocket[] = [];
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  closedWith: number | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close(code: number) {
    this.closedWith = code;
  }
  open() {
    this.onopen?.();
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop(code: number) {
    this.onclose?.({ code });
  }
}

function client() {
  FakeSocket.all = [];
  return new RealtimeClient({ url: 'ws://test/api/ws', backoff: (n) => 1000 * 2 ** n, createSocket: (url) => new FakeSocket(url) as unknown as WebSocket });
}

afterEach(() => vi.useRealTimers());

describe('RealtimeClient', () => {
  it('authenticates with the first message, never in the URL', () => {
    const rt = client();
    rt.connect('secret-token');
    const socket = FakeSocket.all[0]!;
    expect(socket.url).toBe('ws://test/api/ws');
    socket.open();
    expect(socket.sent).toEqual([JSON.stringify({ type: 'auth', token: 'secret-token' })]);
  });

  it('passes valid server events to subscribers and drops junk', () => {
    const rt = client();
    const seen: string[] = [];
    rt.subscribe((event) => seen.push(event.type));
    rt.connect('t');
    const socket = FakeSocket.all[0]!;
    socket.receive({ type: 'session.ready', data: { userId: 'u1' }, at: 'now' });
    socket.receive({ type: 'nope', data: {} });
    socket.onmessage?.({ data: 'not json' });
    socket.receive({ type: 'profile.updated', data: { fields: ['name'] }, at: 'now' });
    expect(seen).toEqual(['session.ready', 'profile.updated']);
    expect(rt.getStatus()).toBe('open');
  });

  it('reconnects with growing delays and re-authenticates', () => {
    vi.useFakeTimers();
    const rt = client();
    rt.connect('t');
    FakeSocket.all[0]!.drop(1006);
    expect(rt.getStatus()).toBe('closed');
    vi.advanceTimersByTime(999);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
    FakeSocket.all[1]!.drop(1006);
    vi.advanceTimersByTime(1999);
    expect(FakeSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(3);
    FakeSocket.all[2]!.open();
    expect(FakeSocket.all[2]!.sent[0]).toContain('"auth"');
  });

  it('stops for good when the session is revoked (4003) or unauthenticated (4001)', () => {
    vi.useFakeTimers();
    for (const code of [4003, 4001]) {
      const rt = client();
      rt.connect('t');
      FakeSocket.all[0]!.drop(code);
      vi.advanceTimersByTime(60_000);
      expect(FakeSocket.all).toHaveLength(1);
      expect(rt.getStatus()).toBe('rejected');
    }
  });

  it('disconnect closes the socket and cancels a pending reconnect', () => {
    vi.useFakeTimers();
    const rt = client();
    rt.connect('t');
    FakeSocket.all[0]!.drop(1006);
    rt.disconnect();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });
});
