import { randomUUID } from 'node:crypto';
import {
  COMBINE_MIN_OUTFITS, type BodyType, type StylingAccepted, type StylingKind, type StylingOccasionId, type WeatherId,
} from '@fitrater/contracts';
import type { CoreContext } from '../context';
import { assertOwnedItems, type ClosetSourceInput } from '../garments';
import { AppError, type JobName } from '@fitrater/platform';
import { findOwnRatingRow } from '../ratings';
import { bestRatedOutfits } from './styling-profile';
import { deleteRequest, insertRequest } from './styling-request.repository';
import { hasSuggestionCredit, refundSuggestionCredit, spendSuggestionCredit } from '../community';

const JOB_OF: Record<Exclude<StylingKind, 'trends'>, JobName> = {
  generate: 'styling.generate', combine: 'styling.combine', suggest: 'styling.suggest', describe: 'styling.suggest',
};

export interface StylingAsk {
  kind: StylingKind;
  occasion?: string | null;
  weather?: WeatherId | null;
  bodyType?: BodyType | null;
  outfitId?: string | null;
  input?: Record<string, unknown>;
}

/** Inserts the request row (the state a reloading client reads), then enqueues its job; a failed enqueue leaves nothing behind. */
export async function enqueueStyling(ctx: CoreContext, userId: string, ask: StylingAsk): Promise<StylingAccepted> {
  const id = randomUUID();
  await insertRequest(ctx.db, {
    id, userId, kind: ask.kind, occasion: ask.occasion ?? null, weather: ask.weather ?? null,
    bodyType: ask.bodyType ?? null, outfitId: ask.outfitId ?? null, input: ask.input ?? {},
  });
  try {
    await ctx.producer.enqueue(ask.kind === 'trends' ? 'trends.generate' : JOB_OF[ask.kind], { requestId: id, userId });
  } catch (error) {
    await deleteRequest(ctx.db, id);
    throw error;
  }
  return { requestId: id, status: 'queued' };
}

export async function requestOutfit(ctx: CoreContext, userId: string, body: { occasion: StylingOccasionId; weather?: WeatherId; bodyType?: BodyType } & ClosetSourceInput) {
  await assertOwnedItems(ctx, userId, body.lockedItemIds ?? []);
  return enqueueStyling(ctx, userId, { kind: 'generate', occasion: body.occasion, weather: body.weather ?? null, bodyType: body.bodyType ?? null, input: closetInput(body) });
}

/** The closet fields of a generator or combiner request, kept on the row for the job. */
const closetInput = (body: ClosetSourceInput) => (body.source ? { source: body.source, lockedItemIds: body.lockedItemIds ?? [], options: body.options ?? 1 } : {});

/** The combiner needs at least two outfits rated 7 or more; say how many more otherwise. */
export async function requestCombination(ctx: CoreContext, userId: string, occasion: StylingOccasionId, closet: ClosetSourceInput = {}): Promise<StylingAccepted> {
  await assertOwnedItems(ctx, userId, closet.lockedItemIds ?? []);
  const have = (await bestRatedOutfits(ctx, userId, COMBINE_MIN_OUTFITS)).length;
  if (have < COMBINE_MIN_OUTFITS) {
    const more = COMBINE_MIN_OUTFITS - have;
    throw new AppError('NOT_ENOUGH_OUTFITS', `Not enough outfits rated 7 or more: rate ${more} more outfit${more > 1 ? 's' : ''} that score 7 or more to combine them`, { have, needed: COMBINE_MIN_OUTFITS });
  }
  return enqueueStyling(ctx, userId, { kind: 'combine', occasion, input: closetInput(closet) });
}

/**
 * Per-rating advice: the server reads the user's own finished rating (another
 * user's id is a 404). Premium members ask freely; anyone else spends one free
 * suggestion earned by referrals, given back if the request cannot
 * be queued or its job fails for good (failStylingRequest).
 */
export async function requestRatingAdvice(ctx: CoreContext, userId: string, outfitId: string, access: { isPremium: boolean } = { isPremium: true }): Promise<StylingAccepted> {
  if (!access.isPremium && !(await hasSuggestionCredit(ctx.db, userId))) throw new AppError('PREMIUM_REQUIRED');
  const rating = await findOwnRatingRow(ctx.db, userId, outfitId);
  if (!rating) throw new AppError('NOT_FOUND', 'Outfit not found');
  if (rating.status !== 'done') throw new AppError('VALIDATION', 'Invalid request: this outfit has not been rated yet');
  if (access.isPremium) return enqueueStyling(ctx, userId, { kind: 'suggest', occasion: rating.occasion, outfitId });
  if (!(await spendSuggestionCredit(ctx.db, userId))) throw new AppError('PREMIUM_REQUIRED');
  try {
    return await enqueueStyling(ctx, userId, { kind: 'suggest', occasion: rating.occasion, outfitId, input: { paidWithCredit: true } });
  } catch (error) {
    await refundSuggestionCredit(ctx.db, userId);
    throw error;
  }
}

export async function requestDescribedAdvice(ctx: CoreContext, userId: string, body: { description?: string; imageUrl?: string; occasion?: string }): Promise<StylingAccepted> {
  // Answering as if the photo had been looked at would be a lie: say where photos go instead.
  if (body.imageUrl !== undefined) {
    throw new AppError('VALIDATION', 'Invalid request: imageUrl is not accepted here; rate the photo with POST /api/ratings, then ask POST /api/style-suggestions for advice on it');
  }
  const description = body.description?.trim() ?? '';
  if (!description) throw new AppError('VALIDATION', 'Invalid request: describe the outfit to get suggestions');
  return enqueueStyling(ctx, userId, { kind: 'describe', occasion: body.occasion?.trim() || 'general', input: { description } });
}
