import type { FastifyInstance } from 'fastify';
import {
  InboxQuery, InboxReply, MarkReadBody, NotificationPreferences, PushPublicKeyReply, PushSubscriptionBody, PushSubscriptionsReply,
  PushUnsubscribeBody, UnreadReply, UpdateNotificationPreferencesBody, NoContent,
} from '@fitrater/contracts';
import { getPreferences, listInbox, markRead, subscribePush, unsubscribePush, updatePreferences, type CoreContext } from '@fitrater/core';
import { pushPublicKey } from '@fitrater/providers';
import { currentAuth } from '../plugins/auth.plugin';
import { typed } from './typed';

/** Web push subscriptions, notification preferences and the in-app inbox of the signed-in user. */
export async function pushRoutes(server: FastifyInstance, { ctx }: { ctx: CoreContext }) {
  const app = typed(server);
  app.get('/api/push/public-key', { schema: { summary: 'The server\'s VAPID public key for a push subscription', response: { 200: PushPublicKeyReply } } }, async () => ({ publicKey: await pushPublicKey(ctx) }));

  app.post('/api/push/subscriptions', {
    schema: { summary: 'Subscribe this device to push notifications', body: PushSubscriptionBody, response: { 201: PushSubscriptionsReply } },
    preHandler: app.authenticate,
  }, async (request, reply) => reply.status(201).send({ subscriptions: await subscribePush(ctx, currentAuth(request).user.id, request.body) }));

  app.delete('/api/push/subscriptions', {
    schema: { summary: 'Unsubscribe this device from push notifications', body: PushUnsubscribeBody, response: { 204: NoContent } },
    preHandler: app.authenticate,
  }, async (request, reply) => {
    await unsubscribePush(ctx, currentAuth(request).user.id, request.body.endpoint);
    return reply.status(204).send();
  });

  app.get('/api/notifications/preferences', { schema: { summary: 'Your notification preferences', response: { 200: NotificationPreferences } }, preHandler: app.authenticate },
    async (request) => getPreferences(ctx, currentAuth(request).user.id));

  app.patch('/api/notifications/preferences', {
    schema: { summary: 'Change your notification preferences', body: UpdateNotificationPreferencesBody, response: { 200: NotificationPreferences } },
    preHandler: app.authenticate,
  }, async (request) => updatePreferences(ctx, currentAuth(request).user.id, request.body));

  app.get('/api/notifications/inbox', {
    schema: { summary: 'Your in-app notification inbox', querystring: InboxQuery, response: { 200: InboxReply } },
    preHandler: app.authenticate,
  }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return listInbox(ctx, currentAuth(request).user.id, request.query.limit);
  });

  app.post('/api/notifications/inbox/read', {
    schema: { summary: 'Mark inbox notifications as read', body: MarkReadBody, response: { 200: UnreadReply } },
    preHandler: app.authenticate,
  }, async (request) => ({ unread: await markRead(ctx, currentAuth(request).user.id, request.body) }));
}
