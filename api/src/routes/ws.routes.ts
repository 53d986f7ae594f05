import type { FastifyInstance } from 'fastify';
import { WS_CLOSE } from '@fitrater/contracts';
import { bearerToken } from '../plugins/auth.plugin';
import type { RealtimeHub } from '../realtime/hub';
import { messageBudget, parseClientMessage } from '../realtime/client-messages';
import type { RefusalTally } from '../server-limits/refusal-tally';

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
export async function wsRoutes(app: FastifyInstance, { hub, refusals }: { hub: RealtimeHub; refusals: RefusalTally }) {
  // WS_MAX_PER_ADDRESS is enforced before this route is reached (server-limits/upgrade-gate.ts).
  app.get('/api/ws', { websocket: true }, (socket, request) => {
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
      refusals.count('websocket-policy-violation', request.ip);
      socket.close(WS_CLOSE.policyViolation, reason);
    };
    socket.on('close', () => clearTimeout(timer));
    // ws reports protocol errors (oversized frame, bad UTF-8 in a text frame) here after closing
    // the socket itself; without a listener the 'error' event would be thrown.
    socket.on('error', () => refusals.count('websocket-protocol-error', request.ip));
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
