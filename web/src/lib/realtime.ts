import { parseServerEvent, WS_CLOSE } from '@fitrater/contracts/values';
import type { ServerEvent } from '@fitrater/contracts';

/**
 * Client for /api/ws. Authenticates with the first message (never in the URL,
 * where tokens end up in logs), reconnects with jittered exponential backoff,
 * and stops for good when the server says the session is invalid (4001) or
 * revoked (4003): reconnecting could never succeed then.
 */
type Listener = (event: ServerEvent) => void;
type StatusListener = (status: RealtimeStatus) => void;
export type RealtimeStatus = 'idle' | 'connecting' | 'open' | 'closed' | 'rejected';

export interface RealtimeOptions {
  url?: string;
  /** Delay before reconnect attempt `n` (0-based). */
  backoff?: (attempt: number) => number;
  createSocket?: (url: string) => WebSocket;
}

export const defaultBackoff = (attempt: number) => Math.min(30_000, 1000 * 2 ** attempt) * (0.75 + Math.random() * 0.5);

export class RealtimeClient {
  private socket: WebSocket | null = null;
  private token: string | null = null;
  private attempt = 0;
  private retryTimer: number | undefined;
  private readonly listeners = new Set<Listener>();
  private readonly statusListeners = new Set<StatusListener>();
  private status: RealtimeStatus = 'idle';

  constructor(private readonly options: RealtimeOptions = {}) {}

  connect(token: string): void {
    if (this.token === token && this.socket) return;
    this.disconnect();
    this.token = token;
    this.open();
  }

  disconnect(): void {
    this.token = null;
    window.clearTimeout(this.retryTimer);
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.close(1000);
    }
    this.setStatus('idle');
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onStatus(listener: StatusListener): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  getStatus(): RealtimeStatus {
    return this.status;
  }

  private open(): void {
    const token = this.token;
    if (!token) return;
    const url = this.options.url ?? defaultSocketUrl();
    const socket = (this.options.createSocket ?? ((u) => new WebSocket(u)))(url);
    this.socket = socket;
    this.setStatus('connecting');
    socket.onopen = () => socket.send(JSON.stringify({ type: 'auth', token }));
    socket.onmessage = (message: MessageEvent) => {
      const event = typeof message.data === 'string' ? parseServerEvent(message.data) : null;
      if (!event) return;
      if (event.type === 'session.ready') {
        this.attempt = 0;
        this.setStatus('open');
      }
      for (const listener of this.listeners) listener(event);
    };
    socket.onclose = (close: CloseEvent) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (close.code === WS_CLOSE.unauthenticated || close.code === WS_CLOSE.revoked) {
        this.token = null;
        this.setStatus('rejected');
        return;
      }
      this.setStatus('closed');
      const delay = (this.options.backoff ?? defaultBackoff)(this.attempt++);
      this.retryTimer = window.setTimeout(() => this.open(), delay);
    };
  }

  private setStatus(status: RealtimeStatus): void {
    if (this.status === status) return;
    this.status = status;
    for (const listener of this.statusListeners) listener(status);
  }
}

function defaultSocketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}/api/ws`;
}

/** The app's one connection. */
export const realtime = new RealtimeClient();
