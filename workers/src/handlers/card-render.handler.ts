import { renderRatingCard } from '@fitrater/core';
import type { JobHandler } from './types';

/** Renders the share card; core stores it and publishes `card.ready`. */
export const cardRenderHandler: JobHandler<'card.render'> = async ({ ratingId }, { ctx }) => {
  const png = await renderRatingCard(ctx, ratingId);
  return { rendered: png !== null, bytes: png?.length ?? 0 };
};
