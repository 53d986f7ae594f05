import type { CoreContext } from '../context';
import { RatingModel } from './rating.model';

const ratingExists = async (ctx: CoreContext, ratingId: string) =>
  Boolean(await RatingModel.query(ctx.db).select('id').findById(ratingId));

/**
 * Writes a file a rating or card job made, only while its rating still exists.
 * Checked before writing, and again after: a rating (or its account) deleted while the job ran
 * leaves nothing behind. Returns false when the rating is gone and nothing was kept.
 */
export async function putRatingFile(ctx: CoreContext, ratingId: string, key: string, bytes: Buffer): Promise<boolean> {
  if (!(await ratingExists(ctx, ratingId))) return false;
  await ctx.storage.put(key, bytes);
  if (await ratingExists(ctx, ratingId)) return true;
  await ctx.storage.delete(key);
  return false;
}
