import type { FastifyInstance } from 'fastify';
import { PaymentsStatusReply } from '@fitrater/contracts';
import { paymentsStatus, type CoreContext } from '@fitrater/core';
import { typed } from './typed';

/** The admin panel's payments banner: sandbox or live, checkout open or off, and refusals of our provider key. */
export async function paymentsAdminRoutes(server: FastifyInstance, { ctx }: { ctx: CoreContext }) {
  const app = typed(server);
  app.get('/api/admin/payments/status', {
    schema: { summary: 'Payments status for operators: sandbox mode, checkout, provider key refusals', response: { 200: PaymentsStatusReply } },
    preHandler: app.requireAdmin,
  }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return paymentsStatus(ctx);
  });
}
