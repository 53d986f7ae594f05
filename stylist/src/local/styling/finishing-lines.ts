import type { Garment } from '../../knowledge';

/**
 * How an outfit is finished: which accessories go together and with what. Pure rules on knowledge garments, used by
 * the generator when it picks accessories.
 */

type Worn = { garment: Garment };

/** The kind of accessory an outfit takes one of (one bag, one hat, one watch…). */
export const group = (g: Garment): string =>
  /bag|tote|clutch|weekender|duffel/.test(g.name) ? 'bag' : /hat|cap|beanie|bow$|headband/.test(g.name) ? 'head' : /tights|socks/.test(g.name) ? 'legwear' : /watch/.test(g.name) ? 'watch' : /earrings|studs|hoops|necklace/.test(g.name) ? 'jewellery' : g.id;

/** Suits and dinner suits: the one-piece bases that take a tie (a jumpsuit or a boiler suit does not). */
const SUITS: ReadonlySet<string> = new Set(['navy-suit', 'charcoal-suit', 'linen-suit', 'trouser-suit', 'tuxedo']);

/** Neckwear and its companions only go with tailoring that takes them. */
export const TAILORING_ACCESSORIES: Record<string, 'suit' | 'tuxedo'> = { 'silk-tie': 'suit', 'pocket-square': 'suit', 'cufflinks': 'suit', 'bow-tie': 'tuxedo' };

/**
 * What the main pieces allow: a tie, pocket square or cufflinks need a suit, or a dress shirt
 * under a tailored jacket; a bow tie needs a dinner suit or a tuxedo shirt. A dress never takes them.
 */
export function tailoringAllows(kind: 'suit' | 'tuxedo', main: { top: Worn | null; dress: Worn | null; outer: Worn | null }): boolean {
  const dress = main.dress?.garment;
  if (dress) return kind === 'tuxedo' ? dress.id === 'tuxedo' : SUITS.has(dress.id);
  const shirt = main.top?.garment;
  const jacket = main.outer?.garment;
  if (!shirt || !/shirt/.test(shirt.id) || !shirt.tags.includes('tailored')) return false;
  if (kind === 'tuxedo') return shirt.id === 'tuxedo-shirt';
  return !!jacket && jacket.tags.includes('tailored');
}

/**
 * Two ways to finish tailoring that a stylist keeps apart: a tie, bow tie, cufflinks or pocket square belong to
 * a shirt-and-tie look with flat lace-ups or loafers; heels, an evening clutch, earrings and necklaces to the other.
 */
export type FinishLine = 'tie' | 'jewel';
export function finishLine(g: Garment): FinishLine | null {
  if (TAILORING_ACCESSORIES[g.id]) return 'tie';
  return g.id === 'clutch' || /earrings|studs|hoops|necklace/.test(g.name) ? 'jewel' : null;
}
