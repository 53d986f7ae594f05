import type { Knex } from 'knex';
import type { EngineName } from '@fitrater/contracts';
import { refundSuggestionCredit } from '../community';
import { StylingRequestModel } from './styling.models';

// The SQL of styling and trends requests (the state rows of their tracked jobs, see stylingJob):
// the row a request starts as, its final writes, and the reads of the history. Who may ask for
// what, and what a failure is called, are in the styling services.

type NewRequest = Pick<StylingRequestModel, 'id' | 'userId' | 'kind' | 'occasion' | 'weather' | 'bodyType' | 'outfitId' | 'input'>;

/** The request row as its job starts from it: queued. */
export async function insertRequest(db: Knex, request: NewRequest): Promise<void> {
  const { id, userId, kind, occasion, weather, bodyType, outfitId, input } = request;
  await StylingRequestModel.query(db).insert({ id, userId, kind, status: 'queued', stage: 'queued', occasion, weather, bodyType, outfitId, input });
}

export async function deleteRequest(db: Knex, id: string): Promise<void> {
  await StylingRequestModel.query(db).deleteById(id);
}

/** The row's final state: done, with its result and the engine that wrote it (the built-in one when it stood in). */
export async function markRequestDone(
  db: Knex, requestId: string, done: { result: unknown; engine: EngineName; engineMs: number; at: Date },
): Promise<StylingRequestModel> {
  // One statement: the update returns the row.
  const rows = await StylingRequestModel.query(db)
    .patch({ status: 'done', stage: 'done', result: done.result, engine: done.engine, engineMs: done.engineMs, completedAt: done.at })
    .where({ id: requestId })
    .returning('*') as unknown as StylingRequestModel[];
  return rows[0]!;
}

/**
 * Ends a request still in flight as failed; a free suggestion spent on it is given back in the same
 * transaction, once (only the first failure matches). Undefined when it was no longer in flight.
 */
export async function failRequestRow(
  db: Knex, requestId: string, failure: { code: string; message: string; at: Date },
): Promise<StylingRequestModel | undefined> {
  return db.transaction(async (trx) => {
    const rows = await StylingRequestModel.query(trx)
      .patch({ status: 'failed', stage: 'failed', errorCode: failure.code, errorMessage: failure.message, completedAt: failure.at })
      .where({ id: requestId }).whereIn('status', ['queued', 'processing']).returning('*') as unknown as StylingRequestModel[];
    if (rows[0] && (rows[0].input as { paidWithCredit?: boolean } | null)?.paidWithCredit) await refundSuggestionCredit(trx, rows[0].userId);
    return rows[0];
  });
}

/** The user's styling requests (not trends), newest first. */
export async function listRequestRows(db: Knex, userId: string, limit: number): Promise<StylingRequestModel[]> {
  return StylingRequestModel.query(db).where({ userId }).whereNot({ kind: 'trends' })
    .orderBy([{ column: 'createdAt', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(limit);
}

export async function findOwnRequest(db: Knex, userId: string, id: string): Promise<StylingRequestModel | undefined> {
  return StylingRequestModel.query(db).findOne({ id, userId });
}

/** The latest finished advice on one outfit; `paidWithCreditOnly` keeps to those paid with a referral credit. */
export async function latestAdviceRow(db: Knex, userId: string, outfitId: string, paidWithCreditOnly: boolean): Promise<StylingRequestModel | undefined> {
  const query = StylingRequestModel.query(db).where({ userId, outfitId, kind: 'suggest', status: 'done' });
  if (paidWithCreditOnly) query.whereRaw(`(input->>'paidWithCredit')::boolean is true`);
  return query.orderBy([{ column: 'createdAt', order: 'desc' }, { column: 'id', order: 'desc' }]).first();
}
