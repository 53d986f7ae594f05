import { STAGE_PERCENT } from '@fitrater/contracts';
import type { CoreContext } from '../context';
import { trackedJob, type StageReporter } from '../tracked-job';
import { RatingModel } from './rating.model';

/**
 * A rating is a tracked job: the row keeps the stage a reconnecting client reads, and each stage goes
 * out as `rating.progress`. Stage writes ride along with the statements the job runs anyway (see
 * `stageWrite`), and the events are not waited for one by one.
 */
export const ratingJob = trackedJob<RatingModel, 'rating.progress'>({
  model: RatingModel,
  event: () => 'rating.progress',
  progress: (rating, stage) => ({ ratingId: rating.id, stage, percent: STAGE_PERCENT[stage] }),
});

export const stageWrite = ratingJob.stageWrite;

/** The `rating.progress` events of one rating (the job does not wait for them). */
export function progressEvents(ctx: CoreContext, rating: Pick<RatingModel, 'id' | 'userId'>): StageReporter<RatingModel['stage']> {
  return ratingJob.stages(ctx, rating);
}
