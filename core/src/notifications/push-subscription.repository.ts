import { lockMemberCollection } from '@fitrater/platform';
import type { CoreContext } from '../context';

// The SQL of members' push subscriptions (one row per browser endpoint). The checks on what a
// subscription may be are in subscription.service.ts; sending to them, in push-delivery.repository.ts.

type Db = CoreContext['db'];

/**
 * Saves a browser's subscription for the member (the endpoint is the key: a browser subscribing
 * again, or after another account used it, updates its one row) and keeps the member's newest `keep`
 * rows, under the member's lock so concurrent subscribes prune one after the other. Returns how many
 * the member has.
 */
export async function saveSubscription(
  db: Db, userId: string, subscription: { endpoint: string; p256dh: string; auth: string }, keep: number, now: Date,
): Promise<number> {
  const { endpoint, p256dh, auth } = subscription;
  return db.transaction(async (trx) => {
    await lockMemberCollection(trx, 'push-subscriptions', userId);
    await trx('pushSubscriptions')
      .insert({ userId, endpoint, p256dh, auth })
      .onConflict('endpoint')
      .merge({ userId, p256dh, auth, createdAt: now });
    const rows = await trx('pushSubscriptions').where({ userId }).orderBy('createdAt', 'desc').select('id');
    const stale = rows.slice(keep).map((r: { id: string }) => r.id);
    if (stale.length) await trx('pushSubscriptions').whereIn('id', stale).delete();
    return Math.min(rows.length, keep);
  });
}

/** Deletes one of the member's own subscriptions; false when they have none with that endpoint. */
export async function deleteOwnSubscription(db: Db, userId: string, endpoint: string): Promise<boolean> {
  return (await db('pushSubscriptions').where({ userId, endpoint }).delete()) > 0;
}

export async function subscriptionCount(db: Db, userId: string): Promise<number> {
  const row = await db('pushSubscriptions').where({ userId }).count<{ count: string }>({ count: '*' }).first();
  return Number(row?.count ?? 0);
}
