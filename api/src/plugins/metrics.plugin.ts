import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { MetricsReply } from '@fitrater/contracts';
import { type CoreContext } from '@fitrater/core';
import { checkMetricsAccess, createMetrics } from '@fitrater/platform';

/**
 * Prometheus metrics: every response's latency by route pattern (never the raw
 * URL, so ids do not explode the label set), and GET /metrics behind METRICS_TOKEN.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, { ctx }: { ctx: CoreContext }) => {
  const metrics = createMetrics(ctx, { wsConnections: () => app.hub.connectionCount });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.observeHttp(route, request.method, reply.statusCode, reply.elapsedTime / 1000);
  });

  app.get('/metrics', { schema: { summary: 'Prometheus metrics (a bearer METRICS_TOKEN when one is set)', response: { 200: MetricsReply } } }, async (request, reply) => {
    checkMetricsAccess(ctx.config, request.headers.authorization);
    return reply.header('content-type', metrics.contentType).header('cache-control', 'no-store').send(await metrics.render());
  });
});
