import { dist, mid, pair, type Px } from './region-pixels';
import type { KeypointName } from './types';

/** Where a garment lies on the body, from the pose: a point test and the box around it (work-image pixels). */
export interface Shape {
  box: { x0: number; y0: number; x1: number; y1: number };
  inside(x: number, y: number): boolean;
}

type Points = Partial<Record<KeypointName, Px>>;

/** A polygon (any simple one) as a shape. */
export function polygonShape(pts: readonly Px[]): Shape {
  const xs = pts.map((p) => p.x); const ys = pts.map((p) => p.y);
  return {
    box: { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) },
    inside(x, y) {
      let inside = false;
      for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
        const a = pts[i]!; const b = pts[j]!;
        if ((a.y > y) !== (b.y > y) && x < ((b.x - a.x) * (y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
      }
      return inside;
    },
  };
}

/** Points within `r` of the segment from `a` to `b`. */
export function capsule(a: Px, b: Px, r: number): Shape {
  const dx = b.x - a.x; const dy = b.y - a.y; const len = dx * dx + dy * dy;
  return {
    box: { x0: Math.min(a.x, b.x) - r, y0: Math.min(a.y, b.y) - r, x1: Math.max(a.x, b.x) + r, y1: Math.max(a.y, b.y) + r },
    inside(x, y) {
      const t = len > 0 ? Math.max(0, Math.min(1, ((x - a.x) * dx + (y - a.y) * dy) / len)) : 0;
      return Math.hypot(x - (a.x + t * dx), y - (a.y + t * dy)) <= r;
    },
  };
}

export function union(shapes: readonly Shape[]): Shape | null {
  if (!shapes.length) return null;
  return {
    box: {
      x0: Math.min(...shapes.map((s) => s.box.x0)), y0: Math.min(...shapes.map((s) => s.box.y0)),
      x1: Math.max(...shapes.map((s) => s.box.x1)), y1: Math.max(...shapes.map((s) => s.box.y1)),
    },
    inside: (x, y) => shapes.some((s) => s.inside(x, y)),
  };
}

const lerp = (a: Px, b: Px, t: number): Px => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });
/** Moves a point away from another along their line (a negative amount moves toward it). */
const outward = (p: Px, from: Px, amount: number): Px => {
  const d = dist(p, from) || 1;
  return { x: p.x + ((p.x - from.x) / d) * amount, y: p.y + ((p.y - from.y) / d) * amount };
};

/**
 * The torso between the shoulders and the hips, a little inside the body's outline (arms hang
 * beside it, and the outline is where the mask is least sure), from under the neckline to just
 * above the hip line. When the hips are out of frame, a torso's usual length below the shoulders.
 */
export function torsoShape(p: Points, shoulderW: number, frameH: number): Shape | null {
  const ls = p.leftShoulder; const rs = p.rightShoulder;
  if (!ls || !rs) return null;
  const sm = mid(ls, rs);
  const drop = { x: 0, y: Math.min(frameH - sm.y, 1.5 * shoulderW) };
  const lh = p.leftHip ?? { x: ls.x, y: ls.y + drop.y };
  const rh = p.rightHip ?? { x: rs.x, y: rs.y + drop.y };
  const hm = mid(lh, rh);
  if (hm.y - sm.y < 4) return null;
  const inset = shoulderW * 0.08;
  const top = 0.12; const bottom = 0.97;
  const a = outward(lerp(ls, lh, top), lerp(rs, rh, top), -inset);
  const b = outward(lerp(rs, rh, top), lerp(ls, lh, top), -inset);
  const c = outward(lerp(rs, rh, bottom), lerp(ls, lh, bottom), -inset * 0.5);
  const d = outward(lerp(ls, lh, bottom), lerp(rs, rh, bottom), -inset * 0.5);
  return polygonShape([a, b, c, d]);
}

/**
 * From the hips down: the span between the hips and the knees, widened for a skirt's flare, and
 * each leg from knee to ankle. The garment's own share of it is what the skin test leaves.
 */
export function legsShape(p: Points, shoulderW: number, frameH: number): Shape | null {
  const lh = p.leftHip; const rh = p.rightHip;
  const knees = pair(p, 'leftKnee', 'rightKnee');
  const ankles = pair(p, 'leftAnkle', 'rightAnkle');
  if (!lh || !rh || (!knees && !ankles)) return null;
  const hm = mid(lh, rh);
  const lk = p.leftKnee ?? (p.leftAnkle ? lerp(lh, p.leftAnkle, 0.5) : null);
  const rk = p.rightKnee ?? (p.rightAnkle ? lerp(rh, p.rightAnkle, 0.5) : null);
  const shapes: Shape[] = [];
  const start = 0.04;
  if (lk && rk) {
    const pad = shoulderW * 0.16;
    const top = Math.min(frameH, hm.y + (Math.max(lk.y, rk.y) - hm.y) * start);
    const left = Math.min(lh.x, rh.x) === lh.x;
    const [hl, hr, kl, kr] = left ? [lh, rh, lk, rk] : [rh, lh, rk, lk];
    shapes.push(polygonShape([
      { x: hl.x - pad, y: Math.max(top, hl.y) }, { x: hr.x + pad, y: Math.max(top, hr.y) },
      { x: kr.x + pad * 1.2, y: kr.y }, { x: kl.x - pad * 1.2, y: kl.y },
    ]));
  } else {
    const k = lk ?? rk!;
    const h = lk ? lh : rh;
    shapes.push(capsule(h, k, shoulderW * 0.3));
  }
  const r = shoulderW * 0.17;
  for (const [k, a] of [[lk, p.leftAnkle], [rk, p.rightAnkle]] as const) {
    if (k && a) shapes.push(capsule(k, a, r));
  }
  return union(shapes);
}

/** Each foot: from just above the ankle to a foot's length below it, where the shoe is; `shin` sets the scale. */
export function feetShapes(p: Points, boxH: number): { shape: Shape; shin: number; ankle: Px; other: Px | null }[] {
  const out: { shape: Shape; shin: number; ankle: Px; other: Px | null }[] = [];
  for (const [a, k] of [['leftAnkle', 'leftKnee'], ['rightAnkle', 'rightKnee']] as const) {
    const ankle = p[a];
    if (!ankle) continue;
    const shin = p[k] ? dist(p[k]!, ankle) : boxH * 0.25;
    const box = { x0: ankle.x - shin * 0.26, y0: ankle.y - shin * 0.04, x1: ankle.x + shin * 0.26, y1: ankle.y + shin * 0.3 };
    out.push({ shape: { box, inside: (x, y) => x >= box.x0 && x < box.x1 && y >= box.y0 && y < box.y1 }, shin, ankle, other: p[a === 'leftAnkle' ? 'rightAnkle' : 'leftAnkle'] ?? null });
  }
  return out;
}
