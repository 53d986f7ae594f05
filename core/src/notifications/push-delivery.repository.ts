import type { Knex } from 'knex';

// The SQL of sending a broadcast's push notifications: one row per (broadcast, subscription) in
// push_deliveries, claimed ('sending') before its request and settled after it, so nothing is sent
// twice. Which rows are sent, skipped or failed is decided in push-batch.service.ts.

export interface PushTarget {
  id: string;
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface InboxNote {
  id: string;
  userId: string;
  title: string;
  body: string;
  url: string | null;
}

export interface DeliveryKey {
  broadcastId: string;
  subscriptionIds: string[];
}

/** Rows of these subscriptions still 'sending' (their worker stopped mid-request) end failed with `error`. */
export async function failInterruptedDeliveries(db: Knex, key: DeliveryKey, error: string, now: Date): Promise<void> {
  await db('pushDeliveries').where({ broadcastId: key.broadcastId, status: 'sending' }).whereIn('subscriptionId', key.subscriptionIds)
    .update({ status: 'failed', error, updatedAt: now });
}

/** The subscriptions of the batch that already have a delivery row. */
export async function settledSubscriptionIds(db: Knex, key: DeliveryKey): Promise<Set<string>> {
  const rows: Array<{ subscriptionId: string }> = await db('pushDeliveries').where({ broadcastId: key.broadcastId })
    .whereIn('subscriptionId', key.subscriptionIds).select('subscriptionId');
  return new Set(rows.map((r) => r.subscriptionId));
}

export async function pushTargets(db: Knex, subscriptionIds: string[]): Promise<PushTarget[]> {
  return subscriptionIds.length ? db('pushSubscriptions').whereIn('id', subscriptionIds).select('id', 'userId', 'endpoint', 'p256dh', 'auth') : [];
}

/** Final delivery rows for subscriptions that were never sent to; rows already there stay as they are. */
export async function insertUnsentDeliveries(db: Knex, broadcastId: string, rows: Array<{ subscriptionId: string; status: 'gone' | 'failed'; error: string }>): Promise<void> {
  if (!rows.length) return;
  await db('pushDeliveries').insert(rows.map((row) => ({ broadcastId, ...row })))
    .onConflict(['broadcastId', 'subscriptionId']).ignore();
}

/** The broadcast's inbox rows of these users (what each push shows). */
export async function inboxNotes(db: Knex, broadcastId: string, userIds: string[]): Promise<InboxNote[]> {
  return userIds.length
    ? db('notifications').where({ broadcastId }).whereIn('userId', userIds).select('id', 'userId', 'title', 'body', 'url')
    : [];
}

/**
 * Claims one delivery: inserts its row as 'sending' (or straight away as failed with `failure`);
 * false when the row exists (another run claimed or settled it).
 */
export async function claimDelivery(db: Knex, broadcastId: string, subscriptionId: string, failure: string | null): Promise<boolean> {
  const claimed = await db('pushDeliveries')
    .insert({ broadcastId, subscriptionId, status: failure ? 'failed' : 'sending', error: failure })
    .onConflict(['broadcastId', 'subscriptionId']).ignore().returning('subscriptionId');
  return claimed.length > 0;
}

export interface DeliveryOutcome {
  status: 'sent' | 'gone' | 'failed';
  attempts: number;
  httpStatus: number | null;
  error: string | null;
}

/**
 * Settles a claimed delivery; the subscription is deleted when the push service says it is gone,
 * and its last send is noted when it was sent.
 */
export async function settleDelivery(db: Knex, broadcastId: string, subscriptionId: string, outcome: DeliveryOutcome, now: Date): Promise<void> {
  const { status, attempts, httpStatus, error } = outcome;
  await db('pushDeliveries').where({ broadcastId, subscriptionId, status: 'sending' }).update({ status, attempts, httpStatus, error, updatedAt: now });
  if (status === 'gone') await db('pushSubscriptions').where({ id: subscriptionId }).delete();
  if (status === 'sent') await db('pushSubscriptions').where({ id: subscriptionId }).update({ lastSentAt: now });
}
