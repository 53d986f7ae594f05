import {
  STYLING_OCCASION_IDS, type GarmentCategory, type GarmentColour, type GarmentFormality, type GarmentPiece, type GarmentSeason,
  type StylingOccasionId,
} from '@fitrater/contracts';
import { STYLING_OCCASION_RULES } from '../../knowledge/occasions';
import type { GarmentId } from '../lexicon/garments';
import type { LowerKind } from '../vision/lower-kind';

/** What the engine pre-fills for a piece; the member confirms or corrects each field. */
export interface GarmentPrefill {
  category: GarmentCategory;
  formality: GarmentFormality;
  seasons: GarmentSeason[];
  occasions: StylingOccasionId[];
}

/** The knowledge base's formality scale (0 athletic … 4 black tie) at the middle of each band. */
export const FORMALITY_LEVEL: Record<GarmentFormality, number> = { casual: 1, 'smart-casual': 2, business: 3, formal: 3.8 };

const DRESSY: ReadonlySet<GarmentColour> = new Set(['black', 'navy', 'charcoal', 'burgundy', 'wine', 'white', 'ivory', 'plum']);
const CASUAL: ReadonlySet<GarmentColour> = new Set(['denim', 'khaki', 'olive', 'orange', 'yellow', 'turquoise', 'mint', 'fuchsia', 'coral']);

export function categoryOfPiece(piece: GarmentPiece, onePiece: boolean): GarmentCategory {
  if (piece === 'top') return onePiece ? 'one-piece' : 'top';
  if (piece === 'bottom') return 'bottom';
  if (piece === 'footwear') return 'footwear';
  return 'accessory';
}

/**
 * A first guess of formality from the colours alone (a photo crop says little more): dark, quiet
 * colours read dressier, denim and loud colours casual. The member corrects it in one tap.
 */
export function guessFormality(category: GarmentCategory, colours: readonly GarmentColour[]): GarmentFormality {
  const main = colours[0];
  if (!main) return 'casual';
  if (CASUAL.has(main)) return 'casual';
  if (DRESSY.has(main) && colours.every((c) => DRESSY.has(c))) return category === 'one-piece' || category === 'footwear' ? 'business' : 'smart-casual';
  return colours.some((c) => CASUAL.has(c)) ? 'casual' : 'smart-casual';
}

/** A flat-laid garment's likely category from its outline (the member corrects it; bulk mode names it). */
export function categoryOfOutline(box: { w: number; h: number }, photo: { width: number; height: number }): GarmentCategory {
  const aspect = (box.w * photo.width) / Math.max(1, box.h * photo.height);
  if (aspect > 1.6) return 'footwear';
  if (aspect < 0.7) return 'bottom';
  return 'top';
}

/** Seasons an item suits by category and colour weight (outerwear for the cold, everything else all year unless heavy and dark). */
export function guessSeasons(category: GarmentCategory): GarmentSeason[] {
  if (category === 'outerwear') return ['fall', 'winter'];
  return ['spring', 'summer', 'fall', 'winter'];
}

/**
 * Premium occasions whose formality band the item falls in (with half a step either side), the best
 * fitting first: the nearer the item sits to the middle of an occasion's band, the more at home it is
 * there (a smart-casual shirt is a brunch piece before it is a wedding one). All of them are kept, for
 * the generator and the closet's filter; a screen short of room shows the first few.
 */
export function occasionsFor(formality: GarmentFormality): StylingOccasionId[] {
  const level = FORMALITY_LEVEL[formality];
  const offCentre = (id: StylingOccasionId) => {
    const [lo, hi] = STYLING_OCCASION_RULES[id].formality;
    return Math.abs(level - (lo + hi) / 2);
  };
  return STYLING_OCCASION_IDS.filter((id) => {
    const [lo, hi] = STYLING_OCCASION_RULES[id].formality;
    return level >= lo - 0.5 && level <= hi + 0.5 && STYLING_OCCASION_RULES[id].sportswear !== 'required';
  }).sort((a, b) => offCentre(a) - offCentre(b));
}

export function prefill(category: GarmentCategory, colours: readonly GarmentColour[]): GarmentPrefill {
  const formality = guessFormality(category, colours);
  return { category, formality, seasons: guessSeasons(category), occasions: occasionsFor(formality) };
}

/** The garment a category at a formality most likely is: the noun of its default name and of the look the engine rates. */
export const GARMENT_NOUN: Record<GarmentCategory, Record<GarmentFormality, GarmentId>> = {
  top: { casual: 'tshirt', 'smart-casual': 'shirt', business: 'shirt', formal: 'shirt' },
  bottom: { casual: 'jeans', 'smart-casual': 'chinos', business: 'trousers', formal: 'trousers' },
  'one-piece': { casual: 'sundress', 'smart-casual': 'dress', business: 'dress', formal: 'gown' },
  outerwear: { casual: 'jacket', 'smart-casual': 'jacket', business: 'blazer', formal: 'coat' },
  footwear: { casual: 'sneakers', 'smart-casual': 'loafers', business: 'oxfords', formal: 'oxfords' },
  accessory: { casual: 'cap', 'smart-casual': 'watch', business: 'belt', formal: 'tie' },
};

/**
 * The noun a piece is named by. A lower half cut from a photo is named by the kind the vision read
 * (`lower`): a skirt or shorts by that word, trousers by the formality's noun; null when the photo
 * could not tell, and the piece is then named by the language's neutral word for the lower half
 * (a wrong specific name, "chinos" for a skirt, is worse than "bottoms"). Without a reading
 * (`lower` undefined: a suggestion, a flat-laid garment) the formality's noun stands.
 */
export function pieceNoun(category: GarmentCategory, formality: GarmentFormality, lower?: LowerKind | null): GarmentId | null {
  if (category !== 'bottom' || lower === undefined) return GARMENT_NOUN[category][formality];
  if (lower === 'skirt') return 'skirt';
  if (lower === 'shorts') return 'shorts';
  return lower === 'trousers' ? GARMENT_NOUN.bottom[formality] : null;
}
