import { deltaE, type Oklab } from '../colour/oklab';
import { MASK_MIN, type Px } from './region-pixels';
import type { LowerKind } from './types';

export type { LowerKind };

export interface LowerKindInput {
  width: number;
  height: number;
  /** The rated person's pixel weight, 0–1. */
  weight: (x: number, y: number) => number;
  /** Whether a pixel is the lower garment's fabric (the person's, in the legs' place, not skin). */
  fabric: (x: number, y: number) => boolean;
  /** The photo's colour at a pixel. */
  lab: (x: number, y: number) => Oklab;
  leftHip: Px; rightHip: Px; leftKnee: Px; rightKnee: Px;
  leftAnkle?: Px; rightAnkle?: Px;
  /** Shoulder line to hip line (pixels): the body's scale. */
  torso: number;
}

/** The crotch lies about a fifth of the torso below the hip joints: the legs can part only from there. */
const CROTCH = 0.2;
/** A leg half whose person pixels are at least this share fabric is covered; under BARE it is bare leg. */
const COVERED = 0.5;
const BARE = 0.3;
/** Share of the rows just above the hem (or of the lower legs) that must show the gap between the legs. */
const LEGS_APART = 0.5;
/** At most this share of the covered rows may show a gap for the fabric to be one band across the legs. */
const ONE_BAND = 0.15;
/** A long skirt's outline widens toward its hem by at least this much; trouser legs held together narrow. */
const WIDENS = 1.15;
/** Fabric seen between parted legs is the same garment as at the hips when its colour is this close (OKLab). */
const SAME_FABRIC = 0.08;
/** A colour this far (OKLab) from the fabric on both legs is not that fabric: what shows between the legs. */
const APART = 0.1;

interface Row { y: number; gap: boolean; left: number; right: number; width: number; colour: Oklab | null }

/**
 * Whether the legs show apart in a row, between the two legs' centre lines: background in the mask
 * there, or (where the mask is soft between the legs and takes the gap in) a run in the middle half
 * whose colour is far from the fabric on both legs: the floor or a seam's shadow seen between two
 * trouser or shorts legs, where a skirt's fabric runs on across.
 */
function parted(s: LowerKindInput, on: (x: number, y: number) => boolean, cl: number, cr: number, y: number): boolean {
  for (let x = cl + 1; x < cr; x++) if (!on(x, y)) return true;
  if (cr - cl < 6) return false;
  const legA = s.lab(cl, y); const legB = s.lab(cr, y);
  let run = 0;
  for (let x = Math.round(cl + (cr - cl) * 0.25); x <= Math.round(cr - (cr - cl) * 0.25); x++) {
    const c = s.lab(x, y);
    run = deltaE(c, legA) > APART && deltaE(c, legB) > APART ? run + 1 : 0;
    if (run >= 2) return true;
  }
  return false;
}

const along = (a: Px, b: Px, y: number): number => (b.y === a.y ? a.x : a.x + ((b.x - a.x) * (y - a.y)) / (b.y - a.y));

/** Each row from the crotch down: the gap between the legs, each leg's fabric share, the outline's width, the fabric's mean colour. */
function readRows(s: LowerKindInput, y0: number, y1: number, pad: number): Row[] {
  const reach = s.torso;
  const on = (x: number, y: number): boolean => x >= 0 && x < s.width && s.weight(x, y) >= MASK_MIN;
  const leg = (hip: Px, knee: Px, ankle: Px | undefined, y: number): number => (y <= knee.y || !ankle ? along(hip, knee, y) : along(knee, ankle, y));
  const rows: Row[] = [];
  for (let y = y0; y < y1; y++) {
    const a = leg(s.leftHip, s.leftKnee, s.leftAnkle, y); const b = leg(s.rightHip, s.rightKnee, s.rightAnkle, y);
    const cl = Math.round(Math.min(a, b)); const cr = Math.round(Math.max(a, b)); const mid = (cl + cr) / 2;
    const gap = parted(s, on, cl, cr, y);
    const own: [number, number] = [0, 0]; const fab: [number, number] = [0, 0]; let x0 = Infinity; let x1 = -Infinity;
    let L = 0; let A = 0; let B = 0; let n = 0;
    for (let x = Math.max(0, Math.floor(cl - pad)); x <= Math.min(s.width - 1, Math.ceil(cr + pad)); x++) {
      if (!on(x, y)) continue;
      const side = x < mid ? 0 : 1;
      own[side]++; x0 = Math.min(x0, x); x1 = Math.max(x1, x);
      if (!s.fabric(x, y)) continue;
      fab[side]++;
      const c = s.lab(x, y); L += c.L; A += c.a; B += c.b; n++;
    }
    // The outline's width: the run of the person through the middle, as far as it goes (a flared hem reaches past the legs).
    const m = Math.round(mid);
    if (on(m, y)) {
      x0 = m; x1 = m;
      while (x0 > Math.max(0, cl - reach) && on(x0 - 1, y)) x0--;
      while (x1 < Math.min(s.width - 1, cr + reach) && on(x1 + 1, y)) x1++;
    }
    const share = (i: number): number => (own[i] ? fab[i]! / own[i]! : NaN);
    rows.push({ y, gap, left: share(0), right: share(1), width: x1 >= x0 ? x1 - x0 + 1 : 0, colour: n ? { L: L / n, a: A / n, b: B / n } : null });
  }
  return rows;
}

const covered = (r: Row): boolean => r.left >= COVERED && r.right >= COVERED;
const bare = (r: Row): boolean => r.left < BARE && r.right < BARE;
const gapShare = (rows: readonly Row[]): number => (rows.length ? rows.filter((r) => r.gap).length / rows.length : 0);

function meanColour(rows: readonly Row[]): Oklab | null {
  const cs = rows.map((r) => r.colour).filter((c): c is Oklab => !!c);
  if (!cs.length) return null;
  return { L: cs.reduce((t, c) => t + c.L, 0) / cs.length, a: cs.reduce((t, c) => t + c.a, 0) / cs.length, b: cs.reduce((t, c) => t + c.b, 0) / cs.length };
}

/**
 * A skirt, trousers or shorts, read the way a vision engineer would from a person mask and the
 * pose, between the crotch and the ankles (or well below the knees):
 * - where the fabric ends above bare skin on both legs (the hem), shorts show the background between
 *   the legs just above it (each leg wrapped), a skirt fills the space between them down to the hem;
 * - fabric to the lowest row with the legs parted, one colour from the hips down, is trousers (a
 *   skirt over dark tights changes colour at its hem);
 * - fabric to the lowest row with the legs never parted is a long skirt only when its outline widens
 *   toward the hem; legs held together in trousers cannot be told from a pencil skirt, so null.
 * Null also for a seated person (the thighs point at the camera) and when the knees are not seen.
 */
export function lowerKind(s: LowerKindInput): LowerKind | null {
  const hipY = (s.leftHip.y + s.rightHip.y) / 2;
  const kneeY = (s.leftKnee.y + s.rightKnee.y) / 2;
  if (s.torso <= 4 || kneeY - hipY < s.torso * 0.5) return null;
  const ankleY = s.leftAnkle && s.rightAnkle ? (s.leftAnkle.y + s.rightAnkle.y) / 2 : kneeY + (kneeY - hipY) * 0.8;
  const y0 = Math.max(0, Math.round(hipY + s.torso * CROTCH)); const y1 = Math.min(s.height, Math.round(ankleY));
  if (y1 - y0 < 6) return null;
  const rows = readRows(s, y0, y1, Math.max(2, s.torso * 0.2)).filter((r) => !Number.isNaN(r.left) && !Number.isNaN(r.right));
  if (rows.length < 6) return null;
  const win = Math.max(2, Math.round(rows.length * 0.05));
  // The hem: the first run of rows where both legs are bare.
  let hem = -1;
  for (let i = 0; i + win <= rows.length && hem < 0; i++) if (rows.slice(i, i + win).every(bare)) hem = i;
  const cover = rows.slice(0, hem < 0 ? rows.length : hem);
  // The garment must be seen at the crotch, and cover most rows above its hem.
  if (cover.length < 3 || !covered(cover[0]!) || cover.filter(covered).length < cover.length * 0.6) return null;
  const lower = cover.slice(Math.floor(cover.length / 2));
  if (hem >= 0) {
    if (gapShare(lower) >= LEGS_APART) return 'shorts';
    return gapShare(cover) <= ONE_BAND ? 'skirt' : null;
  }
  if (gapShare(lower) >= LEGS_APART) {
    const top = meanColour(cover.slice(0, Math.max(2, Math.floor(cover.length / 4))));
    const bottom = meanColour(cover.slice(-Math.max(2, Math.floor(cover.length / 4))));
    return top && bottom && deltaE(top, bottom) < SAME_FABRIC ? 'trousers' : null;
  }
  if (gapShare(cover) <= ONE_BAND) {
    const n = Math.max(2, Math.floor(cover.length / 5));
    const wTop = cover.slice(0, n).reduce((t, r) => t + r.width, 0) / n;
    const wHem = cover.slice(-n).reduce((t, r) => t + r.width, 0) / n;
    if (wHem >= wTop * WIDENS) return 'skirt';
  }
  return null;
}
