import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface ByteProxy {
  /** The URL to point the browser at (the stack's, through the proxy). */
  url: string;
  /** Bytes the browser has sent so far, over every connection (request lines, headers and bodies). */
  sent(): number;
  /** POST /api/ratings requests seen, with their Idempotency-Key headers. */
  ratingPosts(): string[];
  /** Closes the connection instead of delivering the next answer to POST /api/ratings (a dropped mobile connection). */
  dropNextRatingAnswer(): void;
  close(): Promise<void>;
}

/**
 * A TCP proxy in front of the stack that counts what the browser really puts
 * on the wire, and can drop a connection the way a phone loses its network.
 */
export async function startByteProxy(target: string): Promise<ByteProxy> {
  const { hostname, port } = new URL(target);
  let sent = 0;
  let dropNext = false;
  const posts: string[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(port), hostname);
    sockets.add(client).add(upstream);
    let carriesRatingPost = false;
    client.on('data', (chunk: Buffer) => {
      sent += chunk.length;
      const text = chunk.toString('latin1');
      const at = text.indexOf('POST /api/ratings HTTP/1.1');
      if (at >= 0) {
        carriesRatingPost = true;
        posts.push(/idempotency-key:\s*([^\r\n]+)/i.exec(text.slice(at))?.[1] ?? '');
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (dropNext && carriesRatingPost && chunk.toString('latin1').startsWith('HTTP/1.1 ')) {
        dropNext = false;
        client.destroy();
        upstream.destroy();
        return;
      }
      if (chunk.toString('latin1').startsWith('HTTP/1.1 ')) carriesRatingPost = false;
      client.write(chunk);
    });
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sent: () => sent,
    ratingPosts: () => [...posts],
    dropNextRatingAnswer: () => {
      dropNext = true;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
