import type { Knex } from 'knex';

// The SQL of chat photos: which messages carry one (a member's, newest first; everyone's past a date)
// and the photo columns cleared when a photo goes. The budget and retention rules are in chat-media.ts.

export interface PhotoRow {
  id: string;
  userId: string;
  imageBytes: number | null;
}

/** The member's messages with a photo, newest first (the budget keeps the newest). */
export async function photosNewestFirst(db: Knex, userId: string): Promise<PhotoRow[]> {
  return db('chatMessages').where({ userId }).whereNotNull('imageKey')
    .orderBy([{ column: 'createdAt', order: 'desc' }, { column: 'id', order: 'desc' }])
    .select('id', 'userId', 'imageBytes');
}

/** Up to `limit` messages of anyone with a photo sent before `cutoff`. */
export async function photosSentBefore(db: Knex, cutoff: Date, limit: number): Promise<Array<Pick<PhotoRow, 'id' | 'userId'>>> {
  return db('chatMessages').whereNotNull('imageKey').where('createdAt', '<', cutoff).select('id', 'userId').limit(limit);
}

/** The messages keep their text; their photo columns are cleared. */
export async function clearPhotoColumns(db: Knex, messageIds: string[]): Promise<void> {
  await db('chatMessages').whereIn('id', messageIds).update({ imageKey: null, imageType: null, imageBytes: null });
}
