import type { FastifyInstance } from 'fastify';
import { CHAT_JSON_BODY_LIMIT, ChatHistory, ChatHistoryQuery, ChatMessageIdParams, ChatSendBody, ChatSendReply, NoContent, FileReply } from '@fitrater/contracts';
import { CHAT_FILE_TOO_LARGE, chatHistory, chatImage, clearChatHistory, sendChatMessage, type CoreContext } from '@fitrater/core';
import { AppError } from '@fitrater/platform';
import { currentAuth } from '../plugins/auth.plugin';
import { typed } from './typed';

/** The stylist chat (premium): send, history, clear, and a message's photo. */
export async function chatRoutes(server: FastifyInstance, { ctx }: { ctx: CoreContext }) {
  const app = typed(server);
  app.post('/api/chat/send', {
    bodyLimit: CHAT_JSON_BODY_LIMIT + 8 * 1024,
    preHandler: app.requirePremium,
    config: { userUnchanged: true },
    schema: { summary: 'Send a message to the stylist chat', body: ChatSendBody, response: { 202: ChatSendReply } },
    // A body over the limit is a photo over 10 MB: say so in the chat's words.
    errorHandler(error) {
      if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new AppError('FILE_TOO_LARGE', CHAT_FILE_TOO_LARGE);
      throw error;
    },
  }, async (request, reply) => {
    const { user } = currentAuth(request);
    const result = await sendChatMessage(ctx, user, request.body);
    return reply.status(202).send(result);
  });

  app.get('/api/chat/history', {
    preHandler: app.requirePremium,
    schema: { summary: 'Your stylist chat history', querystring: ChatHistoryQuery, response: { 200: ChatHistory } },
  }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return chatHistory(ctx, currentAuth(request).user.id, request.query);
  });

  app.delete('/api/chat/history', { schema: { summary: 'Clear your stylist chat history', response: { 204: NoContent } }, preHandler: app.requirePremium }, async (request, reply) => {
    await clearChatHistory(ctx, currentAuth(request).user.id);
    return reply.status(204).send();
  });

  app.get('/api/chat/messages/:id/image', {
    preHandler: app.authenticate,
    schema: { summary: 'A chat message\'s photo', params: ChatMessageIdParams, response: { 200: FileReply('image/*', 'The photo sent with a chat message') } },
  }, async (request, reply) => {
    const image = await chatImage(ctx, currentAuth(request).user.id, request.params.id);
    return reply.type(image.type).header('cache-control', 'private, max-age=86400').send(image.bytes);
  });
}
