import type { GarmentExtractStatus } from '@fitrater/contracts';
import type { CoreContext } from '../context';
import { ClosetItemModel, GarmentExtractionModel, type ExtractedPiece } from './garment.models';

// The SQL of a rated photo's garment extraction: its state row (one per rating) and the closet
// items already added from it. The services around it say what happens; this says how it is stored.

type Db = CoreContext['db'];

/** Creates the extraction row of a rating unless it exists: the new row, or undefined when it was there already. */
export async function insertExtractionOnce(db: Db, row: { ratingId: string; userId: string; status: GarmentExtractStatus }): Promise<GarmentExtractionModel | undefined> {
  // knex, not objection: on a conflict objection's insert still answers with the values it was given.
  const [inserted] = await db(GarmentExtractionModel.tableName)
    .insert({ ...row, stage: row.status, garments: JSON.stringify([]) })
    .onConflict('rating_id').ignore().returning('*') as GarmentExtractionModel[];
  return inserted ? GarmentExtractionModel.fromJson(inserted) : undefined;
}

export async function findExtraction(db: Db, ratingId: string): Promise<GarmentExtractionModel | undefined> {
  return GarmentExtractionModel.query(db).findById(ratingId);
}

/** The member's own extraction of a rating (undefined for another member's). */
export async function findOwnExtraction(db: Db, userId: string, ratingId: string): Promise<GarmentExtractionModel | undefined> {
  return GarmentExtractionModel.query(db).findOne({ ratingId, userId });
}

/** Stores the pieces and ends the row as done: the finished row, or undefined when the row is gone. */
export async function saveExtractedPieces(db: Db, ratingId: string, result: { garments: ExtractedPiece[]; engineMs: number; at: Date }): Promise<GarmentExtractionModel | undefined> {
  const [done] = await GarmentExtractionModel.query(db)
    .patch({ status: 'done', stage: 'done', garments: result.garments, engineMs: result.engineMs, completedAt: result.at })
    .where({ ratingId }).returning('*') as unknown as GarmentExtractionModel[];
  return done;
}

/** Ends a row still in flight as failed: the failed row, or undefined when it was gone or already final. */
export async function failExtractionRow(db: Db, ratingId: string, error: { code: string; message: string; at: Date }): Promise<GarmentExtractionModel | undefined> {
  const [row] = await GarmentExtractionModel.query(db)
    .patch({ status: 'failed', stage: 'failed', errorCode: error.code, errorMessage: error.message, completedAt: error.at })
    .where({ ratingId }).whereIn('status', ['queued', 'processing']).returning('*') as unknown as GarmentExtractionModel[];
  return row;
}

/** The closet items the member added from a rating's pieces, by piece. */
export async function itemsAddedFrom(db: Db, userId: string, ratingId: string): Promise<Map<string, string>> {
  const added = await ClosetItemModel.query(db).select('id', 'sourcePiece').where({ userId, sourceRatingId: ratingId });
  return new Map(added.map((i) => [i.sourcePiece!, i.id]));
}
