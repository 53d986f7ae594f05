import { createServer, connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP proxy between a product process and a real server (Redis, Postgres) that a fault test can
 * cut at an exact point of the protocol: `freezeOn(text)` stops all traffic, in both directions and
 * on every connection, from the first client chunk containing `text` (that chunk is not forwarded).
 * Nothing is mocked: the process speaks to the real server until the freeze.
 */
export interface TcpProxy {
  /** `host:port` of the proxy. */
  host: string;
  port: number;
  /** Freezes the proxy when a client sends `text` (e.g. a job name inside a Redis command). */
  freezeOn(text: string): void;
  /** Holds each client chunk containing `text` for `ms` before passing it on (later chunks of that connection wait behind it). */
  delayOn(text: string, ms: number): void;
  /** Freezes now. */
  freeze(): void;
  readonly frozen: boolean;
  /** Resolves when the proxy freezes. */
  whenFrozen(): Promise<void>;
  /** Closes every connection now (a network cut: the client sees a reset). */
  cut(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<[Socket, Socket]>();
  let trigger: Buffer | null = null;
  let delay: { text: Buffer; ms: number } | null = null;
  let frozen = false;
  let onFrozen: Array<() => void> = [];
  const freeze = () => {
    if (frozen) return;
    frozen = true;
    onFrozen.forEach((f) => f());
    onFrozen = [];
  };
  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    // Chunks go out in order; a delayed one holds back the ones after it.
    let chain = Promise.resolve();
    client.on('data', (chunk: Buffer) => {
      if (!frozen && trigger && chunk.includes(trigger)) freeze();
      const hold = delay && chunk.includes(delay.text) ? delay.ms : 0;
      chain = chain.then(async () => {
        if (hold) await new Promise((r) => setTimeout(r, hold));
        if (!frozen && !upstream.destroyed) upstream.write(chunk);
      });
    });
    upstream.on('data', (chunk: Buffer) => {
      if (!frozen) client.write(chunk);
    });
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end);
    upstream.on('close', end);
    client.on('error', () => undefined);
    upstream.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: '127.0.0.1',
    port,
    freezeOn(text) {
      trigger = Buffer.from(text);
    },
    delayOn(text, ms) {
      delay = { text: Buffer.from(text), ms };
    },
    freeze,
    get frozen() {
      return frozen;
    },
    whenFrozen: () => (frozen ? Promise.resolve() : new Promise<void>((resolve) => onFrozen.push(resolve))),
    cut() {
      for (const [a, b] of pairs) {
        a.destroy();
        b.destroy();
      }
      pairs.clear();
    },
    async close() {
      for (const [a, b] of pairs) {
        a.destroy();
        b.destroy();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
