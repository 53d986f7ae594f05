import type { FastifyInstance } from 'fastify';
import { HealthReply } from '@fitrater/contracts';
import { paymentsStatus, type CoreContext } from '@fitrater/core';
import { checkHealth } from '@fitrater/platform';
import { typed } from './typed';

export async function healthRoutes(server: FastifyInstance, { ctx }: { ctx: CoreContext }) {
  const app = typed(server);
  app.get('/api/health', { schema: { summary: 'Health of the server and its services', response: { 200: HealthReply, 503: HealthReply } } }, async (_request, reply) => {
    const status = await checkHealth(ctx);
    const ok = status.db === 'ok' && status.redis === 'ok';
    // A refused payment key or the sandbox is for the operator to see, not a reason to take the api out of rotation.
    const { provider, sandbox, checkout, auth } = await paymentsStatus(ctx);
    return reply
      .status(ok ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ok ? 'ok' : 'degraded', ...status, version: ctx.config.version, payments: { provider, sandbox, checkout, auth } });
  });
}
