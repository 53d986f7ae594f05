import type { BroadcastStatus, NotificationKind } from '@fitrater/contracts';
import type { CoreContext } from '../context';
import type { Audience } from './audience.repository';
import type { BroadcastContent } from './content';

// The SQL of a broadcast: its row (created once per dedupe key, read, listed), its counts recomputed
// from the delivery rows, its status moves, and the fan-out's writes (inbox rows, the push targets of
// a page of recipients). Who receives a broadcast is in audience.repository.ts; its wording in content.ts.

type Db = CoreContext['db'];

export type BroadcastSource = 'admin' | 'cli' | 'scheduler';

export interface BroadcastRow {
  id: string;
  kind: NotificationKind;
  content: BroadcastContent;
  audience: Audience;
  status: BroadcastStatus;
  source: BroadcastSource;
  createdBy: string | null;
  dedupeKey: string | null;
  recipients: number;
  targeted: number;
  sent: number;
  failed: number;
  fanoutDone: boolean;
  error: string | null;
  createdAt: Date;
  completedAt: Date | null;
}

/** A broadcast row as inserted: content and audience as JSON text. */
export interface BroadcastInsert {
  kind: NotificationKind;
  content: string;
  audience: string;
  source: BroadcastSource;
  createdBy: string | null;
  dedupeKey: string | null;
}

export async function insertBroadcast(db: Db, row: BroadcastInsert): Promise<string> {
  const [inserted] = await db('broadcasts').insert(row).returning('id') as Array<{ id: string }>;
  return inserted!.id;
}

/** Inserts a broadcast with a dedupe key; undefined when one with that key exists. */
export async function insertBroadcastOnce(db: Db, row: BroadcastInsert): Promise<string | undefined> {
  const [inserted] = await db('broadcasts').insert(row).onConflict('dedupeKey').ignore().returning('id') as Array<{ id: string }>;
  return inserted?.id;
}

export async function findBroadcastIdByDedupeKey(db: Db, dedupeKey: string): Promise<string> {
  const row = await db('broadcasts').where({ dedupeKey }).first('id') as { id: string };
  return row.id;
}

export async function findBroadcast(db: Db, id: string): Promise<BroadcastRow | undefined> {
  return db('broadcasts').where({ id }).first();
}

export async function recentBroadcasts(db: Db, limit: number): Promise<BroadcastRow[]> {
  return db('broadcasts').orderBy('createdAt', 'desc').limit(limit);
}

/** A broadcast that never reached the queue ends failed and says so. */
export async function markBroadcastUnqueued(db: Db, id: string, now: Date): Promise<void> {
  await db('broadcasts').where({ id }).update({ status: 'failed', error: 'The job queue was unavailable', completedAt: now });
}

/** Recomputes sent, failed and recipients from the delivery and inbox rows (idempotent); undefined when the broadcast is gone. */
export async function recountBroadcast(db: Db, broadcastId: string): Promise<BroadcastRow | undefined> {
  const [row] = await db('broadcasts').where({ id: broadcastId }).update({
    sent: db.raw(`(select count(*) from push_deliveries where broadcast_id = ? and status = 'sent')`, [broadcastId]),
    failed: db.raw(`(select count(*) from push_deliveries where broadcast_id = ? and status in ('failed','gone'))`, [broadcastId]),
    recipients: db.raw(`(select count(*) from notifications where broadcast_id = ?)`, [broadcastId]),
  }).returning('*') as BroadcastRow[];
  return row;
}

/** Marks a broadcast still sending done (conditional on the status, so exactly one caller finishes it). */
export async function finishSendingBroadcast(db: Db, broadcastId: string, now: Date): Promise<BroadcastRow | undefined> {
  const [done] = await db('broadcasts').where({ id: broadcastId, status: 'sending' })
    .update({ status: 'done', completedAt: now }).returning('*') as BroadcastRow[];
  return done;
}

/** Ends a queued or sending broadcast as failed; undefined when it had already ended. */
export async function failBroadcastRow(db: Db, broadcastId: string, error: string, now: Date): Promise<BroadcastRow | undefined> {
  const [row] = await db('broadcasts').where({ id: broadcastId }).whereIn('status', ['queued', 'sending'])
    .update({ status: 'failed', error, completedAt: now }).returning('*') as BroadcastRow[];
  return row;
}

export async function startSendingBroadcast(db: Db, broadcastId: string): Promise<void> {
  await db('broadcasts').where({ id: broadcastId, status: 'queued' }).update({ status: 'sending' });
}

export interface InboxNotice {
  userId: string;
  broadcastId: string;
  kind: string;
  title: string;
  body: string;
  url: string | null;
}

/** Writes the inbox rows of a page of recipients; returns only the rows new in this run (one per broadcast and user). */
export async function insertInboxNotices(db: Db, rows: InboxNotice[]): Promise<Array<{ id: string; userId: string; title: string; body: string; url: string | null }>> {
  return db('notifications').insert(rows).onConflict(['broadcastId', 'userId']).ignore().returning(['id', 'userId', 'title', 'body', 'url']);
}

/** The push subscriptions of these users, by id. */
export async function subscriptionIdsOf(db: Db, userIds: string[]): Promise<string[]> {
  const rows: Array<{ id: string }> = await db('pushSubscriptions').whereIn('userId', userIds).orderBy('id').select('id');
  return rows.map((row) => row.id);
}

/** How many push subscriptions these users have. */
export async function countSubscriptionsOf(db: Db, userIds: string[]): Promise<number> {
  const row = await db('pushSubscriptions').whereIn('userId', userIds).count<{ count: string }>({ count: '*' }).first();
  return Number(row?.count ?? 0);
}

/** The fan-out is done: `targeted` subscriptions, never fewer than the deliveries already made (a retry may see fewer). */
export async function finishFanOut(db: Db, broadcastId: string, targeted: number): Promise<void> {
  await db('broadcasts').where({ id: broadcastId }).update({
    fanoutDone: true,
    targeted: db.raw('greatest(?, (select count(*) from push_deliveries where broadcast_id = ?))', [targeted, broadcastId]),
  });
}
