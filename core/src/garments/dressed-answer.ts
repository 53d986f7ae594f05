import { LOOK_OPTIONS_MAX, type ClosetLook, type Combination, type GeneratedOutfit, type StylingOccasionId, type WeatherId } from '@fitrater/contracts';
import type { CoreContext } from '../context';
import { UserModel } from '../users';
import { closetLooks } from './closet-looks';

/** What a styling request stored about the closet (POST body fields `source`, `lockedItemIds`, `options`). */
export interface ClosetSourceInput { source?: 'closet' | 'any'; lockedItemIds?: string[]; options?: number }

const pieceName = (look: ClosetLook, slot: string) => look.pieces.find((p) => p.slot === slot)?.name;

/**
 * A generator or combiner answer dressed from the member's closet (`source: 'closet'`): the looks beside
 * it, and its own top/bottom/footwear/accessories and score describing the first look. Other answers
 * are returned as they are.
 */
export async function dressFromCloset(
  ctx: CoreContext,
  request: { userId: string; kind: string; occasion: string | null; weather: WeatherId | null; input: ClosetSourceInput },
  answer: unknown,
): Promise<unknown> {
  if (request.input.source !== 'closet' || (request.kind !== 'generate' && request.kind !== 'combine')) return answer;
  const language = (await UserModel.query(ctx.db).findById(request.userId))?.language ?? 'en';
  const closet = await closetLooks(ctx, request.userId, {
    occasion: request.occasion as StylingOccasionId, weather: request.weather, lockedItemIds: request.input.lockedItemIds ?? [],
    options: Math.min(LOOK_OPTIONS_MAX, Math.max(1, request.input.options ?? 1)), language,
  });
  const first = closet.options[0]!;
  const top = pieceName(first, 'top'), bottom = pieceName(first, 'bottom') ?? top, footwear = pieceName(first, 'footwear'), accessories = pieceName(first, 'accessories');
  if (request.kind === 'generate') {
    const outfit = (answer as GeneratedOutfit).outfit;
    return {
      ...(answer as GeneratedOutfit), confidence_rating: first.score, closet,
      outfit: { ...outfit, top: top ?? outfit.top, bottom: bottom ?? outfit.bottom, footwear: footwear ?? outfit.footwear, accessories: accessories ?? outfit.accessories },
    } satisfies GeneratedOutfit;
  }
  const combination = answer as Combination;
  return {
    ...combination, confidence_score: first.score, closet,
    top: top ?? combination.top, bottom: bottom ?? combination.bottom, footwear: footwear ?? combination.footwear, accessories: accessories ?? combination.accessories,
  } satisfies Combination;
}
