import { randomBytes } from 'node:crypto';
import { PENDING_CHECKOUT_FRESH_MINUTES, type InitiatePaymentReply, type VerifyPaymentReply } from '@fitrater/contracts';
import type { CoreContext } from '../context';
import { AppError } from '@fitrater/platform';
import { sendQueuedMail } from '../mail';
import { PaymentProviderAuthError, PaymentProviderError, type ProviderVerification, paymentProvider } from '@fitrater/providers';
import type { PaymentTransactionModel } from './billing.models';
import {
  endUngranted, failPendingCheckout, findPaymentByReference, openCheckout, paymentWithUser, savePaymentUrl,
} from './payment.repository';
import { grantForPayment } from './grant';
import { planAmountMinor } from './plan';
import { checkoutAvailable, recordProviderAuth } from './payments-status';
import { verifyOnce } from './verify-once';

/** `FR-` and 32 hex characters (128 random bits): unguessable, and safe in URLs and provider fields. */
export const newPaymentReference = () => `FR-${randomBytes(16).toString('hex')}`;

/**
 * Starts (or resumes) a checkout. One pending transaction per user while it is
 * fresh: a second tap, a second tab or a retry gets the same reference and link.
 */
export async function initiatePayment(ctx: CoreContext, userId: string): Promise<InitiatePaymentReply> {
  if (!checkoutAvailable(ctx.config)) throw new AppError('PAYMENTS_NOT_CONFIGURED');
  const provider = paymentProvider(ctx);
  const now = ctx.now();
  const checkout = await openCheckout(ctx.db, {
    userId, provider: provider.name, now, freshSince: new Date(now.getTime() - PENDING_CHECKOUT_FRESH_MINUTES * 60_000),
  }, () => ({ reference: newPaymentReference(), amountMinor: planAmountMinor(ctx.config), currency: ctx.config.premiumCurrency }));
  if (!checkout) throw new AppError('USER_NOT_FOUND');
  const { tx, user } = checkout;
  if (tx.paymentUrl) return { success: true, paymentUrl: tx.paymentUrl, reference: tx.reference };

  // The provider call happens outside the database transaction: no row lock is held across the network.
  try {
    const { paymentUrl } = await provider.initiate({
      reference: tx.reference,
      amountMinor: tx.amountMinor,
      currency: tx.currency,
      redirectUrl: `${ctx.config.publicUrl}/subscription-success`,
      customer: { email: user.email, name: user.name },
      title: 'FitRater Premium',
    });
    await savePaymentUrl(ctx.db, tx.id, paymentUrl, ctx.now());
    if (provider.name !== 'sandbox') await recordProviderAuth(ctx, true);
    return { success: true, paymentUrl, reference: tx.reference };
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    await noteAuthFailure(ctx, error, 'initiate');
    ctx.logger.warn({ reference: tx.reference, provider: provider.name, err: error.message }, 'payment initiation failed');
    await failPendingCheckout(ctx.db, tx.id, 'initiate_failed', ctx.now());
    throw new AppError('PAYMENT_INITIATION_FAILED');
  }
}

export type SettleResult = 'granted' | 'already_granted' | 'pending' | 'failed' | 'cancelled' | 'rejected';

/**
 * Asks the provider about a transaction and acts on the answer. Premium is
 * granted only for status=successful with our reference, amount and currency;
 * anything else grants nothing, and a mismatch is logged as an attack or a bug.
 */
export async function settleTransaction(ctx: CoreContext, tx: PaymentTransactionModel, source: 'verify' | 'webhook' | 'redirect'): Promise<SettleResult> {
  if (tx.grantedAt) return 'already_granted';
  let verification: ProviderVerification;
  try {
    verification = await paymentProvider(ctx).verify(tx.reference);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    await noteAuthFailure(ctx, error, source);
    ctx.logger.warn({ reference: tx.reference, source, err: error.message }, 'payment verification unavailable');
    throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
  }
  if (paymentProvider(ctx).name !== 'sandbox') await recordProviderAuth(ctx, true);
  const now = ctx.now();
  if (verification.status === 'pending') return 'pending';
  if (verification.status !== 'successful') {
    await endUngranted(ctx.db, tx.id, { status: verification.status, now });
    return verification.status;
  }
  const mismatch =
    verification.reference !== tx.reference ? 'reference_mismatch'
      : verification.amountMinor !== tx.amountMinor ? 'amount_mismatch'
        : verification.currency !== tx.currency ? 'currency_mismatch'
          : !verification.providerTransactionId ? 'missing_provider_id'
            : null;
  if (mismatch) {
    ctx.logger.warn({
      event: 'payment.rejected', reason: mismatch, reference: tx.reference, userId: tx.userId, source,
      expected: { amountMinor: tx.amountMinor, currency: tx.currency },
      reported: { reference: verification.reference, amountMinor: verification.amountMinor, currency: verification.currency },
    }, 'payment rejected: provider reports a different payment');
    await endUngranted(ctx.db, tx.id, { status: 'failed', failureReason: mismatch, now });
    return 'rejected';
  }
  const outcome = await grantForPayment(ctx, tx.id, verification.providerTransactionId!);
  if (outcome.granted) {
    ctx.logger.info({ reference: tx.reference, userId: tx.userId, source, premiumUntil: outcome.premiumUntil.toISOString() }, 'premium granted');
    await sendQueuedMail(ctx, outcome.mailId).catch((error: Error) => ctx.logger.warn({ err: error.message }, 'confirmation mail not enqueued'));
    await ctx.publisher.publish(tx.userId, 'profile.updated', { fields: ['isPremium', 'premiumExpiresAt'] }).catch(() => undefined);
    return 'granted';
  }
  if (outcome.reason === 'provider_transaction_reused') {
    ctx.logger.warn({ event: 'payment.rejected', reason: outcome.reason, reference: tx.reference, userId: tx.userId, source }, 'payment rejected: provider transaction already used');
    await endUngranted(ctx.db, tx.id, { status: 'failed', failureReason: outcome.reason, now });
    return 'rejected';
  }
  return 'already_granted';
}

/**
 * A refused key (401/403) is not "pending": every payment would wait silently for a key an operator
 * must fix. Logged as an error (the key itself never), counted, shown on /api/health and the admin panel.
 */
async function noteAuthFailure(ctx: CoreContext, error: PaymentProviderError, source: string): Promise<void> {
  if (!(error instanceof PaymentProviderAuthError)) return;
  await recordProviderAuth(ctx, false);
  ctx.logger.error({ event: 'payment.provider_auth_failed', provider: paymentProvider(ctx).name, status: error.httpStatus, source }, 'payment provider refused our credentials: check the secret key (FLUTTERWAVE_SECRET_KEY)');
}

/** The signed-in user's "did my payment go through?". Another user's or an unknown reference: 404, logged. */
export async function verifyPayment(ctx: CoreContext, userId: string, reference: string): Promise<VerifyPaymentReply> {
  const tx = await findPaymentByReference(ctx.db, reference);
  if (!tx || tx.userId !== userId) {
    ctx.logger.warn({ event: 'payment.rejected', reason: tx ? 'other_users_reference' : 'unknown_reference', userId, reference: reference.slice(0, 64) }, 'payment verification refused');
    throw new AppError('PAYMENT_NOT_FOUND');
  }
  // Polls of one reference arriving together share one call to the provider.
  await verifyOnce(ctx, reference, () => settleTransaction(ctx, tx, 'verify'));
  const [fresh, user] = await paymentWithUser(ctx.db, tx.id, userId);
  const now = ctx.now();
  return {
    success: fresh?.grantedAt != null,
    status: fresh?.status ?? 'pending',
    isPremium: user?.isPremiumAt(now) ?? false,
    expiresAt: user?.premiumExpiresAt?.toISOString() ?? null,
  };
}

/**
 * A provider's webhook: authenticated by its signature, then the transaction
 * is verified with the provider again; the body itself decides nothing.
 */
export async function handlePaymentWebhook(ctx: CoreContext, headers: Record<string, string | string[] | undefined>, body: unknown): Promise<void> {
  const notice = paymentProvider(ctx).parseWebhook(headers, body);
  if (!notice) {
    ctx.logger.warn({ event: 'payment.rejected', reason: 'webhook_signature' }, 'payment webhook refused: bad signature');
    throw new AppError('PAYMENT_WEBHOOK_REJECTED');
  }
  const tx = await findPaymentByReference(ctx.db, notice.reference);
  if (!tx) {
    // Acknowledged (a retry would not change anything) but recorded.
    ctx.logger.warn({ event: 'payment.rejected', reason: 'unknown_reference', reference: notice.reference.slice(0, 64), source: 'webhook' }, 'payment webhook for an unknown reference');
    return;
  }
  await settleTransaction(ctx, tx, 'webhook');
}

/** Settles a reference the provider told us about out of band (the sandbox checkout's own notification). */
export async function settleByReference(ctx: CoreContext, reference: string, source: 'webhook' | 'redirect'): Promise<SettleResult | 'unknown'> {
  const tx = await findPaymentByReference(ctx.db, reference);
  return tx ? settleTransaction(ctx, tx, source) : 'unknown';
}
