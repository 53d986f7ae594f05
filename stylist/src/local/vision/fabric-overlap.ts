import type { PaletteColour } from '../colour/palette-colour';
import type { Oklab } from '../colour/oklab';
import { dominantColours } from '../signals/palette';
import { toSamples } from './region-pixels';
import { paletteOverlap } from './waist';

/**
 * How much of their colours the top's and the bottom's pixels have in common (0–1), read from the
 * colours the pixels cluster into before any of them is folded into another as its shade. A
 * print's dark ink is not a shade of its light one, but a garment's palette folds it in where it
 * is the darker and duller (a black-and-cream print's skirt reads "cream" alone, its bodice
 * "brown and cream"): the named palettes of one print then disagree, its clusters do not.
 */
export function fabricOverlap(top: { lab: readonly Oklab[]; weight: readonly number[] }, bottom: { lab: readonly Oklab[]; weight: readonly number[] }): number {
  const a: PaletteColour[] = dominantColours(toSamples(top.lab, top.weight));
  const b: PaletteColour[] = dominantColours(toSamples(bottom.lab, bottom.weight));
  return Math.min(paletteOverlap(a, b), paletteOverlap(b, a));
}
