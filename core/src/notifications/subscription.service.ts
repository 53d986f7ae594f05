import { NOTIFICATION_LIMITS, type PushSubscriptionBody } from '@fitrater/contracts';
import type { CoreContext } from '../context';
import { AppError, lockMemberCollection } from '@fitrater/platform';
import { checkPushEndpoint } from '@fitrater/providers';

/** Decoded lengths the Web Push encryption needs (RFC 8291): a P-256 point and a 16-byte secret. */
function checkKeys(keys: PushSubscriptionBody['keys']): void {
  const p256dh = Buffer.from(keys.p256dh, 'base64url');
  if (p256dh.length !== 65 || p256dh[0] !== 0x04) throw new AppError('VALIDATION', 'Invalid request: keys.p256dh is not a P-256 public key');
  if (Buffer.from(keys.auth, 'base64url').length !== 16) throw new AppError('VALIDATION', 'Invalid request: keys.auth must be 16 bytes');
}

/**
 * Saves a browser's subscription for the signed-in user. The endpoint is the
 * key: the same browser subscribing again (or after another account used it)
 * updates the one row, so one device never receives a notification twice.
 */
export async function subscribePush(ctx: CoreContext, userId: string, body: PushSubscriptionBody): Promise<number> {
  checkPushEndpoint(body.endpoint, ctx.config.pushEndpointHosts);
  checkKeys(body.keys);
  return ctx.db.transaction(async (trx) => {
    // Concurrent subscribes of one member prune one after the other, so the cap holds.
    await lockMemberCollection(trx, 'push-subscriptions', userId);
    await trx('pushSubscriptions')
      .insert({ userId, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth })
      .onConflict('endpoint')
      .merge({ userId, p256dh: body.keys.p256dh, auth: body.keys.auth, createdAt: ctx.now() });
    const rows = await trx('pushSubscriptions').where({ userId }).orderBy('createdAt', 'desc').select('id');
    // A user who keeps reinstalling keeps at most the newest N devices.
    const stale = rows.slice(NOTIFICATION_LIMITS.subscriptionsPerUser).map((r: { id: string }) => r.id);
    if (stale.length) await trx('pushSubscriptions').whereIn('id', stale).delete();
    return Math.min(rows.length, NOTIFICATION_LIMITS.subscriptionsPerUser);
  });
}

/** Removes one of the user's own subscriptions; another user's endpoint is left alone (and reported as not found). */
export async function unsubscribePush(ctx: CoreContext, userId: string, endpoint: string): Promise<void> {
  const deleted = await ctx.db('pushSubscriptions').where({ userId, endpoint }).delete();
  if (!deleted) throw new AppError('NOT_FOUND', 'No such push subscription');
}

export async function countSubscriptions(ctx: CoreContext, userId: string): Promise<number> {
  const row = await ctx.db('pushSubscriptions').where({ userId }).count<{ count: string }>({ count: '*' }).first();
  return Number(row?.count ?? 0);
}
