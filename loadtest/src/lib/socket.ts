import WebSocket from 'ws';

interface RawEvent {
  type: string;
  data: Record<string, unknown>;
}

/**
 * One signed-in /api/ws socket that records when each event arrived, keyed by
 * `type:id` (id = ratingId, replyId or requestId), so a waiter set after the
 * event still gets its arrival time.
 */
export class EventSocket {
  private readonly arrived = new Map<string, { at: number; event: RawEvent }>();
  private readonly waiters = new Map<string, Array<(hit: { at: number; event: RawEvent }) => void>>();
  /** Called for every event (after recording). */
  onEvent: ((event: RawEvent, at: number) => void) | null = null;
  closed = false;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (raw) => {
      const at = performance.now();
      let event: RawEvent;
      try {
        event = JSON.parse(raw.toString()) as RawEvent;
      } catch {
        return;
      }
      const data = event.data ?? {};
      const id = (data.ratingId ?? data.replyId ?? data.requestId ?? '') as string;
      const key = `${event.type}:${id}`;
      if (!this.arrived.has(key)) {
        this.arrived.set(key, { at, event });
        for (const waiter of this.waiters.get(key) ?? []) waiter({ at, event });
      }
            this.onEvent?.(event, at);
    });
    socket.on('close', () => (this.closed = true));
    socket.on('error', () => undefined);
  }

  static async open(baseUrl: string, token: string, timeoutMs = 15_000): Promise<EventSocket> {
    const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/ws`);
    const client = new EventSocket(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    socket.send(JSON.stringify({ type: 'auth', token }));
    await client.wait('session.ready', '', timeoutMs);
    return client;
  }

  /** Resolves with the arrival of the first of `types` for `id` (e.g. done or failed); rejects after `timeoutMs`. */
  wait(types: string | string[], id: string, timeoutMs = 30_000): Promise<{ at: number; event: RawEvent }> {
    const keys = (Array.isArray(types) ? types : [types]).map((t) => `${t}:${id}`);
    for (const key of keys) {
      const hit = this.arrived.get(key);
      if (hit) return Promise.resolve(hit);
    }
    return new Promise((resolve, reject) => {
      const done = (h: { at: number; event: RawEvent } | null) => {
        clearTimeout(timer);
        for (const key of keys) this.waiters.set(key, (this.waiters.get(key) ?? []).filter((w) => w !== waiter));
        if (h) resolve(h);
        else reject(new Error(`no ${keys.join(' or ')} within ${timeoutMs} ms`));
      };
      const waiter = (h: { at: number; event: RawEvent }) => done(h);
      const timer = setTimeout(() => done(null), timeoutMs);
      for (const key of keys) this.waiters.set(key, [...(this.waiters.get(key) ?? []), waiter]);
    });
  }

  /** Forgets recorded events (long runs). */
  forget(): void {
    this.arrived.clear();
  }

  close(): void {
    this.socket.close();
  }
}
