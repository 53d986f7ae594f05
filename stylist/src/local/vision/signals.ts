import type { RatingComponent } from '@fitrater/contracts';
import { deltaE } from '../colour/oklab';
import { smoothstep } from '../signals/palette';
import type { RegionSignals } from '../signals/types';
import type { VisionReport } from './types';

/** The located regions as the scoring reads them. */
export function regionSignals(v: VisionReport): Partial<Record<RatingComponent, RegionSignals>> {
  const out: Partial<Record<RatingComponent, RegionSignals>> = {};
  for (const [part, r] of Object.entries(v.regions)) {
    // An accessory only hinted at (no zone half sure, vision/accessory-zones.ts) is a colour in the
    // outfit's palette, not a piece to rate.
    if (r?.part === 'accessories' && !r.zones?.length) continue;
    if (r && r.palette.length) out[part as RatingComponent] = { palette: r.palette, confidence: r.confidence };
  }
  return out;
}

/** 0 below lo, 1 from hi, linear between (no steeper middle than its average slope, unlike smoothstep). */
const ramp = (lo: number, hi: number, x: number): number => Math.max(0, Math.min(1, (x - lo) / (hi - lo)));

/**
 * How much the shoes echo the outfit, 0–1, graded rather than yes/no: for each shoe colour,
 * how much of the shoes it covers (counts from 10%, fully from 30%) × how close it is to a
 * colour of the top or bottom (OKLab ΔE: fully below 0.04, not at all from 0.16, linear between) × how
 * much of that garment the colour covers (from 8%, fully from 22%); the best such match. Every factor
 * is smooth, so a re-encoded or mirrored photo moves the shoes' term a little, never by a step. The
 * distance's ramp is linear and wide because shoes are a few dozen pixels whose colour moves by about
 * 0.03 between two copies of one photo: at that slope such a move shifts the term by at most 0.1.
 * Null unless the shoes and the top or bottom are seen.
 */
export function shoesEchoDegree(v: Pick<VisionReport, 'regions'>): number | null {
  const shoes = v.regions.footwear?.palette;
  const garments = [...(v.regions.top?.palette ?? []), ...(v.regions.bottom?.palette ?? [])];
  if (!shoes?.length || !garments.length) return null;
  let best = 0;
  for (const s of shoes) {
    const own = smoothstep(0.1, 0.3, s.share);
    if (own === 0) continue;
    for (const c of garments) {
      best = Math.max(best, own * (1 - ramp(0.04, 0.16, deltaE(s.lab, c.lab))) * smoothstep(0.08, 0.22, c.share));
    }
  }
  return best;
}
