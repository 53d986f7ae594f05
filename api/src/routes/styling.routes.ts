import type { FastifyInstance } from 'fastify';
import {
  CombineBody, DescribeSuggestionBody, OutfitAdviceParams, OutfitAdviceReply, OutfitSuggestionBody, StyleSuggestionBody, StylingAccepted,
  StylingRequest, StylingRequestList, StylingRequestParams,
} from '@fitrater/contracts';
import {
  getStylingRequest, latestOutfitAdvice, listStylingRequests, requestCombination, requestDescribedAdvice, requestOutfit, requestRatingAdvice, type CoreContext,
} from '@fitrater/core';
import { currentAuth } from '../plugins/auth.plugin';
import { typed } from './typed';
import { aiRateLimits } from './ai-rate-limit';

/** POST /api/suggestions takes a description (≤ 1,000 characters) and an occasion: a few KB at most. */
const DESCRIBE_BODY_LIMIT = 16 * 1024;

/** Premium styling: premium-only except a per-rating suggestion paid with a referral credit; the work runs as jobs and streams progress on the socket. */
export async function stylingRoutes(server: FastifyInstance, { ctx }: { ctx: CoreContext }) {
  const app = typed(server);
  const accepted = { 202: StylingAccepted };
  const rateLimits = aiRateLimits(ctx);

  app.post('/api/premium/outfit-suggestion', {
    preHandler: app.requirePremium,
    config: { userUnchanged: true, rateLimits },
    schema: { summary: 'Ask the stylist for an outfit (premium)', body: OutfitSuggestionBody, response: accepted },
  }, async (request, reply) => reply.status(202).send(await requestOutfit(ctx, currentAuth(request).user.id, request.body)));

  app.post('/api/outfits/combine', {
    preHandler: app.requirePremium,
    config: { rateLimits },
    schema: { summary: 'Combine garments into outfits (premium)', body: CombineBody, response: accepted },
  }, async (request, reply) => reply.status(202).send(await requestCombination(ctx, currentAuth(request).user.id, request.body.occasion, request.body)));

  // Premium, or a free suggestion earned by referrals (spent here, one per request; issue 11).
  app.post('/api/style-suggestions', {
    preHandler: app.authenticate,
    config: { rateLimits },
    schema: { summary: 'Style suggestions for an occasion', body: StyleSuggestionBody, response: accepted },
  }, async (request, reply) => {
    const { user } = currentAuth(request);
    return reply.status(202).send(await requestRatingAdvice(ctx, user.id, request.body.outfitId, { isPremium: user.isPremiumAt(new Date()) }));
  });

  // What the user got for one rated outfit (null when nothing yet): an earned suggestion stays where it was earned.
  app.get('/api/style-suggestions/:outfitId', {
    preHandler: app.authenticate,
    schema: { summary: 'The suggestion you got for one rated outfit', params: OutfitAdviceParams, response: { 200: OutfitAdviceReply } },
  }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const { user } = currentAuth(request);
    return { suggestion: await latestOutfitAdvice(ctx, user.id, request.params.outfitId, { isPremium: user.isPremiumAt(new Date()) }) };
  });

  app.post('/api/suggestions', {
    preHandler: app.requirePremium,
    bodyLimit: DESCRIBE_BODY_LIMIT,
    config: { rateLimits },
    schema: { summary: 'Advice on an outfit you describe (premium)', body: DescribeSuggestionBody, response: accepted },
  }, async (request, reply) => reply.status(202).send(await requestDescribedAdvice(ctx, currentAuth(request).user.id, request.body)));

  app.get('/api/premium/suggestions', {
    preHandler: app.requirePremium,
    schema: { summary: 'Your premium styling history', response: { 200: StylingRequestList } },
  }, async (request) => ({ suggestions: await listStylingRequests(ctx, currentAuth(request).user.id) }));

  // Premium members read any of theirs; others only the suggestions they paid with a referral credit.
  app.get('/api/premium/suggestions/:requestId', {
    preHandler: app.authenticate,
    schema: { summary: 'One premium styling request and its result', params: StylingRequestParams, response: { 200: StylingRequest } },
  }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const { user } = currentAuth(request);
    return getStylingRequest(ctx, user.id, request.params.requestId, { isPremium: user.isPremiumAt(new Date()) });
  });
}
