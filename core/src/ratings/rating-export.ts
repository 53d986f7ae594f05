import type { CoreContext } from '../context';
import { extensionOf, type ArchiveWriter } from '../users';
import { RatingModel } from './rating.model';
import { toApiRating } from './rating-view';

/** The ratings' part of "Download my data": ratings.json (every rating with its result), photos/ and cards/. */
export async function writeRatingsExport(ctx: CoreContext, userId: string, out: ArchiveWriter): Promise<void> {
  const ratings = await RatingModel.query(ctx.db).where({ userId }).orderBy('createdAt', 'asc');
  out.json('ratings.json', ratings.map(toApiRating));
  for (const rating of ratings) {
    out.file(rating.imageKey, `photos/${rating.id}.${extensionOf(rating.imageKey ?? '')}`);
    out.file(rating.cardKey, `cards/${rating.id}.png`);
  }
}
