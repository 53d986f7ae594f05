import { afterEach, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import WebSocket, { WebSocketServer } from 'ws';
import { FrameBatcher } from '../../src/realtime/frame-batcher';

let server: WebSocketServer | null = null;
afterEach(() => server?.close());

/** A real ws server and client on localhost; counts the server socket's writes to the kernel. */
async function pair() {
  server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => server!.once('listening', resolve));
  const accepted = new Promise<WebSocket>((resolve) => server!.once('connection', resolve));
  const client = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`);
  const received: string[] = [];
  client.on('message', (data) => received.push(data.toString()));
  const socket = await accepted;
  const tcp = (socket as unknown as { _socket: Duplex & { _write: Duplex['_write']; _writev?: Duplex['_writev'] } })._socket;
  const writes = { count: 0 };
  const write = tcp._write.bind(tcp);
  const writev = tcp._writev?.bind(tcp);
  tcp._write = (...args) => (writes.count++, write(...args));
  if (writev) tcp._writev = (...args) => (writes.count++, writev(...args));
  return { socket, client, received, writes };
}

describe('FrameBatcher', () => {
  it('sends the frames of one synchronous run in one write, in order', async () => {
    const { socket, client, received, writes } = await pair();
    const frames = new FrameBatcher();
    for (const n of [1, 2, 3]) frames.send(socket, `event ${n}`);
    await expect.poll(() => received).toEqual(['event 1', 'event 2', 'event 3']);
    expect(writes.count).toBe(1);

    // A later run is a write of its own.
    frames.send(socket, 'event 4');
    await expect.poll(() => received.length).toBe(4);
    expect(writes.count).toBe(2);
    client.close();
  });

  it('is what makes the difference: plain sends write once per frame', async () => {
    const { socket, client, received, writes } = await pair();
    for (const n of [1, 2, 3]) socket.send(`event ${n}`);
    await expect.poll(() => received.length).toBe(3);
    expect(writes.count).toBe(3);
    client.close();
  });
});
