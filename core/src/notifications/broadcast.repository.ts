import type { CoreContext } from '../context';
import type { BroadcastRow } from './broadcast.service';

// The SQL of a broadcast's progress: its counts recomputed from the delivery rows, its status moves,
// and the fan-out's writes (inbox rows, the push targets of a page of recipients). Who receives a
// broadcast is in audience.ts; its wording in content.ts.

type Db = CoreContext['db'];

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

/** The fan-out is done: `targeted` subscriptions, never fewer than the deliveries already made (a retry may see fewer). */
export async function finishFanOut(db: Db, broadcastId: string, targeted: number): Promise<void> {
  await db('broadcasts').where({ id: broadcastId }).update({
    fanoutDone: true,
    targeted: db.raw('greatest(?, (select count(*) from push_deliveries where broadcast_id = ?))', [targeted, broadcastId]),
  });
}
