import type { FastifyInstance } from 'fastify';
import { WS_CLOSE, type ClientMessage } from '@fitrater/contracts';
import { bearerToken } from '../plugins/auth.plugin';
import type { RealtimeHub } from '../realtime/hub';

const AUTH_TIMEOUT_MS = 10_000;

/**
 * GET /api/ws. Browsers cannot set headers on a WebSocket, so the token comes
 * in the first message `{type:"auth",token}`; other clients may send the
 * Authorization header instead. The token never goes in the URL (logs).
 */
export async function wsRoutes(app: FastifyInstance, { hub }: { hub: RealtimeHub }) {
  app.get('/api/ws', { websocket: true }, (socket, request) => {
    let attached = false;
    const headerToken = bearerToken(request);
    const timer = setTimeout(() => {
      if (!attached) socket.close(WS_CLOSE.unauthenticated, 'Authentication required');
    }, AUTH_TIMEOUT_MS);
    const attach = (token: string) => {
      attached = true;
      clearTimeout(timer);
      void hub.attach(socket, token);
    };
    socket.on('close', () => clearTimeout(timer));
    socket.on('message', (raw: Buffer) => {
      let message: ClientMessage;
      try {
        message = JSON.parse(raw.toString('utf8')) as ClientMessage;
      } catch {
        return;
      }
      if (message.type === 'auth' && !attached && typeof message.token === 'string') attach(message.token);
      else if (message.type === 'ping') socket.send(JSON.stringify({ type: 'pong' }));
    });
    if (headerToken) attach(headerToken);
  });
}
