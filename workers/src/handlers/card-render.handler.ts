import { renderRatingCard } from '@fitrater/core';
import type { JobHandler } from './types';

export const cardRenderHandler: JobHandler<'card.render'> = async ({ ratingId }, { ctx }) => {
  const png = await renderRatingCard(ctx, ratingId);
  if (png) {
    const rating = await ctx.db('ratings').where({ id: ratingId }).first('userId');
    if (rating) await ctx.publisher.publish(rating.userId, 'card.ready', { ratingId, cardUrl: `/api/ratings/${ratingId}/card.png` }).catch(() => undefined);
  }
  return { rendered: png !== null, bytes: png?.length ?? 0 };
};
