import type { PaymentStatus } from '@fitrater/contracts';
import type { CoreContext } from '../context';
import { UserModel } from '../users';
import { PaymentTransactionModel, RefundRequestModel, type RefundStatus } from './billing.models';

// The SQL of the operator's billing views and gestures (CLI `premium …`, `payments …`): payments with
// their member and refund request, refund requests, and premium changed by hand. What each view shows
// and how far a grant extends are in billing-admin.service.ts.

type Db = CoreContext['db'];

export type PaymentRow = PaymentTransactionModel & { email: string; refundStatus: RefundStatus | null; refundReason: string | null; refundCreatedAt: Date | null };
export type RefundRequestRow = RefundRequestModel & { email: string; reference: string; amountMinor: number; currency: string; grantedAt: Date | null };

/** How many of the user's payments granted premium. */
export async function grantedPaymentCount(db: Db, userId: string): Promise<number> {
  return PaymentTransactionModel.query(db).where({ userId }).whereNotNull('grantedAt').resultSize();
}

/** Moves the user's premium expiry under their row lock, to what `extend` makes of the current one. */
export async function setPremiumExpiryLocked(db: Db, userId: string, now: Date, extend: (current: Date | null) => Date): Promise<void> {
  await db.transaction(async (trx) => {
    const locked = (await UserModel.query(trx).findById(userId).forUpdate())!;
    await UserModel.query(trx).patch({ premiumExpiresAt: extend(locked.premiumExpiresAt), updatedAt: now }).where({ id: userId });
  });
}

/** Premium ends now, its expiry counted as already announced. */
export async function endPremiumNow(db: Db, userId: string, now: Date): Promise<void> {
  await UserModel.query(db).patch({ premiumExpiresAt: now, premiumExpiryNotifiedFor: now, updatedAt: now }).where({ id: userId });
}

function paymentQuery(db: Db) {
  return PaymentTransactionModel.query(db)
    .join('users', 'users.id', 'payment_transactions.user_id')
    .leftJoin('refund_requests', 'refund_requests.transaction_id', 'payment_transactions.id')
    .select('payment_transactions.*', 'users.email as email', 'refund_requests.status as refundStatus', 'refund_requests.reason as refundReason', 'refund_requests.created_at as refundCreatedAt');
}

/** Payments newest first, of one member's address and/or in one status when given. */
export async function listPaymentRows(db: Db, filter: { email?: string; status?: PaymentStatus; limit: number }): Promise<PaymentRow[]> {
  const query = paymentQuery(db).orderBy('payment_transactions.created_at', 'desc').limit(filter.limit);
  if (filter.email) query.whereRaw('lower(users.email) = ?', [filter.email.trim().toLowerCase()]);
  if (filter.status) query.where('payment_transactions.status', filter.status);
  return (await query) as PaymentRow[];
}

export async function findPaymentRow(db: Db, reference: string): Promise<PaymentRow | undefined> {
  return (await paymentQuery(db).where('payment_transactions.reference', reference).first()) as PaymentRow | undefined;
}

/** Refund requests with their payment and member, oldest first, in one status when given. */
export async function listRefundRequestRows(db: Db, status?: RefundStatus): Promise<RefundRequestRow[]> {
  const query = RefundRequestModel.query(db)
    .join('payment_transactions', 'payment_transactions.id', 'refund_requests.transaction_id')
    .join('users', 'users.id', 'refund_requests.user_id')
    .select('refund_requests.*', 'users.email as email', 'payment_transactions.reference as reference', 'payment_transactions.amount_minor as amountMinor',
      'payment_transactions.currency as currency', 'payment_transactions.granted_at as grantedAt')
    .orderBy('refund_requests.created_at', 'asc');
  if (status) query.where('refund_requests.status', status);
  return (await query) as RefundRequestRow[];
}
