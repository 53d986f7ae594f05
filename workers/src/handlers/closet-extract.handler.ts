import { endExtractionIfFailedForGood, runGarmentExtraction } from '@fitrater/core';
import { selectGarmentDescriber } from '@fitrater/providers';
import type { JobHandler } from './types';

/** closet.extract: the pieces of a rated photo cut out (and described by the openai engine when it is on) for the member to confirm; core decides when a failure is final and tells them. */
export const closetExtractHandler: JobHandler<'closet.extract'> = async ({ ratingId }, { ctx, finalAttempt }) => {
  try {
    return await runGarmentExtraction(ctx, ratingId, selectGarmentDescriber(ctx.config, ctx.logger, ctx.redis));
  } catch (error) {
    if (await endExtractionIfFailedForGood(ctx, ratingId, error, finalAttempt)) return { status: 'failed' };
    throw error;
  }
};
