import type { Broadcast, BroadcastStatus, NotificationKind } from '@fitrater/contracts';
import type { CoreContext } from '../context';
import { AppError } from '@fitrater/platform';
import { renderNotification, type BroadcastContent } from './content';
import type { Audience } from './audience';

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
    const [inserted] = await ctx.db('broadcasts').insert(row).onConflict('dedupeKey').ignore().returning('id');
    if (inserted) id = inserted.id;
    else {
      created = false;
      id = (await ctx.db('broadcasts').where({ dedupeKey: input.dedupeKey }).first('id')).id;
    }
  } else {
    id = (await ctx.db('broadcasts').insert(row).returning('id'))[0].id;
  }
  try {
    await ctx.producer.enqueue('notify.broadcast', { broadcastId: id });
  } catch (error) {
    // Nothing half-done stays: a broadcast that never reached the queue says so.
    if (created) await ctx.db('broadcasts').where({ id }).update({ status: 'failed', error: 'The job queue was unavailable', completedAt: ctx.now() });
    throw error;
  }
  return { id, created };
}

export async function loadBroadcast(ctx: CoreContext, id: string): Promise<BroadcastRow | undefined> {
  return ctx.db('broadcasts').where({ id }).first();
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
  const rows: BroadcastRow[] = await ctx.db('broadcasts').orderBy('createdAt', 'desc').limit(limit);
  return rows.map(toBroadcastView);
}
