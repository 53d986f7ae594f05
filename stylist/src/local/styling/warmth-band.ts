import type { Garment, GarmentSlot } from '../../knowledge';

/** A weather's warmth band for the main pieces, and the least warmth its outer layer needs (null: none needed). */
export interface WarmthBand { warmth: readonly [number, number]; outerWarmth: number | null }

/** Whether the occasion, with the request's own rules, has any piece for the slot that `fits`, in any colour. */
export type OccasionHas = (slot: GarmentSlot, fits: (g: Garment) => boolean) => boolean;

/**
 * Warmth is a preference, not a ban: the pieces of a look outside the weather's band (half a step of leeway each side),
 * and the outer layer short of the warmth it needs, are `relaxed` (they lower the confidence). Those the occasion has
 * nothing better for in any colour (warmth at a winter beach) are `apart`: there the occasion and the weather truly
 * pull apart, and the note says so. A piece outside the band only for its colour is not put down to the occasion.
 */
export function outsideTheBand(main: readonly (Garment | undefined)[], outer: Garment | undefined, w: WarmthBand, occasionHas: OccasionHas): { relaxed: Garment[]; apart: Garment[] } {
  const [low, high] = [w.warmth[0] - 0.5, w.warmth[1] + 0.5];
  const inBand = (g: Garment) => g.warmth >= low && g.warmth <= high;
  const relaxed: Garment[] = [];
  const apart: Garment[] = [];
  for (const g of main) {
    if (!g || inBand(g)) continue;
    relaxed.push(g);
    if (!occasionHas(g.slot, inBand)) apart.push(g);
  }
  const needed = w.outerWarmth;
  if (outer && needed !== null && outer.warmth < needed) {
    relaxed.push(outer);
    if (!occasionHas('outer', (g) => g.warmth >= needed)) apart.push(outer);
  }
  return { relaxed, apart };
}
