import type { Broadcast, NotificationKind } from '@fitrater/contracts';
import type { CoreContext } from '../context';
import { AppError } from '@fitrater/platform';
import { renderNotification, type BroadcastContent } from './content';
import type { Audience } from './audience.repository';
import {
  findBroadcast, findBroadcastIdByDedupeKey, insertBroadcast, insertBroadcastOnce, markBroadcastUnqueued, recentBroadcasts, type BroadcastRow, type BroadcastSource,
} from './broadcast.repository';

export type { BroadcastRow, BroadcastSource } from './broadcast.repository';

export interface NewBroadcast {
  kind: NotificationKind;
  content: BroadcastContent;
  audience: Audience;
  source: BroadcastSource;
  createdBy?: string | null;
  /** Same key, same broadcast (scheduler ticks): a second scheduler gets the existing row. */
  dedupeKey?: string;
}

/**
 * Records a broadcast and enqueues its fan-out. The job id is derived from the
 * broadcast id, so enqueueing it again (a second scheduler, a retried request) is a no-op.
 */
export async function createBroadcast(ctx: CoreContext, input: NewBroadcast): Promise<{ id: string; created: boolean }> {
  const row = {
    kind: input.kind,
    content: JSON.stringify(input.content),
    audience: JSON.stringify(input.audience),
    source: input.source,
    createdBy: input.createdBy ?? null,
    dedupeKey: input.dedupeKey ?? null,
  };
  let id: string;
  let created = true;
  if (input.dedupeKey) {
    const inserted = await insertBroadcastOnce(ctx.db, row);
    if (inserted) id = inserted;
    else {
      created = false;
      id = await findBroadcastIdByDedupeKey(ctx.db, input.dedupeKey);
    }
  } else {
    id = await insertBroadcast(ctx.db, row);
  }
  try {
    await ctx.producer.enqueue('notify.broadcast', { broadcastId: id });
  } catch (error) {
    // Nothing half-done stays: a broadcast that never reached the queue says so.
    if (created) await markBroadcastUnqueued(ctx.db, id, ctx.now());
    throw error;
  }
  return { id, created };
}

export async function loadBroadcast(ctx: CoreContext, id: string): Promise<BroadcastRow | undefined> {
  return findBroadcast(ctx.db, id);
}

/** What the admin sees: the title in English (the text every English reader got). */
export function toBroadcastView(row: BroadcastRow): Broadcast {
  const { title } = renderNotification(row.kind, row.content, { language: 'en', dayStreak: 1 });
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    title,
    recipients: row.recipients,
    targeted: row.targeted,
    sent: row.sent,
    failed: row.failed,
    error: row.error,
    source: row.source,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

export async function getBroadcast(ctx: CoreContext, id: string): Promise<Broadcast> {
  const row = await loadBroadcast(ctx, id);
  if (!row) throw new AppError('NOT_FOUND', 'Broadcast not found');
  return toBroadcastView(row);
}

export async function listBroadcasts(ctx: CoreContext, limit = 50): Promise<Broadcast[]> {
  const rows = await recentBroadcasts(ctx.db, limit);
  return rows.map(toBroadcastView);
}
