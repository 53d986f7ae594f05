import type { Px } from './region-pixels';
import type { KeypointName, PersonDetection } from './types';

/**
 * A figure artist's torso drops about one and a half shoulder widths from the shoulder joints to
 * the hip joints, and the hip joints sit closer together than the shoulders (about seven tenths
 * of their span).
 */
export const HIP_DROP = 1.5;
const HIP_SPAN = 0.7;
/** A keypoint below the seen threshold but above this score still says where its joint's line is. */
export const WEAK_JOINT = 0.15;
/** A torso is between these many shoulder widths long in a photo (a slouch, a lean, a camera above or below). */
const TORSO_MIN = 0.9;
const TORSO_MAX = 2.5;

/**
 * Where the hip joints lie when the pose lost both (seated, or hidden behind the arms), by the
 * canon. Null when that line falls outside the frame: the photo is cut above the hips.
 */
export function impliedHips(ls: Px, rs: Px, height: number, weakY: number | null = null): { leftHip: Px; rightHip: Px } | null {
  const shoulderW = Math.hypot(ls.x - rs.x, ls.y - rs.y);
  const cx = (ls.x + rs.x) / 2;
  const sy = (ls.y + rs.y) / 2;
  // The pose's own weak guess of the hip line, when it lies where a torso can end, is nearer the
  // truth than the canon (a slouch or a lean shortens or lengthens the torso in the photo).
  const y = weakY !== null && weakY > sy + shoulderW * TORSO_MIN && weakY < sy + shoulderW * TORSO_MAX ? weakY : sy + shoulderW * HIP_DROP;
  if (y >= height - 1) return null;
  return { leftHip: { x: cx + (ls.x - cx) * HIP_SPAN, y }, rightHip: { x: cx + (rs.x - cx) * HIP_SPAN, y } };
}

/**
 * Where the shoulder joints lie when the pose found both hips but neither shoulder (a face under
 * a caption or a neighbour's arm takes the model's confidence in the whole upper body with it),
 * by the same canon read upward: the shoulders a hip span over seven tenths apart, centred over
 * the hips, on the pose's own weak guess of their line when it lies where a torso can begin, else
 * a torso's length above the hips. Null when that line falls above the frame (a photo cut at the
 * chest has no top to read there).
 */
export function impliedShoulders(lh: Px, rh: Px, weakY: number | null = null): { leftShoulder: Px; rightShoulder: Px } | null {
  const hipSpan = Math.hypot(lh.x - rh.x, lh.y - rh.y);
  if (hipSpan < 2) return null;
  const shoulderW = hipSpan / HIP_SPAN;
  const cx = (lh.x + rh.x) / 2;
  const hy = (lh.y + rh.y) / 2;
  const y = weakY !== null && weakY < hy - shoulderW * TORSO_MIN && weakY > hy - shoulderW * TORSO_MAX ? weakY : hy - shoulderW * HIP_DROP;
  if (y < 0) return null;
  return { leftShoulder: { x: cx + (lh.x - cx) / HIP_SPAN, y }, rightShoulder: { x: cx + (rh.x - cx) / HIP_SPAN, y } };
}

/** The mean height (pixels) of a pair of keypoints the pose scored weakly, null when it has no guess. */
export function weakLineY(me: PersonDetection, names: readonly KeypointName[], H: number): number | null {
  const ys = names.map((n) => me.keypoints[n]).filter((k) => k.score >= WEAK_JOINT && k.y >= 0 && k.y <= 1).map((k) => k.y * H);
  return ys.length ? ys.reduce((a, b) => a + b, 0) / ys.length : null;
}

/**
 * The pair of joints the pose lost, placed by the canon from the pair it found (the mask must show
 * a body there for the reading to be worth it: `maskUsable`): hips from shoulders, or shoulders
 * from hips. Empty when both pairs, or neither, were found.
 */
export function impliedJoints(p: Partial<Record<KeypointName, Px>>, me: PersonDetection, H: number, maskUsable: boolean): Partial<Record<KeypointName, Px>> {
  if (!maskUsable) return {};
  const shoulders = !!(p.leftShoulder && p.rightShoulder); const hips = !!(p.leftHip && p.rightHip);
  if (shoulders && !p.leftHip && !p.rightHip) return impliedHips(p.leftShoulder!, p.rightShoulder!, H, weakLineY(me, ['leftHip', 'rightHip'], H)) ?? {};
  if (hips && !p.leftShoulder && !p.rightShoulder) return impliedShoulders(p.leftHip!, p.rightHip!, weakLineY(me, ['leftShoulder', 'rightShoulder'], H)) ?? {};
  return {};
}
