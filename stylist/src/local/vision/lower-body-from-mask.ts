import type { Oklab } from '../colour/oklab';
import type { Shape } from './garment-shapes';
import { MASK_MIN, type Px } from './region-pixels';
import { surfaceStart } from './surface-in-front';
import { HIP_DROP } from './implied-joints';
import { smoothstep } from '../signals/palette';

/**
 * The lower half when the pose found the hips but neither knee nor ankle (a seated person whose
 * legs the model loses against a sofa or a stair, a photo cut at mid-thigh): the person mask
 * below the hip line, row by row, as long as it continues. Only the run of mask pixels joined to
 * the body under the hips counts, so furniture or a neighbour beside the person never enters; and
 * the reading stops where a table or desk in front of the person takes the mask over (see
 * `furnitureRow`), or where the column below the hips is a surface seen on past the body
 * (`surfaceStart`), so a tablecloth is never read as the lower half.
 */
export interface LowerBodyInput {
  width: number;
  height: number;
  /** The rated person's pixel weight (mask × ownership), 0–1. */
  weight: (x: number, y: number) => number;
  leftHip: Px;
  rightHip: Px;
  /** The middle of the shoulder line. */
  shoulders: Px;
  /** Shoulder joint to shoulder joint (pixels). */
  shoulderW: number;
  /** The photo's colours: with them, a table in front that the mask took for a lap is told apart. */
  lab?: (x: number, y: number) => Oklab;
}

/**
 * A thigh is about as long as the torso from shoulder line to hip joint (two heads each in a
 * figure artist's canon), so the fabric of the lower half lies within that distance of the hips:
 * straight down when standing, sideways when seated with the thighs toward the camera or across.
 */
const THIGH = 1.0;
/**
 * The mask "continues" below the hips when it shows at least this share of the torso's length
 * (about a third of a head, a couple of fingers' width of skirt or trouser): less is the hip line
 * itself, where the top's hem and the hips' outline meet, not a garment below it.
 */
const MIN_DEPTH = 0.12;
/** A row whose joined run is narrower than this share of the hips' span has ended (a hand, a hem's shadow). */
const MIN_RUN = 0.35;
/**
 * How far past a shoulder joint (in shoulder widths) a run must reach on a side to be clearly
 * outside the body there: the arm and the coat's edge lie within about a quarter of a shoulder's width.
 */
const PAST_SHOULDER = 0.4;

/**
 * A row where furniture in front of a seated person (a table, a desk, its cloth) has joined the
 * mask: the mask segments the person with what stands against them, and a table runs as one wide
 * band across the lap. Legs seen from the front stay within the shoulders' span, and thighs seen
 * from the side go out to one side only; a band reaching well past both shoulders is the table.
 * Both sides must be seen passing inside the frame: a body that fills the frame's width (a close
 * crop) runs into its edges too.
 */
function furnitureRow(a: number, c: number, shoulderX0: number, shoulderX1: number, past: number): boolean {
  return a <= shoulderX0 - past && c >= shoulderX1 + past;
}

/**
 * The lower half as the mask shows it, with `sure` (0–1): how far the run below the hips goes past
 * the least that counts (MIN_DEPTH), reaching 1 at twice that. A lap measured 8 rows deep in one
 * copy of a photo and 5 in another (the least: 7) is a lower half only just seen, and the outfit
 * takes its colour as far as it is sure (analyse.ts outfitPalette), not whole or not at all.
 */
export function lowerBodyFromMask(b: LowerBodyInput): (Shape & { sure: number }) | null {
  const { width: W, height: H } = b;
  const hipY = (b.leftHip.y + b.rightHip.y) / 2;
  const torso = hipY - b.shoulders.y;
  if (torso <= 4) return null;
  const hx0 = Math.min(b.leftHip.x, b.rightHip.x); const hx1 = Math.max(b.leftHip.x, b.rightHip.x);
  const span = Math.max(hx1 - hx0, torso * 0.3);
  const reach = torso * THIGH;
  const lim0 = Math.max(0, Math.floor(hx0 - reach)); const lim1 = Math.min(W - 1, Math.ceil(hx1 + reach));
  const y0 = Math.max(0, Math.floor(hipY)); const yEnd = Math.min(H, Math.ceil(hipY + reach));
  const on = (x: number, y: number): boolean => b.weight(x, y) >= MASK_MIN;
  // A shoulder line much shorter than the canon's (a torso is HIP_DROP shoulder widths long) is
  // foreshortened, the person turned to one side: the body is as wide as the canon says.
  const bodyW = Math.max(b.shoulderW, torso / HIP_DROP);
  const sx0 = b.shoulders.x - bodyW / 2; const sx1 = b.shoulders.x + bodyW / 2;
  const past = bodyW * PAST_SHOULDER;
  const rows: [number, number][] = [];
  let seed = Math.round((hx0 + hx1) / 2);
  for (let y = y0; y < yEnd; y++) {
    // The run joined to the body: from the mask pixel nearest the previous row's centre, within the hips' column.
    let start = -1;
    for (let d = 0; d <= span / 2 + 1 && start < 0; d++) {
      if (seed - d >= lim0 && on(seed - d, y)) start = seed - d;
      else if (seed + d <= lim1 && on(seed + d, y)) start = seed + d;
    }
    if (start < 0) break;
    let a = start; let c = start;
    while (a - 1 >= lim0 && on(a - 1, y)) a--;
    while (c + 1 <= lim1 && on(c + 1, y)) c++;
    if (c - a + 1 < Math.max(2, span * MIN_RUN)) break;
    if (furnitureRow(a, c, sx0, sx1, past)) break;
    rows.push([a, c + 1]);
    seed = Math.round((a + c) / 2);
  }
  const surface = b.lab ? surfaceStart({ width: W, height: H, weight: b.weight, lab: b.lab, rows, y0, bodyW, shoulders: b.shoulders, torso }) : null;
  // The lap's depth before a surface is fractional (surfaceStart): the rows stop there, and `sure` follows it.
  const depth = surface === null ? rows.length : Math.min(rows.length, surface);
  rows.length = Math.ceil(depth);
  const least = Math.max(3, torso * MIN_DEPTH);
  if (depth < least) return null;
  const box = { x0: Math.min(...rows.map((r) => r[0])), y0: y0, x1: Math.max(...rows.map((r) => r[1])), y1: y0 + rows.length };
  return {
    box,
    sure: smoothstep(least, 2 * least, depth),
    inside(x, y) {
      const r = rows[Math.floor(y) - y0];
      return !!r && x >= r[0] && x < r[1];
    },
  };
}
