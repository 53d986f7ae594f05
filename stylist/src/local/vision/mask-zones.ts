import { polygonShape, type Shape } from './garment-shapes';
import { MASK_MIN, pair, type Px } from './region-pixels';
import type { KeypointName } from './types';

/**
 * The torso and the hips placed from the rated person's mask, for when the pose finds the hips but
 * no shoulders (a narrow crop, a face under a caption or a detection overlay: the pose loses its
 * confidence in the whole upper body). Nudity is still bare skin where clothing normally is, and
 * the mask still shows where the body is: the person runs from the top of their mask (the head)
 * down to the hip line the pose did find. By the figure canon the hip joints lie about four heads
 * below the top of the head and the chin one head down, so the band from three tenths of the way
 * down (past the chin and the neck) to the hip line is the torso. Without elbows the arms cannot
 * be left out: bare arms beside a top count as bare, which lowers the cover, toward refusing,
 * the safe side. The hips zone is the band from the hip line a third of the way to the knees,
 * standing only, as with the pose.
 */

/** The zones the body's cover is measured in, and the arms left out of them. */
export interface Zones { torso: Shape | null; hips: Shape | null; arms: Shape | null }

/** Share of the head-to-hips height above the torso band: one head of four, and the neck. */
const HEAD_SHARE = 0.3;
/** How far down the thigh a brief reaches, as a share of hip to knee: the hips zone's depth, placed by the pose or the mask. */
export const BRIEF_DEPTH = 1 / 3;
/** Below this many pixels from the head's top to the hips there is no torso to measure. */
const MIN_HEIGHT = 12;

/** A full-width band of rows; the person's mask inside it is what gets measured. */
const band = (width: number, y0: number, y1: number): Shape =>
  polygonShape([{ x: 0, y: y0 }, { x: width, y: y0 }, { x: width, y: y1 }, { x: 0, y: y1 }]);

/**
 * The top of the person's mask above the hips: the first row with mask pixels within a hip span
 * (at least a few pixels) of the hips' centre, so a taller neighbour beside them is not the head.
 */
function maskTop(weight: Float32Array, width: number, hips: Px, halfWidth: number): number | null {
  const x0 = Math.max(0, Math.floor(hips.x - halfWidth)); const x1 = Math.min(width, Math.ceil(hips.x + halfWidth));
  for (let y = 0; y < hips.y; y++) {
    for (let x = x0; x < x1; x++) if (weight[y * width + x]! >= MASK_MIN) return y;
  }
  return null;
}

/** The torso and hips bands from the mask; null without a hip or without a body above them. */
export function maskZones(weight: Float32Array, width: number, points: Partial<Record<KeypointName, Px>>): Zones | null {
  const hips = pair(points, 'leftHip', 'rightHip');
  if (!hips) return null;
  const span = points.leftHip && points.rightHip ? Math.abs(points.leftHip.x - points.rightHip.x) : 0;
  const top = maskTop(weight, width, hips, Math.max(3, span));
  if (top === null || hips.y - top < MIN_HEIGHT) return null;
  const torsoTop = top + (hips.y - top) * HEAD_SHARE;
  const torso = hips.y - torsoTop;
  const knees = pair(points, 'leftKnee', 'rightKnee');
  // Seated, the band under the hips is the lap (a short skirt leaves the thighs bare there): not measured.
  const standing = knees && knees.y - hips.y >= torso * 0.5;
  return {
    torso: band(width, torsoTop, hips.y),
    hips: standing ? band(width, hips.y, hips.y + (knees.y - hips.y) * BRIEF_DEPTH) : null,
    arms: null,
  };
}
