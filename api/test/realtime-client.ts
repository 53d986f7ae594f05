import WebSocket from 'ws';
import type { ServerEvent } from '@fitrater/contracts';

export interface EventClient {
  socket: WebSocket;
  events: ServerEvent[];
  next(type: ServerEvent['type'], predicate?: (e: ServerEvent) => boolean, timeoutMs?: number): Promise<ServerEvent>;
  close(): void;
}

/** A real WebSocket client on /api/ws that collects events. */
export async function connectEvents(baseUrl: string, token: string): Promise<EventClient> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/ws`);
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
  socket.send(JSON.stringify({ type: 'auth', token }));
  const client: EventClient = {
    socket,
    events,
    next(type, predicate = () => true, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${type} event within ${timeoutMs} ms; saw ${events.map((e) => e.type).join(', ')}`)), timeoutMs);
        const check = () => {
          const found = events.find((e) => e.type === type && predicate(e));
          if (found) {
            clearTimeout(timer);
            resolve(found);
          } else waiters.push(check);
        };
        check();
      });
    },
    close: () => socket.close(),
  };
  await client.next('session.ready');
  return client;
}
