import { randomUUID } from 'node:crypto';
import type { CreateRatingReply } from '@fitrater/contracts';
import type { CoreContext } from '../context';
import { AppError, isUniqueViolation, inspectImage } from '@fitrater/platform';
import { RatingModel } from './rating.model';
import { UserModel } from '../users';
import { insertTakingUnit, monthlyLimit, periodResetsAt, refundUnit, usagePeriod } from './quota.service';
import { contentHash, validateRatingInput, type RawRatingInput } from './rating-input';

const EXTENSIONS = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif', 'image/webp': 'webp' } as const;
/** Identical submissions inside this window are one rating (a double-clicked submit). */
const DUPLICATE_WINDOW_MS = 30_000;

export interface RatingRequest extends RawRatingInput {
  userId: string;
  /** The signed-in user when the caller already loaded it (saves a query on the hot path). */
  user?: UserModel;
  /** Idempotency-Key header, when the client sends one. */
  idempotencyKey?: string | null;
}

/**
 * Accepts a rating: validates it, stores the photo, and in one statement
 * takes a unit of the monthly quota and inserts the row (status queued), then
 * enqueues `outfit.rate`. A repeat of the same request returns the same
 * rating and takes no second unit. Nothing stays behind when a step fails.
 */
export async function requestRating(ctx: CoreContext, request: RatingRequest): Promise<CreateRatingReply> {
  const input = validateRatingInput(request);
  const imageType = input.imageBytes ? (await inspectImage(input.imageBytes)).type : null;
  const user = request.user ?? (await UserModel.query(ctx.db).findById(request.userId));
  if (!user) throw new AppError('UNAUTHENTICATED');

  const now = ctx.now();
  const hash = contentHash(input, user.language);
  const requestKey = request.idempotencyKey ? `k-${request.idempotencyKey}` : `c-${hash.slice(0, 48)}-${Math.floor(now.getTime() / DUPLICATE_WINDOW_MS)}`;
  const ratingId = randomUUID();
  const imageKey = imageType ? `users/${user.id}/ratings/${ratingId}/original.${EXTENSIONS[imageType]}` : null;
  if (imageKey) await ctx.storage.put(imageKey, input.imageBytes!);

  const period = usagePeriod(now);
  const limit = monthlyLimit(ctx, user, now);
  let inserted: boolean;
  try {
    // One statement takes the unit and inserts the row (status queued); a repeat of the request fails
    // on (user, request_key), which rolls the unit back with it.
    inserted = await insertTakingUnit(ctx.db, RatingModel.tableName, {
      id: ratingId,
      userId: user.id,
      requestKey,
      status: 'queued',
      stage: 'queued',
      occasion: input.occasion,
      customOccasion: input.customOccasion,
      description: input.description,
      language: user.language,
      imageKey,
      imageType,
      contentHash: hash,
      usagePeriod: period,
    }, { userId: user.id, period, limit });
  } catch (error) {
    if (imageKey) await ctx.storage.delete(imageKey);
    // The same request again (double submit, retry): the first one holds the row and the quota unit.
    if (isUniqueViolation(error)) {
      const winner = await sameRequest(ctx, user.id, requestKey);
      if (winner) return winner;
    }
    throw error;
  }
  if (!inserted) {
    if (imageKey) await ctx.storage.delete(imageKey);
    // At the limit the row is not inserted, so a repeat is recognised here: it still gets its rating.
    const winner = await sameRequest(ctx, user.id, requestKey);
    if (winner) return winner;
    throw new AppError('USAGE_LIMIT', `Usage limit reached: ${limit} ratings this month`, { limit, resetsAt: periodResetsAt(now).toISOString() });
  }

  try {
    await ctx.producer.enqueue('outfit.rate', { ratingId });
  } catch (error) {
    await discardRating(ctx, ratingId);
    throw error;
  }
  return { ratingId, status: 'queued' };
}

async function sameRequest(ctx: CoreContext, userId: string, requestKey: string): Promise<CreateRatingReply | null> {
  const winner = await RatingModel.query(ctx.db).where({ userId, requestKey }).first();
  return winner ? { ratingId: winner.id, status: winner.status } : null;
}

/** Removes a rating that never started, with its quota unit and files. */
async function discardRating(ctx: CoreContext, ratingId: string): Promise<void> {
  const row = await RatingModel.query(ctx.db).findById(ratingId);
  if (!row) return;
  await ctx.db.transaction(async (trx) => {
    if (row.usagePeriod) await refundUnit(trx, row.userId, row.usagePeriod);
    await RatingModel.query(trx).deleteById(ratingId);
  });
  await ctx.storage.deletePrefix(`users/${row.userId}/ratings/${ratingId}/`);
}
