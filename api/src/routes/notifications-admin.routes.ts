import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AppUpdateBody, Broadcast, BroadcastAccepted, BroadcastList, BroadcastParams, CustomNotificationBody, EmptyBody, PremiumTipBody,
} from '@fitrater/contracts';
import { getBroadcast, listBroadcasts, startBroadcast, type BroadcastRequest, type CoreContext } from '@fitrater/core';
import { currentAuth } from '../plugins/auth.plugin';
import { typed } from './typed';

/** The admin notification panel's calls (spec part 2 §7 Admin); every one checks the role on the server. */
export async function notificationsAdminRoutes(server: FastifyInstance, { ctx }: { ctx: CoreContext }) {
  const app = typed(server);
  const accepted = { 202: BroadcastAccepted };
  const start = (request: FastifyRequest, body: BroadcastRequest) =>
    startBroadcast(ctx, body, { source: 'admin', userId: currentAuth(request).user.id });

  app.post('/api/notifications/morning-tip', { schema: { summary: 'Send today\'s morning tip (admin)', body: EmptyBody, response: accepted }, preHandler: app.requireAdmin },
    async (request, reply) => reply.status(202).send({ broadcastId: await start(request, { kind: 'morning_tip' }) }));

  app.post('/api/notifications/streak-reminder', { schema: { summary: 'Send streak reminders (admin)', body: EmptyBody, response: accepted }, preHandler: app.requireAdmin },
    async (request, reply) => reply.status(202).send({ broadcastId: await start(request, { kind: 'streak_reminder' }) }));

  app.post('/api/notifications/app-update', { schema: { summary: 'Announce an app update (admin)', body: AppUpdateBody, response: accepted }, preHandler: app.requireAdmin },
    async (request, reply) => reply.status(202).send({ broadcastId: await start(request, { kind: 'app_update', features: request.body.features }) }));

  app.post('/api/notifications/premium-tip', { schema: { summary: 'Send a premium style tip (admin)', body: PremiumTipBody, response: accepted }, preHandler: app.requireAdmin },
    async (request, reply) => reply.status(202).send({ broadcastId: await start(request, { kind: 'premium_tip', message: request.body.message }) }));

  app.post('/api/notifications/send', { schema: { summary: 'Send a custom notification (admin)', body: CustomNotificationBody, response: accepted }, preHandler: app.requireAdmin },
    async (request, reply) => reply.status(202).send({
      broadcastId: await start(request, { kind: 'custom', title: request.body.title, body: request.body.body, url: request.body.url ?? null }),
    }));

  app.get('/api/notifications/broadcasts', { schema: { summary: 'Recent notification broadcasts (admin)', response: { 200: BroadcastList } }, preHandler: app.requireAdmin },
    async () => ({ broadcasts: await listBroadcasts(ctx) }));

  app.get('/api/notifications/broadcasts/:id', {
    schema: { summary: 'One notification broadcast (admin)', params: BroadcastParams, response: { 200: Broadcast } },
    preHandler: app.requireAdmin,
  }, async (request) => getBroadcast(ctx, request.params.id));
}
