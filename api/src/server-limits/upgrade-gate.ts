import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { SocketsPerAddress, TOO_MANY_SOCKETS_FROM_ADDRESS } from '../realtime/sockets-per-address';
import { plainAddress } from './trusted-proxies';

export interface UpgradeGateOptions {
  maxPerAddress: number;
  isTrustedProxy: (address: string | undefined) => boolean;
  onRefused?: (address: string) => void;
}

const REFUSAL_BODY = JSON.stringify({ error: { code: 'RATE_LIMITED', message: `Too many requests: ${TOO_MANY_SOCKETS_FROM_ADDRESS.toLowerCase()}` } });
const REFUSAL = `HTTP/1.1 429 Too Many Requests\r\nConnection: close\r\nContent-Type: application/json\r\nRetry-After: 30\r\nContent-Length: ${Buffer.byteLength(REFUSAL_BODY)}\r\n\r\n${REFUSAL_BODY}`;

/**
 * The client's address of an upgrade request: the socket's peer, or behind a TRUST_PROXY proxy the
 * nearest X-Forwarded-For entry that is not itself a trusted proxy (what Fastify's request.ip says).
 */
export function upgradeClientAddress(request: IncomingMessage, socket: Duplex, isTrustedProxy: (address: string | undefined) => boolean): string | null {
  const remote = (socket as { remoteAddress?: string }).remoteAddress;
  if (!remote) return null;
  if (!isTrustedProxy(remote)) return plainAddress(remote);
  const header = request.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : header ?? '').split(',').map((h) => h.trim()).filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) if (!isTrustedProxy(hops[i])) return plainAddress(hops[i]!);
  return plainAddress(hops[0] ?? remote);
}

/**
 * WS_MAX_PER_ADDRESS, checked on the HTTP server's `upgrade` event in front of the WebSocket
 * plugin's own listener (which it wraps): one socket more from an address is answered 429 and
 * closed before Fastify routes the request, before the handshake and before any session lookup,
 * so a flood of refused sockets costs the api almost nothing. The sockets it lets through are
 * counted until they close.
 */
export function gateUpgradesPerAddress(server: Server, options: UpgradeGateOptions): void {
  const perAddress = new SocketsPerAddress(options.maxPerAddress);
  const upgradeListeners = server.listeners('upgrade') as Array<(request: IncomingMessage, socket: Duplex, head: Buffer) => void>;
  server.removeAllListeners('upgrade');
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const address = upgradeClientAddress(request, socket, options.isTrustedProxy);
    if (address !== null) {
      if (!perAddress.tryOpen(address)) {
        options.onRefused?.(address);
        socket.on('error', () => undefined);
        socket.end(REFUSAL, () => socket.destroy());
        return;
      }
      socket.once('close', () => perAddress.closed(address));
    }
    for (const listener of upgradeListeners) listener.call(server, request, socket, head);
  });
}
