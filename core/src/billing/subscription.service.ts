import { REFUND_WINDOW_DAYS, type Membership, type RefundRequestReply } from '@fitrater/contracts';
import type { CoreContext } from '../context';
import { AppError, isUniqueViolation } from '@fitrater/platform';
import { UserModel } from '../users';
import { PaymentTransactionModel, RefundRequestModel } from './billing.models';
import { DAY_MS, membershipOf } from './membership';

export async function getMembership(ctx: CoreContext, userId: string): Promise<Membership> {
  const user = await UserModel.query(ctx.db).findById(userId);
  if (!user) throw new AppError('USER_NOT_FOUND');
  return membershipOf(ctx, user);
}

/**
 * "Cancel": nothing renews by itself (no stored card), so cancelling stops the
 * renewal reminder; access stays until the paid period ends. Repeating it is harmless.
 */
export async function cancelSubscription(ctx: CoreContext, userId: string): Promise<Membership> {
  const now = ctx.now();
  const user = await UserModel.query(ctx.db).findById(userId);
  if (!user) throw new AppError('USER_NOT_FOUND');
  if (!user.isPremiumAt(now)) throw new AppError('SUBSCRIPTION_NOT_ACTIVE', 'No active subscription to cancel');
  const updated = user.premiumCancelledAt
    ? user
    : (await UserModel.query(ctx.db).patchAndFetchById(userId, { premiumCancelledAt: now, updatedAt: now }))!;
  ctx.logger.info({ userId, expiresAt: user.premiumExpiresAt?.toISOString() }, 'subscription cancelled');
  return membershipOf(ctx, updated);
}

/**
 * Records a refund request for operators (CLI `payments refunds`). Allowed for
 * a completed payment of this user within the refund window; one per payment.
 */
export async function requestRefund(ctx: CoreContext, userId: string, reference: string, reason: string): Promise<RefundRequestReply> {
  const now = ctx.now();
  const tx = await PaymentTransactionModel.query(ctx.db).findOne({ reference, userId });
  if (!tx) throw new AppError('PAYMENT_NOT_FOUND');
  if (!tx.grantedAt) throw new AppError('REFUND_NOT_ELIGIBLE', 'Refund not available: this payment was not completed');
  if (now.getTime() - tx.grantedAt.getTime() > REFUND_WINDOW_DAYS * DAY_MS) throw new AppError('REFUND_NOT_ELIGIBLE');
  const text = reason.trim();
  if (!text) throw new AppError('VALIDATION', 'Invalid request: please give a reason');
  try {
    const row = await RefundRequestModel.query(ctx.db).insertAndFetch({ userId, transactionId: tx.id, reason: text, status: 'pending', createdAt: now });
    ctx.logger.info({ userId, reference, refundRequestId: row.id }, 'refund requested');
    return { id: row.id, reference, status: row.status, createdAt: row.createdAt.toISOString() };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('REFUND_ALREADY_REQUESTED');
    throw error;
  }
}
