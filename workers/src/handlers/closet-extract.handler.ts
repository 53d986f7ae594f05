import { failGarmentExtraction, runGarmentExtraction } from '@fitrater/core';
import type { JobHandler } from './types';

/** closet.extract: the pieces of a rated photo cut out for the member to confirm; the last failed attempt ends it and tells them. */
export const closetExtractHandler: JobHandler<'closet.extract'> = async ({ ratingId }, { ctx, finalAttempt }) => {
  try {
    return await runGarmentExtraction(ctx, ratingId);
  } catch (error) {
    if (!finalAttempt) throw error;
    await failGarmentExtraction(ctx, ratingId);
    return { status: 'failed' };
  }
};
