import type { CoreContext } from '../context';
import { withConcurrency } from '@fitrater/platform';
import { buildPushMessage, deliverPush, type PushProvider } from '@fitrater/providers';
import { loadBroadcast } from './broadcast.service';
import { refreshBroadcast } from './broadcast-progress';
import {
  claimDelivery, failInterruptedDeliveries, inboxNotes, insertUnsentDeliveries, pushTargets, settleDelivery, settledSubscriptionIds,
} from './push-delivery.repository';

export interface PushBatchOptions {
  /** Requests in flight at once within one batch. */
  concurrency?: number;
  /** Tries per subscription on 429/5xx/network errors (the first included). */
  maxAttempts?: number;
  /** A Retry-After longer than this gives up on the subscription for this broadcast instead of holding the worker. */
  maxRetryAfterMs?: number;
}

export interface PushBatchResult {
  sent: number;
  failed: number;
  skipped: number;
}

/**
 * The push.send job: sends one broadcast to a batch of subscriptions.
 *
 * Never twice: each (broadcast, subscription) row is claimed ('sending') right
 * before its request and settled after it. A retry of the job skips settled
 * rows, and rows a killed worker left 'sending' are settled as failed without
 * sending again: the request may already have reached the device, and a lost
 * notification is better than a duplicate.
 */
export async function sendPushBatch(
  ctx: CoreContext,
  provider: PushProvider,
  job: { broadcastId: string; subscriptionIds: string[] },
  options: PushBatchOptions = {},
): Promise<PushBatchResult> {
  const { broadcastId, subscriptionIds } = job;
  const concurrency = options.concurrency ?? 16;
  const maxAttempts = options.maxAttempts ?? 4;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? 30_000;
  const broadcast = await loadBroadcast(ctx, broadcastId);
  if (!broadcast || broadcast.status === 'failed') return { sent: 0, failed: 0, skipped: subscriptionIds.length };

  const batch = { broadcastId, subscriptionIds };
  await failInterruptedDeliveries(ctx.db, batch, 'interrupted (worker stopped mid-request); not resent to avoid a duplicate', ctx.now());
  const settled = await settledSubscriptionIds(ctx.db, batch);
  const todo = subscriptionIds.filter((id) => !settled.has(id));
  const subscriptions = await pushTargets(ctx.db, todo);

  // Unsubscribed between fan-out and now: nothing to send, but the count must still add up.
  const vanished = todo.filter((id) => !subscriptions.some((s) => s.id === id));
  await insertUnsentDeliveries(ctx.db, broadcastId, vanished.map((subscriptionId) => ({ subscriptionId, status: 'gone', error: 'unsubscribed before sending' })));

  const inbox = await inboxNotes(ctx.db, broadcastId, [...new Set(subscriptions.map((s) => s.userId))]);
  const byUser = new Map(inbox.map((n) => [n.userId, n]));
  const result: PushBatchResult = { sent: 0, failed: vanished.length, skipped: settled.size };

  await withConcurrency(subscriptions, concurrency, async (subscription) => {
    const note = byUser.get(subscription.userId);
    if (!(await claimDelivery(ctx.db, broadcastId, subscription.id, note ? null : 'no inbox row'))) {
      result.skipped++;
      return;
    }
    if (!note) {
      result.failed++;
      return;
    }
    const message = buildPushMessage(broadcast.kind, {
      title: note.title, body: note.body, url: note.url, notificationId: note.id, broadcastId,
    });
    const target = { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } };
    const { outcome, attempts } = await deliverPush(provider, target, message, { maxAttempts, maxRetryAfterMs });
    const status = outcome.kind === 'sent' ? 'sent' : outcome.kind === 'gone' ? 'gone' : 'failed';
    await settleDelivery(ctx.db, broadcastId, subscription.id, {
      status, attempts, httpStatus: outcome.status, error: 'error' in outcome ? outcome.error.slice(0, 300) : null,
    }, ctx.now());
    if (outcome.kind === 'sent') result.sent++;
    else result.failed++;
  });

  await refreshBroadcast(ctx, broadcastId);
  return result;
}

/**
 * A push.send job the queue gave up on (attempts spent, or stalled too often while its worker
 * was starved or killed): every subscription of the batch without a final answer is settled
 * as failed, so the broadcast's counts still add up and it finishes instead of staying 'sending'.
 * Nothing is resent, for the same reason as above.
 */
export async function settleAbandonedPushBatch(ctx: CoreContext, job: { broadcastId: string; subscriptionIds: string[] }, reason: string): Promise<void> {
  const { broadcastId, subscriptionIds } = job;
  const error = `not sent: the batch was abandoned (${reason})`.slice(0, 300);
  await failInterruptedDeliveries(ctx.db, { broadcastId, subscriptionIds }, error, ctx.now());
  await insertUnsentDeliveries(ctx.db, broadcastId, subscriptionIds.map((subscriptionId) => ({ subscriptionId, status: 'failed', error })));
  await refreshBroadcast(ctx, broadcastId);
}
