import type { Shape } from './garment-shapes';
import { MASK_MIN, type Px } from './region-pixels';

/** Half a shoe's width at most, as a share of the shin's length (a heel's sole seen from the front is narrower). */
const HALF_WIDTH = 0.26;
/** How far below the ankle a shoe can reach, as a share of the shin: a foot seen from the side, a heel's platform. */
const REACH = 0.45;
/** A shoe starts just above the ankle joint (a low shoe's collar; a boot's shaft is read from there down). */
const ABOVE_ANKLE = 0.04;

export interface FootInput {
  width: number;
  height: number;
  /** The rated person's pixel weight (mask × ownership), 0–1. */
  weight: (x: number, y: number) => number;
  ankle: Px;
  /** Shin length in pixels (knee to ankle), the foot's scale. */
  shin: number;
  /** The other foot's ankle: the space between the feet belongs to neither shoe. */
  other?: Px | null;
}

/**
 * A shoe, read from the person mask: below the ankle, the run of the person's pixels joined to the
 * leg, row by row, down to where the mask ends (the sole on the floor). Only within a shoe's width
 * of the ankle and on this foot's side of the midpoint between the two ankles, so leggings or tights
 * showing between the feet, or the other shoe, never enter. `cut` when the foot runs into the
 * frame's bottom edge: the shoe is not all there, and what is there may be the frame's edge. Null
 * when the mask shows nothing below the ankle (then the pose alone places the shoe).
 */
export function footFromMask(f: FootInput): { shape: Shape; cut: boolean } | null {
  const { width: W, height: H, ankle, shin } = f;
  const half = shin * HALF_WIDTH;
  let lo = ankle.x - half; let hi = ankle.x + half;
  if (f.other) {
    const mid = (ankle.x + f.other.x) / 2;
    if (f.other.x > ankle.x) hi = Math.min(hi, mid); else lo = Math.max(lo, mid);
  }
  const x0 = Math.max(0, Math.ceil(lo)); const x1 = Math.min(W - 1, Math.floor(hi));
  if (x1 < x0) return null;
  const on = (x: number, y: number): boolean => f.weight(x, y) >= MASK_MIN;
  const y0 = Math.max(0, Math.floor(ankle.y - shin * ABOVE_ANKLE));
  const yEnd = Math.ceil(ankle.y + shin * REACH);
  const rows: [number, number][] = [];
  let seed = Math.round(Math.min(x1, Math.max(x0, ankle.x)));
  let cut = false;
  for (let y = y0; y < yEnd; y++) {
    if (y >= H) { cut = true; break; }
    // The run joined to the leg: from the mask pixel nearest the row above's centre.
    let start = -1;
    for (let d = 0; d <= x1 - x0 && start < 0; d++) {
      if (seed - d >= x0 && on(seed - d, y)) start = seed - d;
      else if (seed + d <= x1 && on(seed + d, y)) start = seed + d;
    }
    if (start < 0) break;
    let a = start; let c = start;
    while (a - 1 >= x0 && on(a - 1, y)) a--;
    while (c + 1 <= x1 && on(c + 1, y)) c++;
    rows.push([a, c + 1]);
    seed = Math.round((a + c) / 2);
  }
  // The mask ends at the ankle: it lost the foot (a dark shoe on a dark floor), not the shoe's end.
  if (rows.length < Math.max(2, (ankle.y - y0) + shin * 0.06)) return null;
  const box = { x0: Math.min(...rows.map((r) => r[0])), y0, x1: Math.max(...rows.map((r) => r[1])), y1: y0 + rows.length };
  return {
    cut,
    shape: { box, inside: (x, y) => { const r = rows[Math.floor(y) - y0]; return !!r && x >= r[0] && x < r[1]; } },
  };
}
