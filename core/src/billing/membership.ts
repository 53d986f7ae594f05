import { EXPIRING_SOON_DAYS, PREMIUM_PERIOD_DAYS, REFUND_WINDOW_DAYS, type Membership, type MembershipStatus } from '@fitrater/contracts';
import type { CoreContext } from '../context';
import type { UserModel } from '../users';
import { PaymentTransactionModel, RefundRequestModel } from './billing.models';

export const DAY_MS = 24 * 3600 * 1000;

/** Whole days left, rounded up (10.5 days → 11), never negative. */
export function daysRemaining(expiresAt: Date | null, now: Date): number {
  return expiresAt ? Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / DAY_MS)) : 0;
}

export function membershipStatus(expiresAt: Date | null, now: Date): MembershipStatus {
  if (!expiresAt) return 'none';
  if (expiresAt.getTime() <= now.getTime()) return 'expired';
  return daysRemaining(expiresAt, now) <= EXPIRING_SOON_DAYS ? 'expiring_soon' : 'active';
}

/** The premium period a payment at `now` buys: from the later of now and the current expiry. */
export function extendedExpiry(current: Date | null, now: Date, days = PREMIUM_PERIOD_DAYS): Date {
  const from = current && current.getTime() > now.getTime() ? current : now;
  return new Date(from.getTime() + days * DAY_MS);
}

/** The latest payment still inside the refund window with no refund request yet. */
export async function refundablePayment(ctx: CoreContext, userId: string, now: Date): Promise<PaymentTransactionModel | undefined> {
  return PaymentTransactionModel.query(ctx.db)
    .where({ userId })
    .whereNotNull('grantedAt')
    .where('grantedAt', '>', new Date(now.getTime() - REFUND_WINDOW_DAYS * DAY_MS))
    .whereNotExists(RefundRequestModel.query(ctx.db).whereColumn('refund_requests.transaction_id', 'payment_transactions.id'))
    .orderBy('grantedAt', 'desc')
    .first();
}

export async function membershipOf(ctx: CoreContext, user: UserModel): Promise<Membership> {
  const now = ctx.now();
  const expiresAt = user.premiumExpiresAt;
  const refundable = await refundablePayment(ctx, user.id, now);
  return {
    isPremium: user.isPremiumAt(now),
    status: membershipStatus(expiresAt, now),
    expiresAt: expiresAt?.toISOString() ?? null,
    daysRemaining: daysRemaining(expiresAt, now),
    cancelled: user.premiumCancelledAt !== null && user.isPremiumAt(now),
    refundableReference: refundable?.reference ?? null,
  };
}
