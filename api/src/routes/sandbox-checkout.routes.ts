import type { FastifyInstance } from 'fastify';
import { SandboxActionParams, SandboxCheckoutParams } from '@fitrater/contracts';
import { checkoutAvailable, settleByReference, type CoreContext } from '@fitrater/core';
import { AppError } from '@fitrater/platform';
import { sandboxCheckoutAction, sandboxCheckoutPage } from '@fitrater/providers';
import { typed } from './typed';

/**
 * The sandbox provider's hosted checkout (PAYMENT_PROVIDER=sandbox only): a
 * plain HTML page marked test mode, whose buttons post here and answer 303 to
 * the result page like a real provider's redirect.
 */
export async function sandboxCheckoutRoutes(server: FastifyInstance, { ctx }: { ctx: CoreContext }) {
  const app = typed(server);
  // Off on a public PUBLIC_URL unless ALLOW_SANDBOX_PAYMENTS=true: anyone could "pay" there.
  if (ctx.config.paymentProvider !== 'sandbox' || !checkoutAvailable(ctx.config)) return;
  // The page's forms post urlencoded with no fields: accept the type, ignore the body.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, {}));

  app.get('/sandbox-checkout/:reference', {
    schema: { summary: 'The sandbox provider\'s test checkout page', params: SandboxCheckoutParams },
  }, async (request, reply) => {
    const html = await sandboxCheckoutPage(ctx, request.params.reference);
    if (!html) throw new AppError('PAYMENT_NOT_FOUND');
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });

  app.post('/sandbox-checkout/:reference/:action', {
    schema: { summary: 'Pay or cancel on the sandbox checkout page', params: SandboxActionParams },
  }, async (request, reply) => {
    const { reference, action } = request.params;
    const target = await sandboxCheckoutAction(ctx, reference, action, async (ref) => {
      await settleByReference(ctx, ref, 'redirect');
    });
    if (!target) throw new AppError('PAYMENT_NOT_FOUND');
    return reply.redirect(target, 303);
  });
}
