import type { InboxItem, InboxReply } from '@fitrater/contracts';
import type { CoreContext } from '../context';
import { inboxRows, markInboxRead, unreadCountOf, type InboxRow } from './inbox.repository';

const toItem = (row: InboxRow): InboxItem => ({
  id: row.id, kind: row.kind, title: row.title, body: row.body, url: row.url,
  createdAt: row.createdAt.toISOString(), readAt: row.readAt?.toISOString() ?? null,
});

export async function unreadCount(ctx: CoreContext, userId: string): Promise<number> {
  return unreadCountOf(ctx.db, userId);
}

/** The user's own notifications, newest first, with the unread count. */
export async function listInbox(ctx: CoreContext, userId: string, limit = 30): Promise<InboxReply> {
  const rows = await inboxRows(ctx.db, userId, limit);
  return { items: rows.map(toItem), unread: await unreadCount(ctx, userId) };
}

/** Marks the user's own notifications read (ids of other users are ignored). */
export async function markRead(ctx: CoreContext, userId: string, which: { ids: string[] } | { all: true }): Promise<number> {
  await markInboxRead(ctx.db, userId, 'ids' in which ? which.ids : null, ctx.now());
  return unreadCount(ctx, userId);
}
