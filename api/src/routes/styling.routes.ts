import type { FastifyInstance } from 'fastify';
import {
  CombineBody, DescribeSuggestionBody, OutfitSuggestionBody, StyleSuggestionBody, StylingAccepted, StylingRequest, StylingRequestList,
  StylingRequestParams,
} from '@fitrater/contracts';
import {
  getStylingRequest, listStylingRequests, requestCombination, requestDescribedAdvice, requestOutfit, requestRatingAdvice, type CoreContext,
} from '@fitrater/core';
import { currentAuth } from '../plugins/auth.plugin';

/** Premium styling: every route premium-only; the work runs as jobs and streams progress on the socket. */
export async function stylingRoutes(app: FastifyInstance, { ctx }: { ctx: CoreContext }) {
  const accepted = { 202: StylingAccepted };

  app.post<{ Body: OutfitSuggestionBody }>('/api/premium/outfit-suggestion', {
    preHandler: app.requirePremium,
    schema: { body: OutfitSuggestionBody, response: accepted },
  }, async (request, reply) => reply.status(202).send(await requestOutfit(ctx, currentAuth(request).user.id, request.body)));

  app.post<{ Body: CombineBody }>('/api/outfits/combine', {
    preHandler: app.requirePremium,
    schema: { body: CombineBody, response: accepted },
  }, async (request, reply) => reply.status(202).send(await requestCombination(ctx, currentAuth(request).user.id, request.body.occasion)));

  app.post<{ Body: StyleSuggestionBody }>('/api/style-suggestions', {
    preHandler: app.requirePremium,
    schema: { body: StyleSuggestionBody, response: accepted },
  }, async (request, reply) => reply.status(202).send(await requestRatingAdvice(ctx, currentAuth(request).user.id, request.body.outfitId)));

  app.post<{ Body: DescribeSuggestionBody }>('/api/suggestions', {
    preHandler: app.requirePremium,
    bodyLimit: 15 * 1024 * 1024,
    schema: { body: DescribeSuggestionBody, response: accepted },
  }, async (request, reply) => reply.status(202).send(await requestDescribedAdvice(ctx, currentAuth(request).user.id, request.body)));

  app.get('/api/premium/suggestions', {
    preHandler: app.requirePremium,
    schema: { response: { 200: StylingRequestList } },
  }, async (request) => ({ suggestions: await listStylingRequests(ctx, currentAuth(request).user.id) }));

  app.get<{ Params: { requestId: string } }>('/api/premium/suggestions/:requestId', {
    preHandler: app.requirePremium,
    schema: { params: StylingRequestParams, response: { 200: StylingRequest } },
  }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return getStylingRequest(ctx, currentAuth(request).user.id, request.params.requestId);
  });
}
