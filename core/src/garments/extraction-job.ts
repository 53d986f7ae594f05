import { GARMENT_EXTRACT_STAGE_PERCENT } from '@fitrater/contracts';
import type { CoreContext } from '../context';
import { trackedJob } from '../tracked-job';
import { GarmentExtractionModel } from './garment.models';
import { failExtractionRow } from './garment-extraction.repository';

/**
 * A garment extraction is a tracked job (tracked-job.ts), like a rating: its row keeps the stage a
 * reloading results screen reads, each stage goes out as `closet.extract.progress`, and a retried
 * or duplicate job finishes the row once (a finished one is announced again).
 */
export const extractionJob = trackedJob<GarmentExtractionModel, 'closet.extract.progress'>({
  model: GarmentExtractionModel,
  event: () => 'closet.extract.progress',
  progress: (row, stage) => ({ ratingId: row.id, stage, percent: GARMENT_EXTRACT_STAGE_PERCENT[stage] }),
});

/** The extraction cannot succeed however often it is tried: its photo is gone. */
export class ExtractionSourceGone extends Error {
  constructor() {
    super('The rated photo is gone');
    this.name = 'ExtractionSourceGone';
  }
}

const FAILED = { code: 'EXTRACTION_FAILED', message: 'The pieces of this photo could not be cut out. Please try again later.' } as const;

/** Ends an extraction as failed (once) and tells the member. */
export async function failGarmentExtraction(ctx: CoreContext, ratingId: string): Promise<void> {
  const row = await failExtractionRow(ctx.db, ratingId, { ...FAILED, at: ctx.now() });
  if (row) await ctx.publisher.publish(row.userId, 'closet.extract.failed', { ratingId, error: FAILED }).catch(() => undefined);
}

/**
 * The one place that decides whether an extraction's failure is final: on the job's last attempt
 * (the handler's, or the queue's when it gives up on a stalled job), or at once when its photo is
 * gone. True when the extraction was ended.
 */
export async function endExtractionIfFailedForGood(ctx: CoreContext, ratingId: string, error: unknown, lastAttempt: boolean): Promise<boolean> {
  if (!lastAttempt && !(error instanceof ExtractionSourceGone)) return false;
  await failGarmentExtraction(ctx, ratingId);
  return true;
}
