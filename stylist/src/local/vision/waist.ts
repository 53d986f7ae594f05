import { deltaE } from '../colour/oklab';
import { dominantColours } from '../signals/palette';
import type { Oklab } from '../colour/oklab';
import { clampRect, collect, toSamples, type Px } from './region-pixels';
import type { WorkImage } from './types';

/** Share of skin at the waist from which the midriff is bare: a crop top and a skirt or trousers. */
const BARE_MIDRIFF = 0.3;
/** OKLab distance below which the fabric above and below the waist is one colour. */
const SAME_FABRIC = 0.075;

export interface WaistInput {
  img: WorkImage;
  mask: (x: number, y: number) => number;
  isSkin: (c: Oklab) => boolean;
  shoulders: Px;
  hips: Px;
  /** Horizontal extent of the hips (pixels). */
  x0: number;
  x1: number;
}

/**
 * One piece (a dress, a jumpsuit) or separates, read where they differ: across the waist. Bare skin
 * at the waist means separates; otherwise the main fabric colour just above the hips is compared
 * with the one just below. Null when either band has too few person pixels to say.
 */
export function continuousAtWaist(w: WaistInput): boolean | null {
  const torso = w.hips.y - w.shoulders.y;
  if (torso <= 6) return null;
  const { img } = w;
  const above = clampRect({ x0: w.x0, y0: w.hips.y - torso * 0.3, x1: w.x1, y1: w.hips.y - torso * 0.05 }, img.width, img.height);
  const below = clampRect({ x0: w.x0, y0: w.hips.y + torso * 0.05, x1: w.x1, y1: w.hips.y + torso * 0.3 }, img.width, img.height);
  if (!above || !below) return null;
  const a = collect(img, w.mask, above); const b = collect(img, w.mask, below);
  if (a.lab.length < 12 || b.lab.length < 12) return null;
  const skinAbove = a.lab.filter(w.isSkin).length / a.lab.length;
  if (skinAbove >= BARE_MIDRIFF) return false;
  const main = (lab: Oklab[], weight: number[]): Oklab | null => {
    const keep = lab.map((c, i) => [c, weight[i]!] as const).filter(([c]) => !w.isSkin(c));
    if (keep.length < 8) return null;
    return dominantColours(toSamples(keep.map(([c]) => c), keep.map(([, x]) => x)))[0]?.lab ?? null;
  };
  const ca = main(a.lab, a.weight); const cb = main(b.lab, b.weight);
  if (!ca || !cb) return null;
  return deltaE(ca, cb) < SAME_FABRIC;
}
