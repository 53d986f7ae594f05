import type { FastifyInstance } from 'fastify';
import {
  BillingPlan, InitiatePaymentReply, PaymentWebhookBody, Membership, RefundRequestBody, RefundRequestReply, VerifyPaymentBody, VerifyPaymentReply,
  WebhookReply,
} from '@fitrater/contracts';
import {
  billingPlan, cancelSubscription, getMembership, handlePaymentWebhook, initiatePayment, requestRefund, verifyPayment,
  type CoreContext,
} from '@fitrater/core';
import { currentAuth } from '../plugins/auth.plugin';
import { typed } from './typed';
import { byUser } from '../plugins/rate-limit.plugin';

/** Polls of "did my payment go through?" per member (× RATE_LIMIT_SCALE); each may reach the provider. */
const VERIFY_LIMIT = { name: 'payment-verify', max: 30, windowSeconds: 60 };

const noStore = { 'cache-control': 'private, no-store' };

/** Plan, checkout, verification, webhook and membership. Thin: one core call each. */
export async function billingRoutes(server: FastifyInstance, { ctx }: { ctx: CoreContext }) {
  const app = typed(server);
  app.get('/api/billing/plan', { schema: { summary: 'The premium plan\'s price and terms', response: { 200: BillingPlan } } }, async () => billingPlan(ctx.config));

  app.post('/api/payment/initiate', {
    schema: { summary: 'Start a premium payment at the provider\'s checkout', response: { 200: InitiatePaymentReply } },
    preHandler: app.authenticate,
  }, async (request, reply) => {
    reply.headers(noStore);
    return initiatePayment(ctx, currentAuth(request).user.id);
  });

  app.post('/api/payment/verify', {
    schema: { summary: 'Verify a payment with the provider and grant premium', body: VerifyPaymentBody, response: { 200: VerifyPaymentReply } },
    preHandler: app.authenticate,
    config: { rateLimits: [{ rule: VERIFY_LIMIT, key: byUser }] },
  }, async (request, reply) => {
    reply.headers(noStore);
    return verifyPayment(ctx, currentAuth(request).user.id, request.body.tx_ref);
  });

  // Signed by the provider (verif-hash), no bearer token. The body is only a hint: the payment is verified again.
  app.post('/api/payment/webhook', {
    schema: { summary: 'The payment provider\'s signed webhook', body: PaymentWebhookBody, response: { 200: WebhookReply } },
  }, async (request) => {
    await handlePaymentWebhook(ctx, request.headers, request.body);
    return { received: true as const };
  });

  app.get('/api/user/membership-expiration', {
    schema: { summary: 'When your premium membership ends', response: { 200: Membership } },
    preHandler: app.authenticate,
  }, async (request, reply) => {
    reply.headers(noStore);
    return getMembership(ctx, currentAuth(request).user.id);
  });

  app.post('/api/subscription/cancel', {
    schema: { summary: 'Stop premium renewal reminders', response: { 200: Membership } },
    preHandler: app.authenticate,
  }, async (request) => cancelSubscription(ctx, currentAuth(request).user.id));

  app.post('/api/payment/refund-request', {
    schema: { summary: 'Ask for a refund of a payment', body: RefundRequestBody, response: { 201: RefundRequestReply } },
    preHandler: app.authenticate,
  }, async (request, reply) => {
    const { reference, reason } = request.body;
    return reply.status(201).send(await requestRefund(ctx, currentAuth(request).user.id, reference, reason));
  });
}
