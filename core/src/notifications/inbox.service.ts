import type { InboxItem, InboxReply, NotificationKind } from '@fitrater/contracts';
import type { CoreContext } from '../context';

interface InboxRow {
  id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  url: string | null;
  createdAt: Date;
  readAt: Date | null;
}

const toItem = (row: InboxRow): InboxItem => ({
  id: row.id, kind: row.kind, title: row.title, body: row.body, url: row.url,
  createdAt: row.createdAt.toISOString(), readAt: row.readAt?.toISOString() ?? null,
});

export async function unreadCount(ctx: CoreContext, userId: string): Promise<number> {
  const row = await ctx.db('notifications').where({ userId }).whereNull('readAt').count<{ count: string }>({ count: '*' }).first();
  return Number(row?.count ?? 0);
}

/** The user's own notifications, newest first, with the unread count. */
export async function listInbox(ctx: CoreContext, userId: string, limit = 30): Promise<InboxReply> {
  const rows: InboxRow[] = await ctx.db('notifications').where({ userId }).orderBy('createdAt', 'desc').limit(limit)
    .select('id', 'kind', 'title', 'body', 'url', 'createdAt', 'readAt');
  return { items: rows.map(toItem), unread: await unreadCount(ctx, userId) };
}

/** Marks the user's own notifications read (ids of other users are ignored). */
export async function markRead(ctx: CoreContext, userId: string, which: { ids: string[] } | { all: true }): Promise<number> {
  const query = ctx.db('notifications').where({ userId }).whereNull('readAt');
  if ('ids' in which) query.whereIn('id', which.ids);
  await query.update({ readAt: ctx.now() });
  return unreadCount(ctx, userId);
}
