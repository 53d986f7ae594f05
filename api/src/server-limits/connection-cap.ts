import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { plainAddress } from './trusted-proxies';

export interface ConnectionCapOptions {
  maxPerAddress: number;
  isTrustedProxy: (address: string | undefined) => boolean;
  /** Called once per refused connection (counted, never logged one by one: a flood would flood the log too). */
  onRefused?: (address: string) => void;
}

/**
 * Counts the open TCP connections of each remote address on the HTTP server and destroys one over
 * the cap as soon as it is accepted, before a byte of it is parsed: one client trickling thousands
 * of idle sockets cannot use up the process's file descriptors (and with them the Postgres pool's).
 * WebSockets stay counted while they are open: an upgraded socket is the same connection.
 *
 * The check runs in front of Node's own HTTP connection listener (which it wraps), so a refused
 * connection costs a map lookup and a reset: no HTTP parser, timers or socket listeners are set up
 * for it.
 */
export function capConnectionsPerAddress(server: Server, options: ConnectionCapOptions): { openFrom(address: string): number } {
  const open = new Map<string, number>();
  const httpListeners = server.listeners('connection') as Array<(socket: Socket) => void>;
  server.removeAllListeners('connection');
  server.on('connection', (socket: Socket) => {
    const remote = socket.remoteAddress;
    if (remote && !options.isTrustedProxy(remote)) {
      const address = plainAddress(remote);
      const count = (open.get(address) ?? 0) + 1;
      if (count > options.maxPerAddress) {
        options.onRefused?.(address);
        // A reset, not a FIN: nothing is left in TIME_WAIT for a connection that was never served.
        socket.resetAndDestroy();
        return;
      }
      open.set(address, count);
      socket.once('close', () => {
        const left = (open.get(address) ?? 1) - 1;
        if (left <= 0) open.delete(address);
        else open.set(address, left);
      });
    }
    for (const listener of httpListeners) listener.call(server, socket);
  });
  return { openFrom: (address) => open.get(plainAddress(address)) ?? 0 };
}
