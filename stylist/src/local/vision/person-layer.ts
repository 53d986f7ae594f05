import { smoothstep } from '../signals/palette';
import { seen } from './region-pixels';
import type { Detections, KeypointName, PersonDetection } from './types';

/** Limbs and torso lines of a skeleton: what a person's own pixels lie near. */
const BONES: readonly [KeypointName, KeypointName][] = [
  ['leftShoulder', 'rightShoulder'], ['leftHip', 'rightHip'], ['leftShoulder', 'leftHip'], ['rightShoulder', 'rightHip'],
  ['leftShoulder', 'rightHip'], ['rightShoulder', 'leftHip'],
  ['leftShoulder', 'leftElbow'], ['leftElbow', 'leftWrist'], ['rightShoulder', 'rightElbow'], ['rightElbow', 'rightWrist'],
  ['leftHip', 'leftKnee'], ['leftKnee', 'leftAnkle'], ['rightHip', 'rightKnee'], ['rightKnee', 'rightAnkle'],
  ['nose', 'leftShoulder'], ['nose', 'rightShoulder'],
];

interface Segment { x0: number; y0: number; x1: number; y1: number }

/** A keypoint counts for ownership from a lower score than for regions: a neighbour's arm still takes its pixels. */
const OWN_SEEN = 0.2;

function segments(p: PersonDetection, w: number, h: number, min: number): Segment[] {
  const out: Segment[] = [];
  for (const [a, b] of BONES) {
    const ka = p.keypoints[a]; const kb = p.keypoints[b];
    if (ka.score < min || kb.score < min) continue;
    out.push({ x0: ka.x * w, y0: ka.y * h, x1: kb.x * w, y1: kb.y * h });
  }
  return out;
}

function segmentDistance(s: Segment, x: number, y: number): number {
  const dx = s.x1 - s.x0; const dy = s.y1 - s.y0;
  const len = dx * dx + dy * dy;
  const t = len > 0 ? Math.max(0, Math.min(1, ((x - s.x0) * dx + (y - s.y0) * dy) / len)) : 0;
  return Math.hypot(x - (s.x0 + t * dx), y - (s.y0 + t * dy));
}

const nearest = (segs: readonly Segment[], x: number, y: number): number => {
  let d = Infinity;
  for (const s of segs) d = Math.min(d, segmentDistance(s, x, y));
  return d;
};

export interface PersonLayer {
  width: number;
  height: number;
  /** Per pixel of the work image, 0–1: the person mask times how surely the pixel is the rated person's, not a neighbour's. */
  weight: Float32Array;
  /** The same without the mask: how surely the pixel is within the rated person's reach and not a neighbour's. */
  own: Float32Array;
}

/**
 * The rated person's own pixels. The segmentation model draws one mask over everyone; in a group a
 * neighbour's dress touching the rated person would enter her palette. A pixel is hers when it is
 * nearer her skeleton than any other person's (graded over a few pixels so a slightly different
 * photo moves the weights, not a switch) and within a body's reach of her bones.
 */
export function personLayer(det: Detections, chosen: number, width: number, height: number, maskUsable: boolean): PersonLayer {
  const me = det.persons[chosen]!;
  const mine = segments(me, width, height, OWN_SEEN);
  const others = det.persons
    .filter((p, i) => i !== chosen && Object.values(p.keypoints).filter((k) => seen(k)).length >= 3)
    .map((p) => segments(p, width, height, OWN_SEEN))
    .filter((s) => s.length);
  const ls = me.keypoints.leftShoulder; const rs = me.keypoints.rightShoulder;
  const shoulderW = ls.score >= OWN_SEEN && rs.score >= OWN_SEEN
    ? Math.hypot((ls.x - rs.x) * width, (ls.y - rs.y) * height)
    : me.box[3] * height * 0.22;
  const scale = Math.max(4, shoulderW);
  // A full skirt or a coat reaches about a shoulder's width from the nearest bone.
  const reach = scale * 1.0;
  const margin = scale * 0.08;
  const weight = new Float32Array(width * height);
  const ownership = new Float32Array(width * height);
  // Only around the person's box: nothing farther can be within reach of her bones. Ownership
  // changes over a body's scale, so it is computed on a grid a twelfth of a shoulder apart and
  // shared by the pixels of each cell.
  const step = Math.max(1, Math.round(scale / 12));
  const bx0 = Math.max(0, Math.floor(me.box[0] * width - reach)); const bx1 = Math.min(width, Math.ceil((me.box[0] + me.box[2]) * width + reach));
  const by0 = Math.max(0, Math.floor(me.box[1] * height - reach)); const by1 = Math.min(height, Math.ceil((me.box[1] + me.box[3]) * height + reach));
  for (let y = by0; y < by1; y += step) {
    const cy = Math.min(y + step, by1);
    for (let x = bx0; x < bx1; x += step) {
      const cx = Math.min(x + step, bx1);
      const px = (x + cx) / 2; const py = (y + cy) / 2;
      const d = mine.length ? nearest(mine, px, py) : 0;
      let own = 1 - smoothstep(reach * 0.85, reach * 1.15, d);
      for (const o of others) {
        if (own <= 0) break;
        // Nearer the neighbour's bones than one's own: hers.
        own *= smoothstep(-margin, margin, nearest(o, px, py) - d);
      }
      if (own <= 0) continue;
      for (let yy = y; yy < cy; yy++) {
        for (let xx = x; xx < cx; xx++) {
          const m = maskUsable && det.mask ? maskValue(det, xx, yy, width, height) : 1;
          ownership[yy * width + xx] = own;
          weight[yy * width + xx] = m * own;
        }
      }
    }
  }
  return { width, height, weight, own: ownership };
}

/** The person-mask probability at a work-image pixel (0 outside the part of the photo the mask covers). */
export function maskValue(det: Detections, x: number, y: number, w: number, h: number): number {
  const [bx, by, bw, bh] = det.maskBox ?? [0, 0, 1, 1];
  const u = ((x + 0.5) / w - bx) / bw; const v = ((y + 0.5) / h - by) / bh;
  if (u < 0 || u >= 1 || v < 0 || v >= 1) return 0;
  const mx = Math.min(det.maskWidth - 1, Math.floor(u * det.maskWidth));
  const my = Math.min(det.maskHeight - 1, Math.floor(v * det.maskHeight));
  return det.mask![my * det.maskWidth + mx]!;
}
