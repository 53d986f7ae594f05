import type { Knex } from 'knex';
import { UserModel } from '../users';
import { PaymentTransactionModel } from './billing.models';

// The SQL of payment transactions: opening a checkout under the user's row lock, the provider's
// link, and the ends of a transaction that granted nothing. The rules (which answer of the provider
// grants what) are in payment.service.ts; granting itself is in grant.ts.

export interface NewCheckout {
  reference: string;
  amountMinor: number;
  currency: string;
}

/**
 * The user's fresh pending checkout with this provider (created after `freshSince`), or a new one
 * made by `create`. The user row lock serialises concurrent initiates of one user. Null when there
 * is no such user.
 */
export async function openCheckout(
  db: Knex, checkout: { userId: string; provider: PaymentTransactionModel['provider']; freshSince: Date; now: Date }, create: () => NewCheckout,
): Promise<{ tx: PaymentTransactionModel; user: UserModel } | null> {
  const { userId, provider, freshSince, now } = checkout;
  return db.transaction(async (trx) => {
    const user = await UserModel.query(trx).findById(userId).forUpdate();
    if (!user) return null;
    const fresh = await PaymentTransactionModel.query(trx)
      .where({ userId, provider, status: 'pending' })
      .where('createdAt', '>', freshSince)
      .orderBy('createdAt', 'desc')
      .first();
    if (fresh) return { tx: fresh, user };
    const { reference, amountMinor, currency } = create();
    const created = await PaymentTransactionModel.query(trx).insertAndFetch({
      userId, reference, provider, amountMinor, currency, status: 'pending', createdAt: now, updatedAt: now,
    });
    return { tx: created, user };
  });
}

export async function savePaymentUrl(db: Knex, id: string, paymentUrl: string, now: Date): Promise<void> {
  await PaymentTransactionModel.query(db).patch({ paymentUrl, updatedAt: now }).where({ id });
}

/** A checkout the provider would not open ends failed (only while still pending). */
export async function failPendingCheckout(db: Knex, id: string, reason: string, now: Date): Promise<void> {
  await PaymentTransactionModel.query(db)
    .patch({ status: 'failed', failureReason: reason, updatedAt: now })
    .where({ id, status: 'pending' });
}

/** Records the provider's verdict on a transaction that granted nothing (a granted one is never changed). */
export async function endUngranted(
  db: Knex, id: string, end: { status: PaymentTransactionModel['status']; failureReason?: string; now: Date },
): Promise<void> {
  const { status, failureReason, now } = end;
  await PaymentTransactionModel.query(db)
    .patch({ status, ...(failureReason ? { failureReason } : {}), verifiedAt: now, updatedAt: now })
    .where({ id })
    .whereNull('grantedAt');
}

export async function findPaymentByReference(db: Knex, reference: string): Promise<PaymentTransactionModel | undefined> {
  return PaymentTransactionModel.query(db).findOne({ reference });
}

/** The transaction as it is now, and its user (for the answer to "did my payment go through?"). */
export async function paymentWithUser(db: Knex, id: string, userId: string): Promise<[PaymentTransactionModel | undefined, UserModel | undefined]> {
  return Promise.all([PaymentTransactionModel.query(db).findById(id), UserModel.query(db).findById(userId)]);
}
