import type { CoreContext } from '../context';
import { loadBroadcast } from './broadcast.service';
import { recipientPage } from './audience.repository';
import { renderNotification } from './content';
import { refreshBroadcast } from './broadcast-progress';
import { unreadCount } from './inbox.service';
import { finishFanOut, insertInboxNotices, startSendingBroadcast, subscriptionIdsOf } from './broadcast.repository';

/** Users per page and subscriptions per push.send job. */
export const FANOUT_PAGE = 500;
export const PUSH_BATCH = 50;

/**
 * The notify.broadcast job: walks the recipients page by page, writes each
 * one's inbox row (in their language), and enqueues push.send batches for
 * their subscriptions. Safe to run again after a crash: inbox rows are unique
 * per broadcast and user, job ids are deterministic, and push.send skips what
 * was already sent.
 */
export async function fanOutBroadcast(ctx: CoreContext, broadcastId: string): Promise<{ recipients: number; targeted: number }> {
  const broadcast = await loadBroadcast(ctx, broadcastId);
  if (!broadcast || broadcast.status === 'done' || broadcast.status === 'failed') return { recipients: 0, targeted: 0 };
  await startSendingBroadcast(ctx.db, broadcastId);
  const now = ctx.now();
  let after: string | null = null;
  let recipients = 0;
  let targeted = 0;
  let batch = 0;
  for (;;) {
    const page = await recipientPage(ctx.db, broadcast, { after, limit: FANOUT_PAGE, now });
    if (!page.length) break;
    after = page[page.length - 1]!.id;
    recipients += page.length;
    const rows = page.map((user) => ({
      userId: user.id, broadcastId, kind: broadcast.kind, ...renderNotification(broadcast.kind, broadcast.content, user),
    }));
    const inserted = await insertInboxNotices(ctx.db, rows);
    // Only rows new in this run are announced, so a retried fan-out does not ring the bell twice.
    for (const row of inserted) {
      const unread = await unreadCount(ctx, row.userId);
      await ctx.publisher.publish(row.userId, 'notification.new', {
        id: row.id, kind: broadcast.kind, title: row.title, body: row.body, url: row.url, unread,
      }).catch(() => undefined);
    }
    const subscriptions = await subscriptionIdsOf(ctx.db, page.map((u) => u.id));
    targeted += subscriptions.length;
    for (let i = 0; i < subscriptions.length; i += PUSH_BATCH) {
      const subscriptionIds = subscriptions.slice(i, i + PUSH_BATCH);
      await ctx.producer.enqueue('push.send', { broadcastId, batch: batch++, subscriptionIds });
    }
    if (page.length < FANOUT_PAGE) break;
  }
  // A retried fan-out may see fewer subscriptions (410s deleted some): never count below what was delivered.
  await finishFanOut(ctx.db, broadcastId, targeted);
  await refreshBroadcast(ctx, broadcastId);
  return { recipients, targeted };
}
