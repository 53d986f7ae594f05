import { STAGE_PERCENT, type RatingStage } from '@fitrater/contracts';
import type { CoreContext } from '../context';
import { RatingModel } from '../models';

/** Saves the stage on the row first (the truth a reconnecting client reads), then publishes it. */
export async function reportStage(ctx: CoreContext, rating: Pick<RatingModel, 'id' | 'userId'>, stage: RatingStage): Promise<void> {
  await RatingModel.query(ctx.db).patch({ stage, status: 'processing' }).where({ id: rating.id }).whereIn('status', ['queued', 'processing']);
  await ctx.publisher
    .publish(rating.userId, 'rating.progress', { ratingId: rating.id, stage, percent: STAGE_PERCENT[stage] })
    .catch((error: Error) => ctx.logger.debug({ err: error.message }, 'progress event not published'));
}
