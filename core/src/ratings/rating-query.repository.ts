import type { Knex } from 'knex';
import { RatingModel } from './rating.model';

// The SQL of reading and deleting a member's ratings: one rating of theirs, the history page after a
// keyset cursor, the finished outfits (all, the scored ones, the best ones), and the delete that keeps the profile counters right. Cursors
// and what a reply shows are in rating-query.service.ts.

export async function findOwnRatingRow(db: Knex, userId: string, ratingId: string): Promise<RatingModel | undefined> {
  return RatingModel.query(db).findById(ratingId).where({ userId });
}

/** Up to `limit` of the member's ratings, newest first, of one occasion when given, after the keyset position `after`. */
export async function ratingHistoryRows(
  db: Knex, userId: string, page: { limit: number; occasion?: string; after?: { createdAt: Date; id: string } },
): Promise<RatingModel[]> {
  const q = RatingModel.query(db).where({ userId }).orderBy([{ column: 'createdAt', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(page.limit);
  if (page.occasion) q.where({ occasion: page.occasion });
  if (page.after) q.whereRaw('(created_at, id) < (?, ?)', [page.after.createdAt, page.after.id]);
  return q;
}

/** The member's finished ratings, newest first (at most 500). */
export async function finishedRatingRows(db: Knex, userId: string): Promise<RatingModel[]> {
  return RatingModel.query(db).where({ userId, status: 'done' }).orderBy('createdAt', 'desc').limit(500);
}

/** The member's finished, scored ratings, newest first (at most `limit`): what the style dashboard reads. */
export async function scoredRatingRows(db: Knex, userId: string, limit: number): Promise<RatingModel[]> {
  return RatingModel.query(db).where({ userId, status: 'done' }).whereNotNull('overallRating')
    .orderBy([{ column: 'createdAt', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(limit);
}

/** The member's finished ratings scored at least `minScore`, best (then newest) first, at most `limit`. */
export async function bestRatingRows(db: Knex, userId: string, minScore: number, limit: number): Promise<RatingModel[]> {
  return RatingModel.query(db).where({ userId, status: 'done' }).where('overallRating', '>=', minScore)
    .orderBy([{ column: 'overallRating', order: 'desc' }, { column: 'createdAt', order: 'desc' }]).limit(limit);
}

/** Deletes a rating; a finished one takes its share of the profile counters on the user row with it, in the same statement. */
export async function deleteRatingRow(db: Knex, ratingId: string): Promise<void> {
  await db.raw(
    `with gone as (delete from ratings where id = ? returning user_id, status, overall_rating)
     update users set ratings_done = ratings_done - 1, rating_sum = rating_sum - gone.overall_rating
     from gone where users.id = gone.user_id and gone.status = 'done'`,
    [ratingId],
  );
}
