import WebSocket from 'ws';
import type { ServerEvent, ServerEventOf, ServerEventType } from '@fitrater/contracts';

export interface EventClient {
  socket: WebSocket;
  events: ServerEvent[];
  /** The first event of `type` (matching `predicate`), typed by its `type`: no casts needed on `data`. */
  next<T extends ServerEventType>(type: T, predicate?: (e: ServerEventOf<T>) => boolean, timeoutMs?: number): Promise<ServerEventOf<T>>;
  close(): void;
  /** Resolves with the close code and reason when the server (or the test) closes the socket. */
  closed: Promise<{ code: number; reason: string }>;
}

/** A real WebSocket client on /api/ws that collects events; sends the token (if any) as the first message. */
export async function openEventSocket(baseUrl: string, token?: string): Promise<EventClient> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/ws`);
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  const events: ServerEvent[] = [];
  const waiters: Array<() => void> = [];
  socket.on('message', (raw) => {
    events.push(JSON.parse(raw.toString()) as ServerEvent);
    waiters.splice(0).forEach((w) => w());
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  if (token) socket.send(JSON.stringify({ type: 'auth', token }));
  return {
    socket,
    events,
    next<T extends ServerEventType>(type: T, predicate: (e: ServerEventOf<T>) => boolean = () => true, timeoutMs = 15_000) {
      // TypeScript cannot narrow the union by a generic `type`; comparing `type` makes the cast true.
      const ofType = (e: ServerEvent) => (e.type === type ? (e as ServerEventOf<T>) : null);
      return new Promise<ServerEventOf<T>>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${type} event within ${timeoutMs} ms; saw ${events.map((e) => e.type).join(', ')}`)), timeoutMs);
        const check = () => {
          const found = events.map(ofType).find((e): e is ServerEventOf<T> => e !== null && predicate(e));
          if (found) {
            clearTimeout(timer);
            resolve(found);
          } else waiters.push(check);
        };
        check();
      });
    },
    close: () => socket.close(),
    closed,
  };
}

/** An authenticated client: opened and confirmed by `session.ready`. */
export async function connectEvents(baseUrl: string, token: string): Promise<EventClient> {
  const client = await openEventSocket(baseUrl, token);
  await client.next('session.ready');
  return client;
}
