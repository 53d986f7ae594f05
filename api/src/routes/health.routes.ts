import type { FastifyInstance } from 'fastify';
import { HealthReply } from '@fitrater/contracts';
import { checkHealth, type CoreContext } from '@fitrater/core';

export async function healthRoutes(app: FastifyInstance, { ctx }: { ctx: CoreContext }) {
  app.get('/api/health', { schema: { response: { 200: HealthReply, 503: HealthReply } } }, async (_request, reply) => {
    const status = await checkHealth(ctx);
    const ok = status.db === 'ok' && status.redis === 'ok';
    return reply
      .status(ok ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ok ? 'ok' : 'degraded', ...status, version: ctx.config.version });
  });
}
