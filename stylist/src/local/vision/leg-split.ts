import { MASK_MIN } from './region-pixels';
import type { LowerBodyInput } from './lower-body-from-mask';

/**
 * What the person mask shows below the crotch: trousers, shorts and a jumpsuit's legs split into
 * two legs with the background showing between them; a skirt or a dress's skirt fills the space
 * between the legs down to its hem.
 */
export type LegSplit = 'twoLegs' | 'filled';

/** The rated person's mask around the hips (as the lower half reads it), and the body's scale. */
export interface LegSplitInput extends Omit<LowerBodyInput, 'shoulders' | 'shoulderW'> {
  /** Shoulder line to hip line (pixels): the body's scale. */
  torso: number;
}

/**
 * The rows read: from a fifth of the torso below the hip joints (the crotch lies about there) to
 * two fifths (above a short skirt's hem, where bare legs would split again).
 */
const FROM = 0.2;
const TO = 0.4;
/** Share of the rows that must agree for an answer. */
const AGREE = 0.7;

/**
 * Two legs or a skirt, from the mask between the hip joints below the crotch. Each row is read in
 * the middle half between the hips: a run of background there, with the person on both sides, is
 * the gap between two legs; the person across all of it is a skirt (or legs held together, so the
 * answer "filled" is weaker than "two legs"). Null when the rows disagree, lie outside the frame,
 * or the hips are too close together to tell (a person seen from the side).
 */
export function legSplit(s: LegSplitInput): LegSplit | null {
  const hipY = (s.leftHip.y + s.rightHip.y) / 2;
  const xl = Math.min(s.leftHip.x, s.rightHip.x); const xr = Math.max(s.leftHip.x, s.rightHip.x);
  const span = xr - xl;
  if (span < Math.max(4, s.torso * 0.2)) return null;
  const y0 = Math.round(hipY + s.torso * FROM); const y1 = Math.round(hipY + s.torso * TO);
  if (y0 < 0 || y1 > s.height || y1 - y0 < 2) return null;
  const on = (x: number, y: number): boolean => x >= 0 && x < s.width && s.weight(x, y) >= MASK_MIN;
  const a = Math.round(xl + span * 0.25); const b = Math.round(xr - span * 0.25);
  let split = 0; let filled = 0; let rows = 0;
  for (let y = y0; y < y1; y++) {
    rows++;
    let gap = false; let all = true;
    for (let x = a; x <= b; x++) {
      if (on(x, y)) continue;
      all = false;
      // Background here, and the person on both sides of it between the hips: the gap between two legs.
      let left = false; let right = false;
      for (let u = x - 1; u >= Math.round(xl) && !left; u--) left = on(u, y);
      for (let u = x + 1; u <= Math.round(xr) && !right; u++) right = on(u, y);
      if (left && right) { gap = true; break; }
    }
    if (gap) split++;
    else if (all) filled++;
  }
  if (split >= rows * AGREE) return 'twoLegs';
  if (filled >= rows * AGREE) return 'filled';
  return null;
}

/**
 * One piece or separates, from the witnesses: the fabric above and below the waist must agree
 * (`sameFabric`), and then the waist decides (`waist`: one fabric through it, or a break). When the
 * waist bands are too covered to say, split legs say trousers or shorts: a top and trousers of one
 * colour are far more often worn than a jumpsuit, which shows itself by its fabric running through
 * the waist. Without that, both pieces must be mostly their main colour.
 */
export function onePieceFrom(w: { sameFabric: boolean; waist: boolean | null; legs: LegSplit | null; topShare: number; bottomShare: number }): boolean {
  if (!w.sameFabric) return false;
  if (w.waist !== null) return w.waist;
  if (w.legs === 'twoLegs') return false;
  return w.topShare >= 0.4 && w.bottomShare >= 0.4;
}
