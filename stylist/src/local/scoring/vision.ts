import type { RatingComponent } from '@fitrater/contracts';
import { LOUD_COLOURS } from '../colour/names';
import { pieceColour } from '../colour/palette-colour';
import type { OccasionProfile } from '../occasion-profiles';
import type { VisionReport } from '../vision/types';
import type { ColourVerdict } from './colour';
import { smoothstep } from '../signals/palette';
import { shoesEchoDegree } from '../vision/signals';

/** Why vision could not rate a component (null: it is not vision's to say). */
export function notSeenReason(v: VisionReport, c: RatingComponent): 'noPerson' | 'notInFrame' | 'noAccessory' | null {
  if (v.personCount === 0) return 'noPerson';
  // An accessory only hinted at (no zone named) is not one to rate.
  if (c === 'accessories') return v.regions.accessories?.zones?.length ? null : 'noAccessory';
  if (v.regions[c]) return null;
  if (c === 'footwear' && v.framing.includes('feetCut')) return 'notInFrame';
  if (c === 'bottom' && v.framing.includes('hipsCut')) return 'notInFrame';
  if (c === 'top' && v.keypoints === null) return 'noPerson';
  return 'notInFrame';
}

/**
 * One located piece, judged as part of the outfit: the outfit's colour score, moved by what
 * this piece does in it (a loud piece at a calm occasion, the clash source, contrast with its
 * neighbour, shoes that echo the outfit). Every term is a measured fact.
 */
export function regionScore(v: VisionReport, c: RatingComponent, outfit: ColourVerdict, p: OccasionProfile): number {
  const r = v.regions[c];
  if (!r || !r.palette.length) return outfit.score;
  const main = r.palette[0]!;
  let score = outfit.score;
  if (p.palette === 'calm' && LOUD_COLOURS.has(main.id) && main.lch.c > 0.13) score -= 0.7;
  // The clash source, in proportion to how much the outfit reads as a clash.
  if (outfit.harmony.accents.includes(main.id)) score -= 0.5 * outfit.harmony.felt.clash;
  if ((c === 'top' || c === 'bottom') && v.topBottomContrast !== null && !v.onePiece) {
    // Each piece as a whole (`pieceColour`), as the contrast is measured.
    const t = pieceColour(v.regions.top?.palette ?? []); const b = pieceColour(v.regions.bottom?.palette ?? []);
    const tbc = v.topBottomContrast;
    // Two different colours at the same lightness read muddy; one colour head to toe (or white
    // over light grey: the same hue, lighter) is a deliberate column. Both terms are smooth in the
    // measured lightness gap and in the hue/chroma difference (OKLab a, b), so a slightly
    // different photo of the same outfit moves the score a little, never by a step.
    const hueGap = t && b ? Math.hypot(t.a - b.a, t.b - b.b) : 0;
    // As far as both pieces are surely found (a lap only just deep enough is half a bottom).
    const both = (v.regions.top?.sure ?? 1) * (v.regions.bottom?.sure ?? 1);
    score -= both * 0.3 * (1 - smoothstep(0.05, 0.11, tbc)) * smoothstep(0.03, 0.08, hueGap);
    score += both * 0.2 * smoothstep(0.12, 0.18, tbc) * (1 - smoothstep(0.57, 0.63, tbc));
  }
  if (c === 'footwear') {
    // Shoes that repeat a garment's colour tie the look (+0.3), shoes apart from it a touch less
    // (-0.1); graded by how strong the echo is, so no photo's score steps on a yes/no switch.
    const echo = shoesEchoDegree(v);
    if (echo !== null) score += -0.1 + 0.4 * echo;
  }
  // An accessory read from a colour at the neck, the wrists, the head or the waist is a guess: it
  // never raises the score until the reading is sure of it (a loud one at a calm occasion still costs).
  if (c === 'accessories') score += p.palette === 'calm' && LOUD_COLOURS.has(main.id) ? -0.3 : 0.2 * smoothstep(0.5, 0.8, r.confidence);
  // An unsure region is pulled toward the middle rather than trusted, gently: a region's
  // confidence rests on a few keypoint scores and, for shoes, a few dozen pixels, which move by
  // ±0.05 between two copies of one photo (the camera original and the phone-prepared copy); the
  // pull moves the score by half of that, and the stated confidence carries the rest.
  if (r.confidence < 0.4) score += (6.5 - score) * 0.5 * (0.4 - r.confidence);
  return score;
}
