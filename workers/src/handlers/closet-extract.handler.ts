import { failGarmentExtraction, runGarmentExtraction } from '@fitrater/core';
import { selectGarmentDescriber } from '@fitrater/providers';
import type { JobHandler } from './types';

/** closet.extract: the pieces of a rated photo cut out (and described by the openai engine when it is on) for the member to confirm; the last failed attempt ends it and tells them. */
export const closetExtractHandler: JobHandler<'closet.extract'> = async ({ ratingId }, { ctx, finalAttempt }) => {
  try {
    return await runGarmentExtraction(ctx, ratingId, selectGarmentDescriber(ctx.config, ctx.logger, ctx.redis));
  } catch (error) {
    if (!finalAttempt) throw error;
    await failGarmentExtraction(ctx, ratingId);
    return { status: 'failed' };
  }
};
