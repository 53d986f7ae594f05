import { HEADLINES, headlineKey, occasionLabel } from '@fitrater/contracts';
import type { CoreContext } from '../context';
import { RatingModel, ratingCardPath, putRatingFile } from '../ratings';
import { renderShareCard } from '@fitrater/cards';

/** Feedback split into sentences for the card; the renderer draws at most 4 lines. */
export function feedbackLines(feedback: string | null): string[] {
  if (!feedback) return [];
  return feedback
    .split(/(?<=[.!?。！？])\s*/u)
    .map((s) => s.trim())
    .filter(Boolean)
    .slice(0, 4);
}

/**
 * Renders and stores the 1080x1920 share card of a finished rating (the
 * `card.render` job, and on demand when the card is asked for before the job ran).
 */
export async function renderRatingCard(ctx: CoreContext, ratingId: string): Promise<Buffer | null> {
  const rating = await RatingModel.query(ctx.db).findById(ratingId);
  if (!rating || rating.status !== 'done' || rating.overallRating === null) return null;
  const photo = rating.preparedImageKey ? await ctx.storage.get(rating.preparedImageKey) : null;
  const png = await renderShareCard({
    photo,
    score: rating.overallRating,
    emoji: rating.emoji ?? '✨',
    headline: HEADLINES[rating.language][headlineKey(rating.overallRating)],
    occasion: occasionLabel(rating.language, rating.occasion, rating.customOccasion),
    feedbackLines: feedbackLines(rating.feedback),
    language: rating.language,
  });
  const key = `users/${rating.userId}/ratings/${rating.id}/card.png`;
  // The rating (or its account) may have been deleted while the card was drawn: then keep no file.
  if (!(await putRatingFile(ctx, rating.id, key, png))) return null;
  await RatingModel.query(ctx.db).patch({ cardKey: key }).where({ id: rating.id });
  // Like the other rating events, published by core: the client fetches the card as soon as it exists.
  await ctx.publisher.publish(rating.userId, 'card.ready', { ratingId: rating.id, cardUrl: ratingCardPath(rating.id) }).catch(() => undefined);
  return png;
}

/** The stored card, rendered now if the job has not run yet. */
export async function ratingCardPng(ctx: CoreContext, rating: RatingModel): Promise<Buffer | null> {
  const stored = rating.cardKey ? await ctx.storage.get(rating.cardKey) : null;
  return stored ?? renderRatingCard(ctx, rating.id);
}
