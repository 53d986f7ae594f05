import { STAGE_PERCENT, type RatingStage } from '@fitrater/contracts';
import type { CoreContext } from '../context';
import { RatingModel } from './rating.model';

/**
 * Saves the stage on the row (the truth a reconnecting client reads) and publishes it, both at once:
 * a client that reads the row in between sees the previous stage and then the event, never less.
 */
export async function reportStage(ctx: CoreContext, rating: Pick<RatingModel, 'id' | 'userId'>, stage: RatingStage): Promise<void> {
  await Promise.all([
    RatingModel.query(ctx.db).patch({ stage, status: 'processing' }).where({ id: rating.id }).whereIn('status', ['queued', 'processing']),
    ctx.publisher
      .publish(rating.userId, 'rating.progress', { ratingId: rating.id, stage, percent: STAGE_PERCENT[stage] })
      .catch((error: Error) => ctx.logger.debug({ err: error.message }, 'progress event not published')),
  ]);
}
