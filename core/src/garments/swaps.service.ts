import {
  SLOT_CATEGORIES, type GarmentCategory, type GarmentColour, type GarmentFormality, type LookSlot, type RatingOccasion, type StylingOccasionId,
  type SwapReply, type SwapRequestBody, type SwapSuggestion,
} from '@fitrater/contracts';
import { AppError } from '@fitrater/platform';
import { garments, knowledge } from '@fitrater/stylist';
import type { CoreContext } from '../context';
import { RatingModel } from '../ratings';
import { UserModel } from '../users';
import { allItemsOf, itemsFromRating, ownItemsAmong } from './closet-item.repository';
import { ownStylingAnswer } from './closet-wear.repository';
import { findOwnExtraction } from './garment-extraction.repository';
import { closetItemImagePath } from './garment-view';
import { lookOf } from './wear.service';

interface BasePiece { slot: LookSlot; itemId: string | null; category: GarmentCategory; formality: GarmentFormality; colours: GarmentColour[]; lower?: garments.LowerKind | null }

/** Swaps shown per slot, and owned items tried per slot (closest formality first). */
const SWAPS_PER_SLOT = 3;
const TRIED_PER_SLOT = 40;
/** A change smaller than this is within the engine's rounding: not a suggestion. */
const MIN_GAIN = 0.1;
const SLOT_OF: Record<GarmentCategory, LookSlot> = { top: 'top', 'one-piece': 'top', bottom: 'bottom', outerwear: 'outerwear', footwear: 'footwear', accessory: 'accessories' };
const round1 = (n: number) => Math.round(n * 10) / 10;

/** A rated outfit's pieces: the confirmed closet items, and the other pieces the engine cut out of the photo. */
async function ratedOutfitPieces(ctx: CoreContext, userId: string, ratingId: string): Promise<{ occasion: RatingOccasion; label: string; pieces: BasePiece[] }> {
  const rating = await RatingModel.query(ctx.db).findOne({ id: ratingId, userId });
  if (!rating) throw new AppError('NOT_FOUND', 'Rating not found');
  const [extraction, items] = await Promise.all([
    findOwnExtraction(ctx.db, userId, ratingId),
    itemsFromRating(ctx.db, userId, ratingId),
  ]);
  if (extraction?.status !== 'done' && items.length === 0) throw new AppError('RATING_NOT_READY', 'The pieces of this photo are not cut out yet: open its garments first');
  const pieces: BasePiece[] = items.map((i) => ({ slot: SLOT_OF[i.category], itemId: i.id, category: i.category, formality: i.formality, colours: i.colours, lower: i.lowerKind }));
  for (const seen of extraction?.garments ?? []) {
    if (items.some((i) => i.sourcePiece === seen.piece)) continue;
    pieces.push({ slot: SLOT_OF[seen.category], itemId: null, category: seen.category, formality: seen.formality, colours: seen.colours, lower: seen.lower });
  }
  return { occasion: rating.occasion, label: rating.occasion, pieces };
}

/** One look of a generated answer: its owned pieces, and the suggested ones where nothing owned fitted. */
async function generatedLookPieces(ctx: CoreContext, userId: string, requestId: string, option: number): Promise<{ occasion: RatingOccasion; label: string; pieces: BasePiece[] }> {
  const request = await ownStylingAnswer(ctx.db, userId, requestId);
  const look = request?.status === 'done' ? lookOf(request.result, option) : undefined;
  if (!request || !look) throw new AppError('NOT_FOUND', 'Look not found');
  const occasion = request.occasion as StylingOccasionId;
  const ids = look.pieces.flatMap((p) => (p.closetItemId ? [p.closetItemId] : []));
  const items = await ownItemsAmong(ctx.db, userId, ids);
  const [lo, hi] = knowledge.STYLING_OCCASION_RULES[occasion].formality;
  const formality = (Object.entries(garments.FORMALITY_LEVEL) as [GarmentFormality, number][]).sort((a, b) => Math.abs(a[1] - (lo + hi) / 2) - Math.abs(b[1] - (lo + hi) / 2))[0]![0];
  const pieces = look.pieces.flatMap((p): BasePiece[] => {
    const item = items.find((i) => i.id === p.closetItemId);
    if (item) return [{ slot: p.slot, itemId: item.id, category: item.category, formality: item.formality, colours: item.colours, lower: item.lowerKind }];
    if (p.closetItemId) return [];
    const category: GarmentCategory = p.slot === 'accessories' ? 'accessory' : p.slot;
    return [{ slot: p.slot, itemId: null, category, formality, colours: p.colours.filter((c): c is GarmentColour => typeof c === 'string') }];
  });
  return { occasion: knowledge.STYLING_OCCASION_RULES[occasion].ratingOccasion, label: occasion, pieces };
}

/**
 * POST /api/closet/swaps: per piece, the owned items that would raise the outfit's score, each found by
 * rating the outfit again with that item in the piece's place, with the same engine that scores the
 * outfit as it is ("Shoes → your tan loafers: +1.3").
 */
export async function swapSuggestions(ctx: CoreContext, userId: string, body: SwapRequestBody): Promise<SwapReply> {
  const { occasion, label, pieces } = 'ratingId' in body
    ? await ratedOutfitPieces(ctx, userId, body.ratingId)
    : await generatedLookPieces(ctx, userId, body.stylingRequestId, body.option ?? 0);
  const language = (await UserModel.query(ctx.db).findById(userId))?.language ?? 'en';
  const base: garments.ScoredPiece[] = pieces.map((p) => ({ category: p.category, formality: p.formality, colours: p.colours, lower: p.lower }));
  const baseScore = await garments.scoreLook(base, occasion);
  const inLook = new Set(pieces.flatMap((p) => (p.itemId ? [p.itemId] : [])));
  const items = await allItemsOf(ctx.db, userId);
  const swaps: SwapSuggestion[] = [];
  for (const [index, piece] of pieces.entries()) {
    const level = garments.FORMALITY_LEVEL[piece.formality];
    const candidates = items
      .filter((i) => !inLook.has(i.id) && SLOT_CATEGORIES[piece.slot].includes(i.category))
      .sort((a, b) => Math.abs(garments.FORMALITY_LEVEL[a.formality] - level) - Math.abs(garments.FORMALITY_LEVEL[b.formality] - level) || a.id.localeCompare(b.id))
      .slice(0, TRIED_PER_SLOT);
    const slotSwaps: SwapSuggestion[] = [];
    for (const item of candidates) {
      const look = base.map((p, i) => (i === index ? { category: item.category, formality: item.formality, colours: item.colours, lower: item.lowerKind } : p));
      const predicted = await garments.scoreLook(look, occasion);
      const delta = round1(predicted - baseScore);
      if (delta < MIN_GAIN) continue;
      slotSwaps.push({
        slot: piece.slot, closetItemId: item.id, itemName: item.name, imageUrl: closetItemImagePath(item), predictedScore: predicted, delta,
        explanation: garments.swapLine(piece.slot, item.name, delta, language),
      });
    }
    swaps.push(...slotSwaps.sort((a, b) => b.delta - a.delta || a.closetItemId.localeCompare(b.closetItemId)).slice(0, SWAPS_PER_SLOT));
  }
  return { occasion: label, baseScore, swaps };
}
