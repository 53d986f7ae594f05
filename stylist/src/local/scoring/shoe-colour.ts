import type { ColourId } from '../colour/names';
import type { GarmentId } from '../lexicon/garments';
import type { GarmentMention } from '../signals/types';
import type { ShoeColourMiss } from './penalty-reasons';

/** Leather shoes whose colour is read against the tailoring and trousers above them. */
const LEATHER_SHOES: ReadonlySet<GarmentId> = new Set(['oxfords', 'loafers']);
/** Earth tones: olive, khaki, beige, camel, brown and taupe trousers. */
const EARTH_TONES: ReadonlySet<ColourId> = new Set(['olive', 'khaki', 'beige', 'camel', 'brown', 'taupe']);
const TAILORING: ReadonlySet<GarmentId> = new Set(['suit', 'tuxedo']);

/** Points off for leather shoes in the colour the rest does not take. */
export const SHOE_COLOUR_POINTS: Record<ShoeColourMiss, number> = { colourUnderBlack: 1.8, blackUnderEarth: 0.6 };

/**
 * Points off when the leather shoes' colour fights what they are worn with, as a stylist corrects it:
 * a black suit is an evening suit and only black shoes keep it whole (brown under black is the classic
 * mismatch: it cuts the outfit in two, and burgundy or tan do the same); trousers in earth tones (olive, khaki, beige chinos) want brown
 * leather, and black dress shoes look hard and too formal against them. Sneakers and boots are left alone;
 * null when the shoes fit.
 */
export function shoeColourMiss(garments: readonly GarmentMention[]): ShoeColourMiss | null {
  const shoes = garments.filter((g) => LEATHER_SHOES.has(g.garment) && g.colours.length);
  if (!shoes.length) return null;
  const blackTailoring = garments.some((g) => TAILORING.has(g.garment) && g.colours[0] === 'black');
  const earthBottom = garments.some((g) => g.components.length === 1 && g.components[0] === 'bottom' && !!g.colours[0] && EARTH_TONES.has(g.colours[0]));
  if (blackTailoring && shoes.some((s) => s.colours[0] !== 'black')) return 'colourUnderBlack';
  if (earthBottom && !blackTailoring && shoes.some((s) => s.colours[0] === 'black')) return 'blackUnderEarth';
  return null;
}
