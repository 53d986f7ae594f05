import type { FastifyInstance } from 'fastify';
import { pickLanguage, StyleDashboard } from '@fitrater/contracts';
import { styleDashboard, type CoreContext } from '@fitrater/core';
import { currentAuth } from '../plugins/auth.plugin';
import { typed } from './typed';

/** The profile's premium analytics dashboard (free members get 403 PREMIUM_REQUIRED; the web shows them nothing extra). */
export async function styleDashboardRoutes(server: FastifyInstance, { ctx }: { ctx: CoreContext }) {
  const app = typed(server);
  app.get('/api/premium/style-dashboard', {
    preHandler: app.requirePremium,
    schema: { summary: 'Your premium style dashboard', response: { 200: StyleDashboard } },
  }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return styleDashboard(ctx, currentAuth(request).user.id, pickLanguage(request.headers['accept-language']));
  });
}
