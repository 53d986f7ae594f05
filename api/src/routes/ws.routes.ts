import type { FastifyInstance } from 'fastify';
import { WS_CLOSE } from '@fitrater/contracts';
import { bearerToken } from '../plugins/auth.plugin';
import type { RealtimeHub } from '../realtime/hub';
import { messageBudget, parseClientMessage } from '../realtime/client-messages';
import { SocketsPerAddress, TOO_MANY_SOCKETS_FROM_ADDRESS } from '../realtime/sockets-per-address';

const AUTH_TIMEOUT_MS = 10_000;

/**
 * GET /api/ws. Browsers cannot set headers on a WebSocket, so the token comes
 * in the first message `{type:"auth",token}`; other clients may send the
 * Authorization header instead. The token never goes in the URL (logs).
 *
 * Anyone can open this socket before signing in, so nothing a client sends may
 * throw: a frame that is not a protocol message, or a flood of them, closes that
 * one socket with 1008 and leaves every other client alone.
 */
export async function wsRoutes(app: FastifyInstance, { hub, maxPerAddress }: { hub: RealtimeHub; maxPerAddress: number }) {
  const perAddress = new SocketsPerAddress(maxPerAddress);
  app.get('/api/ws', { websocket: true }, (socket, request) => {
    // WS_MAX_PER_ADDRESS: one more from the same address is refused (those it already holds stay).
    if (!perAddress.tryOpen(request.ip)) {
      socket.close(WS_CLOSE.policyViolation, TOO_MANY_SOCKETS_FROM_ADDRESS);
      return;
    }
    socket.once('close', () => perAddress.closed(request.ip));
    let attached = false;
    let closedForPolicy = false;
    const headerToken = bearerToken(request);
    const budget = messageBudget();
    const timer = setTimeout(() => {
      if (!attached) socket.close(WS_CLOSE.unauthenticated, 'Authentication required');
    }, AUTH_TIMEOUT_MS);
    const attach = (token: string) => {
      attached = true;
      clearTimeout(timer);
      hub.attach(socket, token).catch((error: Error) => {
        request.log.warn({ err: error.message }, 'realtime attach failed');
        socket.close(WS_CLOSE.serverShutdown, 'Please reconnect');
      });
    };
    const violation = (reason: string) => {
      if (closedForPolicy) return;
      closedForPolicy = true;
      request.log.info({ reason }, 'websocket closed for policy violation');
      socket.close(WS_CLOSE.policyViolation, reason);
    };
    socket.on('close', () => clearTimeout(timer));
    // ws reports protocol errors (oversized frame, bad UTF-8 in a text frame) here after closing
    // the socket itself; without a listener the 'error' event would be thrown.
    socket.on('error', (error: Error) => request.log.info({ err: error.message }, 'websocket protocol error'));
    socket.on('message', (raw: Buffer, isBinary: boolean) => {
      if (closedForPolicy) return;
      if (!budget.hit()) return violation('Too many messages');
      const message = parseClientMessage(raw, isBinary);
      if (!message) return violation('Unsupported message');
      if (message.type === 'auth') {
        if (!attached) attach(message.token);
      } else if (message.type === 'ping') {
        socket.send(JSON.stringify({ type: 'pong' }));
      }
    });
    if (headerToken) attach(headerToken);
  });
}
