import type { GarmentId } from '../lexicon/garments';
import type { OccasionProfile } from '../occasion-profiles';
import type { TextSignals } from '../signals/types';
import { printedClothes } from '../signals/piece-pattern';
import type { BlackTieMiss } from './penalty-reasons';

/**
 * Black tie (the rate form's formal event; a custom occasion that names a gala, black tie or a formal dinner resolves
 * to it) has one uniform: a dinner suit (tuxedo) with a bow tie, or an evening gown or a formal long dress. A dark
 * lounge suit is the office's suit; worn with a tie it is the fallback a host of a "black tie optional" evening accepts,
 * a step below the code; with an open collar (no tie, no bow tie) it is what a stylist calls a clear miss of the dress
 * code, however well cut and coloured. What is worn instead of the dinner suit is what the points follow, so the reason
 * is stated with them.
 */
export const BLACK_TIE_POINTS: Record<BlackTieMiss, number> = { loungeSuitAtBlackTie: 0.8, openCollarAtBlackTie: 1.8 };
/** The lounge suit itself is the piece to change, a step below the code: what its part scores. */
export const BLACK_TIE_SUIT_SCORE: Record<BlackTieMiss, number> = { loungeSuitAtBlackTie: 7.4, openCollarAtBlackTie: 6.4 };

/** What the code itself asks for, or evening wear that meets it another way (a gown, a bisht, national dress). */
const MEETS_THE_CODE: ReadonlySet<GarmentId> = new Set(['tuxedo', 'gown', 'weddingDress', 'bisht', 'thobe', 'abaya', 'cocktailDress']);
/** Worn with a suit only by a woman: her trouser suit is her own black-tie answer, no tie expected. */
const WOMENSWEAR: ReadonlySet<GarmentId> = new Set(['heels', 'clutch', 'handbag', 'hosiery', 'dress', 'skirt', 'pencilSkirt']);
const NECKWEAR: ReadonlySet<GarmentId> = new Set(['tie', 'bowTie']);

const blackTie = (p: OccasionProfile): boolean => p.resolved === 'formal';

/** The black-tie miss of a lounge suit at a black-tie occasion; null when the outfit meets the code or is no suit. */
export function blackTieMiss(text: TextSignals, occasion: OccasionProfile): BlackTieMiss | null {
  if (!blackTie(occasion)) return null;
  const g = text.garments;
  const suit = g.find((m) => m.garment === 'suit');
  if (!suit || suit.finish === 'evening') return null;
  if (g.some((m) => MEETS_THE_CODE.has(m.garment) || WOMENSWEAR.has(m.garment))) return null;
  // A bow tie with the suit reads as the dinner suit the member did not name so.
  if (g.some((m) => m.garment === 'bowTie')) return null;
  const tie = g.some((m) => NECKWEAR.has(m.garment));
  const noTie = text.absent.some((id) => NECKWEAR.has(id));
  return !tie && noTie ? 'openCollarAtBlackTie' : 'loungeSuitAtBlackTie';
}

/**
 * Black tie's shirt is a plain white dress shirt: stripes or checks under a dinner jacket or a dark suit are the office's
 * cloth at an evening that asks for none. Points, not a part's score, so the feedback says why.
 */
export const PRINT_AT_BLACK_TIE_POINTS = 0.4;
/** The printed shirt itself is the piece to change, a step below the code: what its part scores. */
export const PRINTED_SHIRT_AT_BLACK_TIE_SCORE = 7.4;
const SHIRTS: ReadonlySet<GarmentId> = new Set(['shirt', 'blouse']);

/** Whether a printed shirt is worn at black tie. */
export function printAtBlackTie(text: TextSignals, occasion: OccasionProfile): boolean {
  return blackTie(occasion) && printedClothes(text.garments).some((m) => SHIRTS.has(m.garment));
}
