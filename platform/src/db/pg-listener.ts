import pg from 'pg';

export interface PgListener {
  /** True while LISTEN is in effect: a notification sent now will arrive. */
  readonly live: boolean;
  close(): Promise<void>;
}

export interface PgListenerOptions {
  databaseUrl: string;
  channel: string;
  /** Shown in pg_stat_activity, so operators (and tests) can find the connection. */
  applicationName: string;
  onNotification(payload: string): void;
  /** Called with false when the connection drops (notifications may be lost) and true once listening again. */
  onLiveChange(live: boolean): void;
  onError?(error: Error): void;
  /** Wait before reconnecting after a drop; doubles up to 30 s. */
  retryMs?: number;
}

/**
 * A dedicated connection that LISTENs on one channel and reconnects by itself. It is not
 * taken from the pool: a pooled connection returns to other work and would stop listening.
 */
export function listenToPostgres(options: PgListenerOptions): PgListener {
  const baseRetryMs = options.retryMs ?? 500;
  let retryMs = baseRetryMs;
  let client: pg.Client | null = null;
  let live = false;
  let closed = false;
  let timer: NodeJS.Timeout | null = null;

  const setLive = (value: boolean) => {
    if (live === value) return;
    live = value;
    options.onLiveChange(value);
  };

  const scheduleReconnect = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, 30_000);
  };

  const dropped = (current: pg.Client) => {
    if (client !== current) return;
    client = null;
    setLive(false);
    current.end().catch(() => undefined);
    scheduleReconnect();
  };

  async function connect(): Promise<void> {
    if (closed) return;
    const current = new pg.Client({ connectionString: options.databaseUrl, connectionTimeoutMillis: 5000, keepAlive: true, application_name: options.applicationName });
    client = current;
    current.on('error', (error) => {
      options.onError?.(error);
      dropped(current);
    });
    current.on('end', () => dropped(current));
    current.on('notification', (message) => {
      if (message.channel === options.channel) options.onNotification(message.payload ?? '');
    });
    try {
      await current.connect();
      await current.query(`LISTEN ${pg.escapeIdentifier(options.channel)}`);
      if (closed || client !== current) {
        await current.end().catch(() => undefined);
        return;
      }
      retryMs = baseRetryMs;
      setLive(true);
    } catch (error) {
      options.onError?.(error as Error);
      dropped(current);
    }
  }

  void connect();
  return {
    get live() {
      return live;
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = null;
      setLive(false);
      await current?.end().catch(() => undefined);
    },
  };
}
