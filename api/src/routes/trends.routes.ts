import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  BookmarkBody, GenerateTrendsBody, StyleTip, StylePreferencesBody, StylePreferencesReply, StylingAccepted, TrendIdParams, TrendInsight,
  TrendInsightList, TrendList, TrendQuery,
} from '@fitrater/contracts';
import {
  bookmarkInsight, currentTrends, getStylePreferences, listTrendInsights, listTrends, personaliseTrendFor, requestTrendGeneration,
  saveStylePreferences, styleTip, type CoreContext,
} from '@fitrater/core';
import { currentAuth } from '../plugins/auth.plugin';
import { typed } from './typed';
import { aiRateLimits } from './ai-rate-limit';

/** Trends and insights are read in the member's profile language (the same language their styling jobs answer in). */
const languageOf = (request: FastifyRequest) => currentAuth(request).user.language;

/** Trends, personalised insights and style preferences: premium-only (the web shows free users an upsell). */
export async function trendsRoutes(server: FastifyInstance, { ctx }: { ctx: CoreContext }) {
  const app = typed(server);
  const premium = app.requirePremium;

  app.get('/api/trends/current', { preHandler: premium, schema: { summary: 'This season\'s fashion trends', response: { 200: TrendList } } },
    async (request) => ({ trends: await currentTrends(ctx, languageOf(request)) }));

  app.get('/api/trends/style-tip', { preHandler: premium, schema: { summary: 'Today\'s style tip', response: { 200: StyleTip } } }, async (request) => styleTip(ctx, languageOf(request)));

  app.get('/api/trends', { preHandler: premium, schema: { summary: 'Fashion trends by season and category', querystring: TrendQuery, response: { 200: TrendList } } },
    async (request) => ({ trends: await listTrends(ctx, request.query, languageOf(request)) }));

  app.post('/api/trends/generate', {
    preHandler: premium,
    config: { rateLimits: aiRateLimits(ctx) },
    schema: { summary: 'Generate fresh trends for you (premium)', body: GenerateTrendsBody, response: { 202: StylingAccepted } },
  }, async (request, reply) => reply.status(202).send(await requestTrendGeneration(ctx, currentAuth(request).user.id, request.body ?? {})));

  app.post('/api/trends/:id/personalize', {
    preHandler: premium,
    config: { rateLimits: aiRateLimits(ctx) },
    schema: { summary: 'How a trend fits your style', params: TrendIdParams, response: { 200: TrendInsight } },
  }, async (request) => personaliseTrendFor(ctx, currentAuth(request).user.id, request.params.id, languageOf(request)));

  app.get('/api/user/trend-insights', { preHandler: premium, schema: { summary: 'Your personalised trend insights', response: { 200: TrendInsightList } } },
    async (request) => ({ insights: await listTrendInsights(ctx, currentAuth(request).user.id, languageOf(request)) }));

  app.post('/api/trend-insights/:id/bookmark', {
    preHandler: premium,
    schema: { summary: 'Bookmark or unbookmark a trend insight', params: TrendIdParams, body: BookmarkBody, response: { 200: TrendInsight } },
  }, async (request) => bookmarkInsight(ctx, currentAuth(request).user.id, request.params.id, request.body.bookmarked, languageOf(request)));

  app.get('/api/user/style-preferences', { preHandler: premium, schema: { summary: 'Your style preferences', response: { 200: StylePreferencesReply } } },
    async (request) => ({ preferences: await getStylePreferences(ctx, currentAuth(request).user.id) }));

  app.post('/api/user/style-preferences', {
    preHandler: premium,
    schema: { summary: 'Save your style preferences', body: StylePreferencesBody, response: { 200: StylePreferencesReply } },
  }, async (request) => ({ preferences: await saveStylePreferences(ctx, currentAuth(request).user.id, request.body) }));
}
