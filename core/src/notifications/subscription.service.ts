import { NOTIFICATION_LIMITS, type PushSubscriptionBody } from '@fitrater/contracts';
import type { CoreContext } from '../context';
import { AppError } from '@fitrater/platform';
import { checkPushEndpoint } from '@fitrater/providers';
import { deleteOwnSubscription, saveSubscription, subscriptionCount } from './push-subscription.repository';

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
  // A user who keeps reinstalling keeps at most the newest N devices.
  return saveSubscription(ctx.db, userId, { endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth }, NOTIFICATION_LIMITS.subscriptionsPerUser, ctx.now());
}

/** Removes one of the user's own subscriptions; another user's endpoint is left alone (and reported as not found). */
export async function unsubscribePush(ctx: CoreContext, userId: string, endpoint: string): Promise<void> {
  if (!(await deleteOwnSubscription(ctx.db, userId, endpoint))) throw new AppError('NOT_FOUND', 'No such push subscription');
}

export async function countSubscriptions(ctx: CoreContext, userId: string): Promise<number> {
  return subscriptionCount(ctx.db, userId);
}
