import type { FastifyInstance } from 'fastify';
import { InstallLogBody } from '@fitrater/contracts';
import { logInstall, type CoreContext } from '@fitrater/core';
import { byIp } from '../plugins/rate-limit.plugin';

const INSTALL_LIMIT = { name: 'install-ip', max: 20, windowSeconds: 3600 };

export async function installRoutes(app: FastifyInstance, { ctx }: { ctx: CoreContext }) {
  // No auth: the install prompt can be accepted before signing in.
  app.post<{ Body: InstallLogBody }>('/api/log-install', {
    schema: { body: InstallLogBody },
    config: { rateLimits: [{ rule: INSTALL_LIMIT, key: byIp }] },
  }, async (request, reply) => {
    await logInstall(ctx, request.body);
    return reply.status(204).send();
  });
}
