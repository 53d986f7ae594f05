import type { Knex } from 'knex';
import { RatingCacheModel, RatingModel } from './rating.model';
import { stageWrite } from './rating-progress';
import { basisQuery, type ResultBasis } from './rating-result.repository';
import { refundUnit } from './quota.service';

// The SQL of the `outfit.rate` job besides saving its result (rating-result.repository.ts): the one
// statement that saves stage `analysing` and reads what the rest of the job needs, the prepared photo's
// key, and a rating ending failed. The job's steps are in rate-outfit.service.ts.

/** What the `analysing` statement reads: the user's result basis, and a cached answer for this content and engine. */
export type AnalysingRead = (ResultBasis & { cachedAnswer: unknown; cachedModelRating: number | null }) | undefined;

/**
 * Saves stage `analysing` (as a CTE) and reads the answer cache and the user's result basis (their
 * streak, counters and badges) in the same statement, so the result can later be saved in one
 * statement too: one round trip for all three.
 */
export async function saveAnalysingAndRead(db: Knex, rating: Pick<RatingModel, 'id' | 'userId' | 'contentHash'>, engine: string): Promise<AnalysingRead> {
  return (await db.with('stage', stageWrite(db, rating.id, 'analysing'))
    .with('basis', basisQuery(db, rating.userId))
    .select('basis.*', db.raw('(select answer from ?? where content_hash = ? and engine = ?) as cached_answer', [RatingCacheModel.tableName, rating.contentHash, engine]))
    .select(db.raw('(select model_rating from ?? where content_hash = ? and engine = ?) as cached_model_rating', [RatingCacheModel.tableName, rating.contentHash, engine]))
    .from('basis').first()) as AnalysingRead;
}

export async function savePreparedImageKey(db: Knex, ratingId: string, key: string): Promise<void> {
  await RatingModel.query(db).patch({ preparedImageKey: key }).where({ id: ratingId });
}

/**
 * Ends a rating still in flight as failed under its row lock, giving back its quota unit (once: a
 * done or failed row is left alone). Undefined when it was not in flight.
 */
export async function failRatingRow(db: Knex, ratingId: string, failure: { code: string; message: string; at: Date }): Promise<RatingModel | undefined> {
  return db.transaction(async (trx) => {
    const rating = await RatingModel.query(trx).findById(ratingId).forUpdate();
    if (!rating || rating.status === 'done' || rating.status === 'failed') return undefined;
    if (rating.usagePeriod) await refundUnit(trx, rating.userId, rating.usagePeriod);
    return RatingModel.query(trx).patchAndFetchById(ratingId, {
      status: 'failed', stage: 'failed', errorCode: failure.code, errorMessage: failure.message, usagePeriod: null, completedAt: failure.at,
    });
  });
}
