import type { Rating, RatingList, RatingListQuery } from '@fitrater/contracts';
import type { CoreContext } from '../context';
import { AppError } from '@fitrater/platform';
import type { RatingModel } from './rating.model';
import { deleteRatingRow, finishedRatingRows, findOwnRatingRow, ratingHistoryRows } from './rating-query.repository';
import { toApiRating } from './rating-view';
import { purgeRatingCache } from './rating-cache-purge';

/** Another user's rating is answered exactly like a missing one: 404, no hint it exists. */
export async function getOwnRating(ctx: CoreContext, userId: string, ratingId: string): Promise<RatingModel> {
  const row = await findOwnRatingRow(ctx.db, userId, ratingId);
  if (!row) throw new AppError('NOT_FOUND', 'Rating data not found');
  return row;
}

export async function getRating(ctx: CoreContext, userId: string, ratingId: string): Promise<Rating> {
  return toApiRating(await getOwnRating(ctx, userId, ratingId));
}

function encodeCursor(row: RatingModel): string {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString('base64url');
}

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(at ?? '');
  if (!id || Number.isNaN(createdAt.getTime()) || !/^[0-9a-f-]{36}$/.test(id)) throw new AppError('VALIDATION', 'Invalid request: bad cursor');
  return { createdAt, id };
}

/** History, newest first, keyset-paginated (stable while new ratings arrive). */
export async function listRatings(ctx: CoreContext, userId: string, query: RatingListQuery): Promise<RatingList> {
  const limit = query.limit ?? 20;
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const rows = await ratingHistoryRows(ctx.db, userId, { limit: limit + 1, occasion: query.occasion, after });
  const page = rows.slice(0, limit);
  return { items: page.map(toApiRating), nextCursor: rows.length > limit ? encodeCursor(page[page.length - 1]!) : null };
}

/** The closet's outfit list: finished ratings only. */
export async function listOutfits(ctx: CoreContext, userId: string): Promise<Rating[]> {
  const rows = await finishedRatingRows(ctx.db, userId);
  return rows.map(toApiRating);
}

/** Deletes a rating and its files. Its quota unit stays used: the rating happened. */
export async function deleteRating(ctx: CoreContext, userId: string, ratingId: string): Promise<void> {
  const row = await getOwnRating(ctx, userId, ratingId);
  await deleteRatingRow(ctx.db, row.id);
  await purgeRatingCache(ctx.db, [row.contentHash]);
  await ctx.storage.deletePrefix(`users/${userId}/ratings/${row.id}/`);
}
