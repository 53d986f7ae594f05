import type { NotificationKind } from '@fitrater/contracts';
import type { CoreContext } from '../context';

// The SQL of a member's in-app inbox (the notifications table, read side).

type Db = CoreContext['db'];

export interface InboxRow {
  id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  url: string | null;
  createdAt: Date;
  readAt: Date | null;
}

export async function unreadCountOf(db: Db, userId: string): Promise<number> {
  const row = await db('notifications').where({ userId }).whereNull('readAt').count<{ count: string }>({ count: '*' }).first();
  return Number(row?.count ?? 0);
}

/** The member's newest notifications. */
export async function inboxRows(db: Db, userId: string, limit: number): Promise<InboxRow[]> {
  return db('notifications').where({ userId }).orderBy('createdAt', 'desc').limit(limit)
    .select('id', 'kind', 'title', 'body', 'url', 'createdAt', 'readAt');
}

/** Marks the member's unread notifications read (only those of `ids` when given: other members' ids match nothing). */
export async function markInboxRead(db: Db, userId: string, ids: string[] | null, now: Date): Promise<void> {
  const query = db('notifications').where({ userId }).whereNull('readAt');
  if (ids) query.whereIn('id', ids);
  await query.update({ readAt: now });
}
