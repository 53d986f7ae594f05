import { median, medianColour } from '../colour/median';
import { deltaE, type Oklab } from '../colour/oklab';
import { clampRect } from './region-pixels';
import type { LabImage } from './pixel-lab';

/**
 * Whether the fabric runs on across the waist, measured the way a vision engineer compares two
 * samples: the difference between the fabric above and below counted in units of each one's own
 * spread (a print differs from itself by about its spread; two fabrics differ by many), the edge
 * energy of each (a knit or a print against a plain weave), and whether a line crosses the body
 * between them (the overlap of a top over a skirt, a waistband). One fabric shows none of the three.
 */

/** What one band of fabric measures: its colour, how far its pixels lie from it, its edge energy. */
export interface FabricSample {
  /** The band's colour (trimmed mean). */
  colour: Oklab;
  /** Root-mean-square OKLab distance of the band's pixels from its colour. */
  spread: number;
  /** Mean lightness step between neighbouring fabric pixels. */
  texture: number;
  count: number;
}

export interface Rect { x0: number; y0: number; x1: number; y1: number }

/** Share of a band's pixels, farthest from its per-channel median, left out of its mean (a hand, a strand of hair). */
const TRIM = 0.1;

/**
 * The fabric in a rectangle: `use` says which pixels are the garment's (the person's, not skin,
 * not a forearm). Its colour is the trimmed mean, not the median: a print's median jumps from
 * one ink to the other as their proportions cross a half, its mean moves with them smoothly.
 */
export function fabricSample(lab: LabImage, use: (x: number, y: number) => boolean, r: Rect): FabricSample | null {
  const rect = clampRect(r, lab.width, lab.height);
  if (!rect) return null;
  const W = lab.width;
  const cs: Oklab[] = [];
  for (let y = rect.y0; y < rect.y1; y++) for (let x = rect.x0; x < rect.x1; x++) if (use(x, y)) cs.push(lab.at(y * W + x));
  const sample = colourSample(cs);
  return sample && { ...sample, texture: textureIn(lab, use, rect) };
}

/** A band's edge energy: the mean lightness step to the right and downward neighbours that are the same garment. */
export function textureIn(lab: LabImage, use: (x: number, y: number) => boolean, r: Rect): number {
  const rect = clampRect(r, lab.width, lab.height);
  if (!rect) return 0;
  const W = lab.width;
  let total = 0; let n = 0;
  for (let y = rect.y0; y < rect.y1; y++) {
    for (let x = rect.x0; x < rect.x1; x++) {
      if (!use(x, y)) continue;
      const L = lab.at(y * W + x).L;
      if (x + 1 < rect.x1 && use(x + 1, y)) { total += Math.abs(lab.at(y * W + x + 1).L - L); n++; }
      if (y + 1 < rect.y1 && use(x, y + 1)) { total += Math.abs(lab.at((y + 1) * W + x).L - L); n++; }
    }
  }
  return n ? total / n : 0;
}

/** A garment's colour and spread from its pixels' colours alone (no texture: they are a sparse sample). */
export function colourSample(cs: readonly Oklab[]): FabricSample | null {
  if (cs.length < 12) return null;
  const n = cs.length;
  const m = medianColour(cs);
  const d = new Float64Array(n);
  for (let i = 0; i < n; i++) d[i] = deltaE(cs[i]!, m);
  // The pixels nearest the median, all but the farthest TRIM share (ties at the cut all kept).
  const cut = Float64Array.from(d).sort()[Math.max(11, Math.ceil(n * (1 - TRIM)) - 1)]!;
  let k = 0; const mean = { L: 0, a: 0, b: 0 };
  for (let i = 0; i < n; i++) if (d[i]! <= cut) { k++; mean.L += cs[i]!.L; mean.a += cs[i]!.a; mean.b += cs[i]!.b; }
  mean.L /= k; mean.a /= k; mean.b /= k;
  let sq = 0;
  for (let i = 0; i < n; i++) if (d[i]! <= cut) sq += deltaE(cs[i]!, mean) ** 2;
  return { colour: mean, spread: Math.sqrt(sq / k), texture: 0, count: n };
}

/**
 * The smallest spread a fabric is given: a camera's noise and a JPEG's blocks move a plain
 * fabric's pixels about this far (OKLab) from their median at the analysis' size.
 */
const NOISE = 0.02;
/**
 * Lightest shade counted as the same fabric in other light: a skirt in the shade of the bodice
 * (a shadow scales linear light, and OKLab's L, a and b by its cube root: a third of the light
 * is about 0.7 of L).
 */
const SHADE = 0.7;
/** OKLab chroma below which a colour is a neutral (white, grey, black). */
const CHROMATIC = 0.03;

/**
 * How far apart two bands' fabrics are, in units of their own spread: the OKLab distance of their
 * colours, or for two colours (not neutrals) once the darker is brought to the lighter's
 * lightness (shade is not another fabric),
 * over the root of their spreads squared (never below the camera's noise). Two samples of one
 * fabric lie within about one spread; another fabric lies several away.
 */
export function colourGap(a: FabricSample, b: FabricSample): number {
  const [dark, light] = a.colour.L <= b.colour.L ? [a.colour, b.colour] : [b.colour, a.colour];
  let d = deltaE(a.colour, b.colour);
  // Only a colour shows its shade: it keeps its hue and its chroma in step with its lightness. A
  // grey in shade cannot be told from a darker grey, so between neutrals lightness counts whole.
  if (Math.min(Math.hypot(dark.a, dark.b), Math.hypot(light.a, light.b)) >= CHROMATIC && dark.L > 0.02) {
    const k = Math.min(1 / SHADE, light.L / dark.L);
    d = Math.min(d, deltaE({ L: dark.L * k, a: dark.a * k, b: dark.b * k }, light));
  }
  return d / Math.max(NOISE * Math.SQRT2, Math.hypot(a.spread, b.spread));
}

/**
 * Two fabrics lie this many of their own spreads apart or more: three, the usual line between
 * "the same population" and "another one". A print whose proportions shift from the bodice to
 * the skirt, or a skirt in the bodice's shade, stays within it.
 */
const APART = 3;
export const oneFabric = (a: FabricSample, b: FabricSample): boolean => colourGap(a, b) <= APART;

/**
 * The finer-grained band's edge energy over the plainer one's (never below the camera's noise on
 * a plain fabric): a print, a knit's rib or a lace over a smooth weave.
 */
const TEXTURE_NOISE = 0.012;
export function textureRatio(a: FabricSample, b: FabricSample): number {
  return Math.max(a.texture, b.texture) / Math.max(TEXTURE_NOISE, Math.min(a.texture, b.texture));
}

export interface SeamInput {
  lab: LabImage;
  use: (x: number, y: number) => boolean;
  x0: number; x1: number;
  /** Rows searched for a line (the natural waist down to just below the hip line). */
  y0: number; y1: number;
  /** Rows not read (an arm lies across the body there: its edges and its shadow are lines too). */
  skip?: (y: number) => boolean;
}

export interface Seam { y: number; strength: number }

/** Share of the columns that must be fabric on both sides of a row for the row to be read. */
const ROW_COVER = 0.5;

/**
 * Each row's line strength: the median, across each half of the body's columns, of how much darker
 * (or lighter) the row is than the rows two above and two below, or how far the lightness steps
 * across it, and of the two halves the weaker. A line across the body (a top's hem casting its
 * shadow on the skirt, a waistband's edge) shows in most columns of both halves; a fold, a hand or
 * a print's motif in a few, so the median ignores them.
 */
function rowStrengths(s: SeamInput): { y: number; v: number }[] {
  const W = s.lab.width;
  const L = (x: number, y: number): number => s.lab.at(y * W + x).L;
  const out: { y: number; v: number }[] = [];
  const xa = Math.max(0, Math.round(s.x0)); const xb = Math.min(W, Math.round(s.x1));
  for (let y = Math.max(2, Math.round(s.y0)); y < Math.min(s.lab.height - 2, Math.round(s.y1)); y++) {
    if (s.skip?.(y)) continue;
    // A top's hem or a waistband runs straight across the whole body; a fold's shadow or the edge
    // of a pool of light crosses part of it. The row is read in each half of the body apart, and
    // the line is as strong as its weaker half.
    const mid = (xa + xb) / 2;
    const halves = [[xa, Math.floor(mid)], [Math.floor(mid), xb]].map(([from, to]) => {
      const ridge: number[] = []; const step: number[] = [];
      for (let x = from!; x < to!; x++) {
        if (!s.use(x, y - 2) || !s.use(x, y) || !s.use(x, y + 2)) continue;
        const up = L(x, y - 2); const down = L(x, y + 2); const here = L(x, y);
        ridge.push(here - (up + down) / 2);
        step.push(down - up);
      }
      if (ridge.length < (to! - from!) * ROW_COVER || ridge.length < 2) return null;
      return { ridge: median(ridge), step: median(step) };
    });
    const [l, r] = halves;
    if (!l || !r) continue;
    // Both halves must show the same kind of line: darker (or lighter) there, or stepping the same way.
    const ridge = Math.sign(l.ridge) === Math.sign(r.ridge) ? Math.min(Math.abs(l.ridge), Math.abs(r.ridge)) : 0;
    const step = Math.sign(l.step) === Math.sign(r.step) ? Math.min(Math.abs(l.step), Math.abs(r.step)) : 0;
    out.push({ y, v: Math.max(ridge, step / 2) });
  }
  return out;
}

/**
 * The one clear line across the body between the top and what is below it, or null. A line is
 * at least a visible lightness difference (`SEAM_MIN`, a few just-noticeable steps) and stands
 * out from the fabric's own grain (`SEAM_OVER_TEXTURE` times its mean step); and it is one line:
 * a stripe pattern draws many equally strong ones, so the strongest must be well above every
 * other row more than three rows away (`SEAM_ALONE`; a thin line's own flanks answer the probe
 * two rows off).
 */
const SEAM_MIN = 0.035;
const SEAM_OVER_TEXTURE = 1.5;
const SEAM_ALONE = 1.8;
export function seamLine(s: SeamInput, texture: number): Seam | null {
  const rows = rowStrengths(s);
  if (!rows.length) return null;
  const best = rows.reduce((m, r) => (r.v > m.v ? r : m));
  if (best.v < Math.max(SEAM_MIN, texture * SEAM_OVER_TEXTURE)) return null;
  const other = Math.max(0, ...rows.filter((r) => Math.abs(r.y - best.y) > 3).map((r) => r.v));
  return best.v >= other * SEAM_ALONE ? { y: best.y, strength: best.v } : null;
}
