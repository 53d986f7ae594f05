import type { Membership, PaymentStatus } from '@fitrater/contracts';
import type { CoreContext } from '../context';
import { AppError } from '@fitrater/platform';
import { findUserByEmail, type UserModel } from '../users';
import type { RefundStatus } from './billing.models';
import {
  endPremiumNow, findPaymentRow, grantedPaymentCount, listPaymentRows, listRefundRequestRows, setPremiumExpiryLocked, type PaymentRow,
} from './billing-admin.repository';
import { extendedExpiry, membershipOf } from './membership';

/** Operator views (CLI `premium …`, `payments …`): the same services the api uses, no raw SQL in the CLI. */
export interface PremiumStatusView extends Membership {
  email: string;
  payments: number;
}

export interface PaymentView {
  reference: string;
  email: string;
  provider: string;
  providerTransactionId: string | null;
  amount: number;
  currency: string;
  status: PaymentStatus;
  failureReason: string | null;
  grantedAt: string | null;
  premiumUntil: string | null;
  createdAt: string;
  refundRequest: { status: RefundStatus; reason: string; createdAt: string } | null;
}

export interface RefundRequestView {
  id: string;
  reference: string;
  email: string;
  amount: number;
  currency: string;
  reason: string;
  status: RefundStatus;
  paidAt: string | null;
  createdAt: string;
}

async function userByEmail(ctx: CoreContext, email: string): Promise<UserModel> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) throw new AppError('USER_NOT_FOUND');
  return user;
}

export async function premiumStatusOf(ctx: CoreContext, email: string): Promise<PremiumStatusView> {
  const user = await userByEmail(ctx, email);
  const payments = await grantedPaymentCount(ctx.db, user.id);
  return { email: user.email, ...(await membershipOf(ctx, user)), payments };
}

/** An operator's grant (support gesture, no payment): extends like a payment does, from the later of now and the expiry. */
export async function grantPremiumDays(ctx: CoreContext, email: string, days: number): Promise<PremiumStatusView> {
  const user = await userByEmail(ctx, email);
  const now = ctx.now();
  await setPremiumExpiryLocked(ctx.db, user.id, now, (current) => extendedExpiry(current, now, days));
  ctx.logger.warn({ event: 'premium.operator_grant', userId: user.id, days }, 'premium granted by an operator');
  await ctx.publisher.publish(user.id, 'profile.updated', { fields: ['isPremium', 'premiumExpiresAt'] }).catch(() => undefined);
  return premiumStatusOf(ctx, email);
}

/** Ends premium now (no expiry notice: the operator tells the user why). */
export async function revokePremium(ctx: CoreContext, email: string): Promise<PremiumStatusView> {
  const user = await userByEmail(ctx, email);
  const now = ctx.now();
  if (user.isPremiumAt(now)) {
    await endPremiumNow(ctx.db, user.id, now);
    ctx.logger.warn({ event: 'premium.operator_revoke', userId: user.id }, 'premium revoked by an operator');
    await ctx.publisher.publish(user.id, 'profile.updated', { fields: ['isPremium', 'premiumExpiresAt'] }).catch(() => undefined);
  }
  return premiumStatusOf(ctx, email);
}

function paymentView(row: PaymentRow): PaymentView {
  return {
    reference: row.reference,
    email: row.email,
    provider: row.provider,
    providerTransactionId: row.providerTransactionId,
    amount: row.amountMinor / 100,
    currency: row.currency,
    status: row.status,
    failureReason: row.failureReason,
    grantedAt: row.grantedAt?.toISOString() ?? null,
    premiumUntil: row.premiumUntil?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    refundRequest: row.refundStatus ? { status: row.refundStatus, reason: row.refundReason ?? '', createdAt: row.refundCreatedAt!.toISOString() } : null,
  };
}

export async function listPayments(ctx: CoreContext, options: { email?: string; status?: PaymentStatus; limit: number }): Promise<PaymentView[]> {
  return (await listPaymentRows(ctx.db, options)).map(paymentView);
}

export async function getPayment(ctx: CoreContext, reference: string): Promise<PaymentView> {
  const row = await findPaymentRow(ctx.db, reference);
  if (!row) throw new AppError('PAYMENT_NOT_FOUND');
  return paymentView(row);
}

/** Refund requests awaiting an operator (default) or all of them, oldest first: first come, first served. */
export async function listRefundRequests(ctx: CoreContext, options: { status?: RefundStatus } = { status: 'pending' }): Promise<RefundRequestView[]> {
  const rows = await listRefundRequestRows(ctx.db, options.status);
  return rows.map((r) => ({
    id: r.id, reference: r.reference, email: r.email, amount: r.amountMinor / 100, currency: r.currency, reason: r.reason, status: r.status,
    paidAt: r.grantedAt?.toISOString() ?? null, createdAt: r.createdAt.toISOString(),
  }));
}

