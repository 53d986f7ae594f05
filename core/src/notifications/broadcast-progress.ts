import type { CoreContext } from '../context';
import { failBroadcastRow, finishSendingBroadcast, recountBroadcast, type BroadcastRow } from './broadcast.repository';

/**
 * Recomputes the counts of a broadcast from its delivery rows (idempotent, so
 * a retried batch never counts twice), finishes it once everything is
 * accounted for, and tells the admin who started it.
 */
export async function refreshBroadcast(ctx: CoreContext, broadcastId: string): Promise<BroadcastRow | undefined> {
  const row = await recountBroadcast(ctx.db, broadcastId);
  if (!row) return undefined;
  let current = row;
  if (row.status === 'sending' && row.fanoutDone && row.sent + row.failed >= row.targeted) {
    // Conditional on the status, so exactly one batch (or the fan-out) finishes it.
    const done = await finishSendingBroadcast(ctx.db, broadcastId, ctx.now());
    if (done) current = done;
  }
  await publishProgress(ctx, current);
  return current;
}

export async function publishProgress(ctx: CoreContext, row: BroadcastRow): Promise<void> {
  if (!row.createdBy) return;
  await ctx.publisher.publish(row.createdBy, 'broadcast.progress', {
    broadcastId: row.id, status: row.status, recipients: row.recipients, targeted: row.targeted, sent: row.sent, failed: row.failed,
  }).catch(() => undefined);
}

export async function failBroadcast(ctx: CoreContext, broadcastId: string, error: string): Promise<void> {
  const row = await failBroadcastRow(ctx.db, broadcastId, error.slice(0, 500), ctx.now());
  if (row) await publishProgress(ctx, row);
}
