import type { FastifyInstance } from 'fastify';
import { ReferralLink, ReferralStats } from '@fitrater/contracts';
import { referralLink, referralStats, type CoreContext } from '@fitrater/core';
import { currentAuth } from '../plugins/auth.plugin';
import { typed } from './typed';

/** Referral program: the user's own link and numbers; nothing about the friends themselves. */
export async function referralRoutes(server: FastifyInstance, { ctx }: { ctx: CoreContext }) {
  const app = typed(server);
  app.post('/api/referrals/create', {
    preHandler: app.authenticate,
    schema: { summary: 'Your referral link', response: { 200: ReferralLink } },
  }, async (request) => referralLink(ctx, currentAuth(request).user.id));

  app.get('/api/referrals/stats', {
    preHandler: app.authenticate,
    schema: { summary: 'Your referrals and rewards', response: { 200: ReferralStats } },
  }, async (request) => referralStats(ctx, currentAuth(request).user.id));
}
