import type { VisionReport } from './types';

/** Why a photo is not a rating: nobody in it, or a person but no garment the analysis could read. */
export type NoOutfitReason = 'noPerson' | 'noGarment';

/**
 * Null when there is an outfit to rate. A garment counts once a top, bottom or footwear region has
 * colours of its own; a face alone (a close-up portrait) is not an outfit.
 */
export function noOutfitReason(v: Pick<VisionReport, 'chosen' | 'regions'>): NoOutfitReason | null {
  if (v.chosen < 0) return 'noPerson';
  const garment = (['top', 'bottom', 'footwear'] as const).some((part) => (v.regions[part]?.palette.length ?? 0) > 0);
  return garment ? null : 'noGarment';
}

/** What the user reads on the result screen, per reason (languages/<lang>/no-outfit.ts); the unit was given back, so each message says so. */
export type NoOutfitWords = Record<NoOutfitReason, string>;
