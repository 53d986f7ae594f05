import { Worker } from 'bullmq';
import { endRatingIfFailedForGood, rateOutfit } from '@fitrater/core';
import { selectStylist } from '@fitrater/providers';
import { StylistRateLimitedError } from '@fitrater/stylist';
import type { JobHandler } from './types';

/** A 429 from the AI provider pauses the whole rating queue instead of burning attempts. */
export function rateLimitDelayMs(error: unknown): number | null {
  if (!(error instanceof StylistRateLimitedError)) return null;
  return Math.min(60_000, Math.max(1_000, (error.retryAfterSeconds ?? 5) * 1000));
}

export const rateOutfitHandler: JobHandler<'outfit.rate'> = async ({ ratingId }, { ctx, finalAttempt, rateLimit }) => {
  try {
    return await rateOutfit(ctx, ratingId, selectStylist(ctx.config, ctx.logger, ctx.redis));
  } catch (error) {
    const delay = rateLimitDelayMs(error);
    if (delay !== null && rateLimit && !finalAttempt) {
      await rateLimit(delay);
      throw Worker.RateLimitError();
    }
    if (await endRatingIfFailedForGood(ctx, ratingId, error, finalAttempt)) return { status: 'failed' };
    throw error;
  }
};
