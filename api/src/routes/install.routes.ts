import type { FastifyInstance } from 'fastify';
import { InstallLogBody, NoContent } from '@fitrater/contracts';
import { logInstall, type CoreContext } from '@fitrater/core';
import { byIp } from '../plugins/rate-limit.plugin';
import { typed } from './typed';

const INSTALL_LIMIT = { name: 'install-ip', max: 20, windowSeconds: 3600 };

export async function installRoutes(server: FastifyInstance, { ctx }: { ctx: CoreContext }) {
  const app = typed(server);
  // No auth: the install prompt can be accepted before signing in.
  app.post('/api/log-install', {
    schema: { summary: 'Record an app install', body: InstallLogBody, response: { 204: NoContent } },
    config: { rateLimits: [{ rule: INSTALL_LIMIT, key: byIp }] },
  }, async (request, reply) => {
    await logInstall(ctx, request.body);
    return reply.status(204).send();
  });
}
