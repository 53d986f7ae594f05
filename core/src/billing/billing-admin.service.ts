import type { Membership, PaymentStatus } from '@fitrater/contracts';
import type { CoreContext } from '../context';
import { AppError } from '@fitrater/platform';
import { UserModel, findUserByEmail } from '../users';
import { PaymentTransactionModel, RefundRequestModel, type RefundStatus } from './billing.models';
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
  const payments = await PaymentTransactionModel.query(ctx.db).where({ userId: user.id }).whereNotNull('grantedAt').resultSize();
  return { email: user.email, ...(await membershipOf(ctx, user)), payments };
}

/** An operator's grant (support gesture, no payment): extends like a payment does, from the later of now and the expiry. */
export async function grantPremiumDays(ctx: CoreContext, email: string, days: number): Promise<PremiumStatusView> {
  const user = await userByEmail(ctx, email);
  const now = ctx.now();
  await ctx.db.transaction(async (trx) => {
    const locked = (await UserModel.query(trx).findById(user.id).forUpdate())!;
    await UserModel.query(trx).patch({ premiumExpiresAt: extendedExpiry(locked.premiumExpiresAt, now, days), updatedAt: now }).where({ id: user.id });
  });
  ctx.logger.warn({ event: 'premium.operator_grant', userId: user.id, days }, 'premium granted by an operator');
  await ctx.publisher.publish(user.id, 'profile.updated', { fields: ['isPremium', 'premiumExpiresAt'] }).catch(() => undefined);
  return premiumStatusOf(ctx, email);
}

/** Ends premium now (no expiry notice: the operator tells the user why). */
export async function revokePremium(ctx: CoreContext, email: string): Promise<PremiumStatusView> {
  const user = await userByEmail(ctx, email);
  const now = ctx.now();
  if (user.isPremiumAt(now)) {
    await UserModel.query(ctx.db).patch({ premiumExpiresAt: now, premiumExpiryNotifiedFor: now, updatedAt: now }).where({ id: user.id });
    ctx.logger.warn({ event: 'premium.operator_revoke', userId: user.id }, 'premium revoked by an operator');
    await ctx.publisher.publish(user.id, 'profile.updated', { fields: ['isPremium', 'premiumExpiresAt'] }).catch(() => undefined);
  }
  return premiumStatusOf(ctx, email);
}

function paymentQuery(ctx: CoreContext) {
  return PaymentTransactionModel.query(ctx.db)
    .join('users', 'users.id', 'payment_transactions.user_id')
    .leftJoin('refund_requests', 'refund_requests.transaction_id', 'payment_transactions.id')
    .select('payment_transactions.*', 'users.email as email', 'refund_requests.status as refundStatus', 'refund_requests.reason as refundReason', 'refund_requests.created_at as refundCreatedAt');
}

type PaymentRow = PaymentTransactionModel & { email: string; refundStatus: RefundStatus | null; refundReason: string | null; refundCreatedAt: Date | null };

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
  const query = paymentQuery(ctx).orderBy('payment_transactions.created_at', 'desc').limit(options.limit);
  if (options.email) query.whereRaw('lower(users.email) = ?', [options.email.trim().toLowerCase()]);
  if (options.status) query.where('payment_transactions.status', options.status);
  return ((await query) as PaymentRow[]).map(paymentView);
}

export async function getPayment(ctx: CoreContext, reference: string): Promise<PaymentView> {
  const row = (await paymentQuery(ctx).where('payment_transactions.reference', reference).first()) as PaymentRow | undefined;
  if (!row) throw new AppError('PAYMENT_NOT_FOUND');
  return paymentView(row);
}

/** Refund requests awaiting an operator (default) or all of them, oldest first: first come, first served. */
export async function listRefundRequests(ctx: CoreContext, options: { status?: RefundStatus } = { status: 'pending' }): Promise<RefundRequestView[]> {
  const query = RefundRequestModel.query(ctx.db)
    .join('payment_transactions', 'payment_transactions.id', 'refund_requests.transaction_id')
    .join('users', 'users.id', 'refund_requests.user_id')
    .select('refund_requests.*', 'users.email as email', 'payment_transactions.reference as reference', 'payment_transactions.amount_minor as amountMinor',
      'payment_transactions.currency as currency', 'payment_transactions.granted_at as grantedAt')
    .orderBy('refund_requests.created_at', 'asc');
  if (options.status) query.where('refund_requests.status', options.status);
  const rows = (await query) as Array<RefundRequestModel & { email: string; reference: string; amountMinor: number; currency: string; grantedAt: Date | null }>;
  return rows.map((r) => ({
    id: r.id, reference: r.reference, email: r.email, amount: r.amountMinor / 100, currency: r.currency, reason: r.reason, status: r.status,
    paidAt: r.grantedAt?.toISOString() ?? null, createdAt: r.createdAt.toISOString(),
  }));
}

