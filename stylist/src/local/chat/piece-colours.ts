import type { RatingOccasion } from '@fitrater/contracts';
import { GARMENTS as CATALOGUE } from '../../knowledge';
import { readDescription, type ColourId, type GarmentId } from './rater';
import { verdictFor, type Piece, type Ranked } from './outfits';

type Occasion = Exclude<RatingOccasion, 'custom'>;

let typical: Map<string, ColourId[]> | null = null;

/**
 * The colours a kind of piece usually comes in, most typical first: the knowledge catalogue's garments of that kind
 * (white leather, canvas and retro sneakers are all sneakers), each colour ranked by where the catalogue lists it.
 */
export function typicalColours(garment: GarmentId): readonly ColourId[] {
  if (!typical) {
    const ranks = new Map<string, Map<ColourId, number>>();
    for (const g of CATALOGUE) {
      const kind = readDescription(g.name)?.garments[0]?.garment;
      if (!kind) continue;
      const colours = ranks.get(kind) ?? new Map<ColourId, number>();
      g.colours.forEach((c, i) => colours.set(c, Math.min(colours.get(c) ?? Infinity, i)));
      ranks.set(kind, colours);
    }
    typical = new Map([...ranks].map(([kind, colours]) => [kind, [...colours].sort((a, b) => a[1] - b[1]).map(([c]) => c)]));
  }
  return typical.get(garment) ?? [];
}

/**
 * One piece in each colour it usually comes in, best with the rest of the look first ("what colour sneakers with
 * the dress?"). Where the rating scores colours alike, the more typical colour of the piece comes first.
 */
export function rankColours(base: readonly Piece[], garment: GarmentId, occasion: Occasion): Ranked[] {
  return typicalColours(garment)
    .map((colour, i) => {
      const piece = { garment, colour };
      const verdict = verdictFor([...base, piece], occasion);
      return { ranked: { piece, score: verdict.overall, verdict }, i };
    })
    .sort((a, b) => b.ranked.score - a.ranked.score || a.i - b.i)
    .map((x) => x.ranked);
}
