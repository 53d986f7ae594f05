import type { Knex } from 'knex';
import { STAGE_PERCENT, type RatingStage } from '@fitrater/contracts';
import type { CoreContext } from '../context';
import { RatingModel } from './rating.model';

/** The statuses whose stage a progress write may still move (a finished or failed row is final). */
const IN_FLIGHT = ['queued', 'processing'] as const;

/**
 * The write that saves a stage on the row (the truth a reconnecting client reads), as a query to run
 * alone or as a CTE beside the statement the job runs next anyway, so it costs no round trip of its own.
 */
export function stageWrite(db: Knex, ratingId: string, stage: RatingStage): Knex.QueryBuilder {
  return db(RatingModel.tableName).update({ stage, status: 'processing' }).where({ id: ratingId }).whereIn('status', IN_FLIGHT);
}

/**
 * Claims a rating for the job: moves it to `processing` at stage `preparing` and returns it, in one
 * statement (the row load and the first stage write were two round trips). Undefined when the row is
 * missing, done or failed: the caller reads it as it is.
 */
export async function claimRating(ctx: CoreContext, ratingId: string): Promise<RatingModel | undefined> {
  const [row] = (await RatingModel.query(ctx.db)
    .patch({ stage: 'preparing', status: 'processing' })
    .where({ id: ratingId })
    .whereIn('status', IN_FLIGHT)
    .returning('*')) as unknown as RatingModel[];
  return row;
}

export interface ProgressEvents {
  /** Publishes the stage without waiting (events leave in the order they were announced). */
  announce(stage: RatingStage): void;
  /** Resolves once every stage announced so far is published: `rating.done` goes after them. */
  published(): Promise<void>;
}

/**
 * The `rating.progress` events of one rating. The job does not wait for them. Stages announced in the
 * same turn of the event loop (a text rating's preparing and analysing, or scoring and saving) leave
 * together in one pipeline, and batches are chained so they leave in order even on a Redis Cluster,
 * where two PUBLISHes in flight may take different nodes. Each stage is announced when its row write
 * is sent: a client reading the row after an event sees that stage once the write lands, an earlier
 * one before.
 */
export function progressEvents(ctx: CoreContext, rating: Pick<RatingModel, 'id' | 'userId'>): ProgressEvents {
  let publishing: Promise<void> = Promise.resolve();
  let pending: RatingStage[] = [];
  const flush = () => {
    const stages = pending;
    pending = [];
    return ctx.publisher
      .publishMany(rating.userId, 'rating.progress', stages.map((stage) => ({ ratingId: rating.id, stage, percent: STAGE_PERCENT[stage] })))
      .catch((error: Error) => ctx.logger.debug({ err: error.message }, 'progress event not published'));
  };
  return {
    announce(stage) {
      pending.push(stage);
      if (pending.length > 1) return;
      const turnEnded = new Promise<void>((resolve) => setImmediate(resolve));
      publishing = Promise.all([publishing, turnEnded]).then(flush);
    },
    published: () => publishing,
  };
}
