import type { Knex } from 'knex';
import type { CoreContext } from '../context';
import { lockMemberCollection } from '@fitrater/platform';
import { prepareImage } from '../ratings';
import { clearPhotoColumns, photosNewestFirst, photosSentBefore } from './chat-photo.repository';

const DAY_MS = 86_400_000;

const photoFolder = (userId: string, messageId: string) => `users/${userId}/chat/${messageId}/`;

/**
 * A chat photo as it is kept: downscaled on receipt to what the stylist reads (at most 1024 px,
 * JPEG, metadata dropped), under the name the reply job looks for, so the original never reaches
 * the disk. A 10 MB upload becomes ~100-300 KB.
 */
export async function storeChatPhoto(ctx: CoreContext, userId: string, messageId: string, bytes: Buffer): Promise<{ key: string; size: number }> {
  const prepared = await prepareImage(bytes);
  const key = `${photoFolder(userId, messageId)}prepared.jpg`;
  await ctx.storage.put(key, prepared.bytes);
  return { key, size: prepared.bytes.length };
}

/** Drops the photos of these messages (their text stays, shown without the photo). */
async function dropPhotos(ctx: CoreContext, db: Knex, rows: Array<{ id: string; userId: string }>): Promise<void> {
  if (!rows.length) return;
  await clearPhotoColumns(db, rows.map((r) => r.id));
  for (const row of rows) await ctx.storage.deletePrefix(photoFolder(row.userId, row.id));
}

/**
 * Keeps the member's chat photos within CHAT_MEDIA_BUDGET_MB: past it, the oldest photos go.
 * Under the member's chat-media lock, so concurrent sends cannot both keep what only one fits.
 */
export async function enforceChatMediaBudget(ctx: CoreContext, userId: string): Promise<number> {
  return ctx.db.transaction(async (trx) => {
    await lockMemberCollection(trx, 'chat-media', userId);
    const photos = await photosNewestFirst(trx, userId);
    let kept = 0;
    const over = photos.filter((p) => (kept += p.imageBytes ?? 0) > ctx.config.chatMediaBudgetBytes);
    await dropPhotos(ctx, trx, over);
    return over.length;
  });
}

/** Retention, run by the maintenance job: chat photos older than CHAT_MEDIA_RETENTION_DAYS go. */
export async function expireChatMedia(ctx: CoreContext): Promise<number> {
  const cutoff = new Date(ctx.now().getTime() - ctx.config.chatMediaRetentionDays * DAY_MS);
  let removed = 0;
  for (;;) {
    const rows = await photosSentBefore(ctx.db, cutoff, 500);
    if (!rows.length) return removed;
    await dropPhotos(ctx, ctx.db, rows);
    removed += rows.length;
  }
}
