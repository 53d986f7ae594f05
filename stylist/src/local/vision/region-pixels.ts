import { rgbToOklab, toOklch, type Oklab } from '../colour/oklab';
import type { Samples } from '../signals/palette';
import type { PaletteColour } from '../signals/types';
import type { Keypoint, KeypointName, WorkImage } from './types';

/** Mask level above which a pixel belongs to the person. */
export const MASK_MIN = 0.4;

/** A keypoint counts as seen from this MoveNet score (BlazePose-style guesses outside the frame are never trusted). */
export const SEEN = 0.3;
export const seen = (k: Keypoint | undefined): k is Keypoint => !!k && k.score >= SEEN && k.x >= -0.01 && k.x <= 1.01 && k.y >= -0.01 && k.y <= 1.01;

/** Pixel geometry, skin detection and region palettes: the measuring the analysis builds on. */
export interface Px { x: number; y: number }
export const mid = (a: Px, b: Px): Px => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
export const dist = (a: Px, b: Px): number => Math.hypot(a.x - b.x, a.y - b.y);

/** Keypoints in pixels of the work image, only those seen. */
export function pixels(kp: Record<KeypointName, Keypoint>, w: number, h: number): Partial<Record<KeypointName, Px>> {
  const out: Partial<Record<KeypointName, Px>> = {};
  for (const [name, k] of Object.entries(kp) as [KeypointName, Keypoint][]) if (seen(k)) out[name] = { x: k.x * w, y: k.y * h };
  return out;
}

export function pair(p: Partial<Record<KeypointName, Px>>, a: KeypointName, b: KeypointName): Px | null {
  const x = p[a]; const y = p[b];
  return x && y ? mid(x, y) : (x ?? y ?? null);
}

export function clampRect(r: { x0: number; y0: number; x1: number; y1: number }, w: number, h: number): { x0: number; y0: number; x1: number; y1: number } | null {
  const x0 = Math.max(0, Math.floor(r.x0)); const y0 = Math.max(0, Math.floor(r.y0));
  const x1 = Math.min(w, Math.ceil(r.x1)); const y1 = Math.min(h, Math.ceil(r.y1));
  return x1 - x0 >= 2 && y1 - y0 >= 2 ? { x0, y0, x1, y1 } : null;
}

export interface PixelSet { lab: Oklab[]; weight: number[]; total: number }

/** OKLab of the person's pixels in a rectangle (mask-weighted; background dropped). */
export function collect(img: WorkImage, mask: (x: number, y: number) => number, r: { x0: number; y0: number; x1: number; y1: number }, min = MASK_MIN): PixelSet {
  const lab: Oklab[] = []; const weight: number[] = [];
  let total = 0;
  // At most ~2500 pixels per rectangle: a regular stride keeps the result stable under resizing.
  const step = Math.max(1, Math.round(Math.sqrt(((r.x1 - r.x0) * (r.y1 - r.y0)) / 2500)));
  for (let y = r.y0; y < r.y1; y += step) {
    for (let x = r.x0; x < r.x1; x += step) {
      total++;
      const m = mask(x, y);
      if (m < min) continue;
      const o = (y * img.width + x) * 3;
      lab.push(rgbToOklab(img.rgb[o]!, img.rgb[o + 1]!, img.rgb[o + 2]!));
      weight.push(m);
    }
  }
  return { lab, weight, total };
}

/** Share of the area around the nose the frame must hold for the face's skin to be measured there. */
const FACE_IN_FRAME = 0.75;

/** Median OKLab of plausible skin pixels around the nose, when the frame holds most of that area. */
export function faceSkin(img: WorkImage, mask: (x: number, y: number) => number, p: Partial<Record<KeypointName, Px>>): Oklab | null {
  const nose = p.nose;
  const eye = pair(p, 'leftEye', 'rightEye');
  if (!nose || !eye) return null;
  const r = Math.max(2, dist(nose, eye) * 0.9);
  const around = { x0: nose.x - r, y0: nose.y - r * 0.6, x1: nose.x + r, y1: nose.y + r * 1.2 };
  const rect = clampRect(around, img.width, img.height);
  if (!rect) return null;
  // A frame that cuts the area around the nose (a narrow crop of a crowd whose edge runs through
  // the face) leaves the face's edge, hair and what lies beyond it, in proportions a pixel of the
  // crop changes: the colour measured there is no face's.
  const inFrame = ((rect.x1 - rect.x0) * (rect.y1 - rect.y0)) / ((around.x1 - around.x0) * (around.y1 - around.y0));
  if (inFrame < FACE_IN_FRAME) return null;
  const px = collect(img, mask, rect).lab.filter((c) => { const l = toOklch(c); return l.c > 0.02 && l.h >= 15 && l.h <= 95 && c.L > 0.25; });
  if (px.length < 6) return null;
  const med = (k: keyof Oklab): number => { const v = px.map((c) => c[k]).sort((a, b) => a - b); return v[Math.floor(v.length / 2)]!; };
  return { L: med('L'), a: med('a'), b: med('b') };
}

export function toSamples(lab: readonly Oklab[], weight: readonly number[]): Samples {
  const n = lab.length;
  const s: Samples = { L: new Float64Array(n), a: new Float64Array(n), b: new Float64Array(n), w: new Float64Array(n), count: n };
  for (let i = 0; i < n; i++) { s.L[i] = lab[i]!.L; s.a[i] = lab[i]!.a; s.b[i] = lab[i]!.b; s.w[i] = weight[i]!; }
  return s;
}

export function normalise(p: PaletteColour[]): PaletteColour[] {
  const t = p.reduce((s, c) => s + c.share, 0) || 1;
  return p.map((c) => ({ ...c, share: c.share / t }));
}
