import type { Knex } from 'knex';
import { UserModel } from '../users';
import { PaymentTransactionModel } from './billing.models';

// The SQL of payment transactions: opening a checkout under the user's row lock, the provider's
// link, the grant's locks and writes, and the ends of a transaction that granted nothing. The rules
// (which answer of the provider grants what, how far a grant extends) are in payment.service.ts and grant.ts.

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

/**
 * The rows a grant decides on, locked in the caller's transaction: the member's row (grants of one
 * member queue up), then the transaction's row re-read under its lock.
 */
export async function lockForGrant(db: Knex, transactionId: string): Promise<{ tx: PaymentTransactionModel; user: UserModel; alreadyGranted: boolean }> {
  const tx = await PaymentTransactionModel.query(db).findById(transactionId);
  if (!tx) throw new Error(`payment transaction ${transactionId} vanished`);
  const user = await UserModel.query(db).findById(tx.userId).forUpdate();
  if (!user) throw new Error(`user of payment ${tx.reference} vanished`);
  const locked = await PaymentTransactionModel.query(db).findById(transactionId).forUpdate();
  return { tx, user, alreadyGranted: Boolean(locked?.grantedAt) };
}

/**
 * Records a grant: the transaction successful with the provider's id (the unique index on provider
 * and provider id refuses a charge that already paid for another reference), and the member's new
 * expiry, which also resumes the renewal reminders a "cancel" had stopped.
 */
export async function recordGrant(
  db: Knex, grant: { transactionId: string; providerTransactionId: string; userId: string; premiumUntil: Date; now: Date },
): Promise<void> {
  const { transactionId, providerTransactionId, userId, premiumUntil, now } = grant;
  await PaymentTransactionModel.query(db)
    .patch({ status: 'successful', providerTransactionId, grantedAt: now, premiumUntil, verifiedAt: now, failureReason: null, updatedAt: now })
    .where({ id: transactionId });
  await UserModel.query(db).patch({ premiumExpiresAt: premiumUntil, premiumCancelledAt: null, updatedAt: now }).where({ id: userId });
}
