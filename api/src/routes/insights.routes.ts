import type { FastifyInstance } from 'fastify';
import { Achievement, Analytics, StyleInsights, Usage } from '@fitrater/contracts';
import { getAchievements, getAnalytics, getStyleInsights, getUsage, type CoreContext } from '@fitrater/core';
import { Type } from 'typebox';
import { currentAuth } from '../plugins/auth.plugin';
import { typed } from './typed';

export async function insightsRoutes(server: FastifyInstance, { ctx }: { ctx: CoreContext }) {
  const app = typed(server);
  const noStore = { 'cache-control': 'private, no-store' };
  app.get('/api/usage', { preHandler: app.authenticate, schema: { summary: 'Your ratings used this month and your limit', response: { 200: Usage } } }, async (request, reply) =>
    reply.headers(noStore).send(await getUsage(ctx, currentAuth(request).user, currentAuth(request).usage)),
  );
  app.get('/api/user/analytics', { preHandler: app.authenticate, schema: { summary: 'Your rating statistics', response: { 200: Analytics } } }, async (request, reply) =>
    reply.headers(noStore).send(await getAnalytics(ctx, currentAuth(request).user)),
  );
  app.get('/api/user/style-insights', { preHandler: app.authenticate, schema: { summary: 'Insights drawn from your ratings', response: { 200: StyleInsights } } }, async (request, reply) =>
    reply.headers(noStore).send(await getStyleInsights(ctx, currentAuth(request).user)),
  );
  app.get('/api/achievements', { preHandler: app.authenticate, schema: { summary: 'Your achievements and progress', response: { 200: Type.Array(Achievement) } } }, async (request, reply) =>
    reply.headers(noStore).send(await getAchievements(ctx, currentAuth(request).user)),
  );
}
