import { medianColour } from '../colour/median';
import { deltaE, type Oklab } from '../colour/oklab';
import { smoothstep } from '../signals/palette';
import { MASK_MIN } from './region-pixels';

/**
 * A table, a counter or a desk in front of a seated person, told from the lap by what lies beside
 * it. The mask model often takes the part of a tablecloth that covers the person's lap (framed by
 * their arms) as the person, so the mask runs on below the hips in a lap-shaped column; but a
 * surface in front of a body goes on outside it: at the same height, beside the body, the
 * background is the same colour as that column (the cloth seen past the person), and above
 * that height the background is something else (the room behind, across the table's edge). A lap
 * shows its own fabric, and what is beside it (a chair, a sofa, the floor) is rarely the fabric's
 * colour and different from the wall behind the torso.
 */
export interface SurfaceInput {
  width: number;
  height: number;
  weight: (x: number, y: number) => number;
  /** The photo's colour at a pixel. */
  lab: (x: number, y: number) => Oklab;
  /** The runs read below the hips, one per row from `y0`: [first x, end x). */
  rows: readonly (readonly [number, number])[];
  y0: number;
  /** The body's width at the shoulders (pixels) and their middle: the scale, and where the backdrop is read. */
  bodyW: number;
  shoulders: { x: number; y: number };
  /** Shoulder line to hip line (pixels). */
  torso: number;
}

/**
 * Two colours are one surface within this OKLab distance: a white cloth in the light beside the
 * body and in the shade between the arms (a lightness step of about 0.05) stays under it, white
 * against a light grey or a mid grey against black does not.
 */
const SAME_SURFACE = 0.07;
/**
 * The backdrop must differ from the surface by about this much for its edge to be there: none
 * under 0.10, sure from 0.14. The difference is measured with noise; at a single line (0.12) a row
 * at 0.120 in one copy of a photo and 0.121 in the other moved the surface's first row from the
 * lap's 27th row to its 14th, and the lower half from sure to barely seen.
 */
const EDGE_BAND: readonly [number, number] = [0.1, 0.14];
/** How far out from the column (in body widths) the background beside it is read. */
const BESIDE = 0.5;
/** Share of the rows from the surface's start down that must be continuous with it. */
const HOLDS = 0.8;

/** The background's colour in columns [x0, x1) of one row (the person's pixels left out). */
function backgroundAt(s: SurfaceInput, y: number, x0: number, x1: number): Oklab | null {
  const out: Oklab[] = [];
  for (let x = Math.max(0, Math.floor(x0)); x < Math.min(s.width, Math.ceil(x1)); x++) {
    if (s.weight(x, y) < MASK_MIN) out.push(s.lab(x, y));
  }
  return out.length >= 3 ? medianColour(out) : null;
}

/**
 * The run's own colour when the background beside it, on at least one side, is that colour. One
 * side is enough: what stands on a table (a bread basket, a glass) or the frame's edge can hide
 * the cloth on the other.
 */
function continuous(s: SurfaceInput, y: number, a: number, c: number): Oklab | null {
  const inside: Oklab[] = [];
  for (let x = a; x < c; x++) inside.push(s.lab(x, y));
  if (inside.length < 3) return null;
  const own = medianColour(inside);
  const reach = s.bodyW * BESIDE;
  const sides = [backgroundAt(s, y, a - reach, a), backgroundAt(s, y, c, c + reach)].filter((v): v is Oklab => !!v);
  return sides.some((b) => deltaE(b, own) < SAME_SURFACE) ? own : null;
}

/**
 * The backdrop behind the torso: the background beside the body from the chest to just above the
 * hips, where no table reaches.
 */
function backdrop(s: SurfaceInput): Oklab | null {
  const out: Oklab[] = [];
  const y0 = Math.max(0, Math.floor(s.shoulders.y + s.torso * 0.3)); const y1 = Math.min(s.height, Math.floor(s.shoulders.y + s.torso * 0.7));
  const x0 = Math.max(0, Math.floor(s.shoulders.x - s.bodyW * 1.2)); const x1 = Math.min(s.width, Math.ceil(s.shoulders.x + s.bodyW * 1.2));
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) if (s.weight(x, y) < MASK_MIN) out.push(s.lab(x, y));
  return out.length >= 8 ? medianColour(out) : null;
}

/**
 * How many of `rows` are the lap before a surface in front of the person takes over (fractional),
 * or null when it is the lap all the way. The surface must hold to the end of the rows read (a
 * table does not stop above the lap it hides), and the backdrop behind the torso must be another
 * colour (a white wall behind white trousers is not a table's edge). A row is a surface's start as
 * far as its edge is sure (EDGE_BAND), and the lap goes on at a row only as far as no row above it
 * started a surface; the depth is the sum over rows, so a row's colour a little nearer the line
 * moves it a little, never from one row to another far off.
 */
export function surfaceStart(s: SurfaceInput): number | null {
  const n = s.rows.length;
  if (!n) return null;
  const colours = s.rows.map(([a, c], i) => continuous(s, s.y0 + i, a, c));
  const behind = backdrop(s);
  if (!behind) return null;
  let lap = 1; let depth = 0; let any = false;
  for (let i = 0; i < n && lap > 0; i++) {
    const first = colours[i];
    const edge = first ? smoothstep(EDGE_BAND[0], EDGE_BAND[1], deltaE(first, behind)) : 0;
    if (edge > 0) {
      const rest = colours.slice(i);
      const held = rest.filter((c) => c && deltaE(c, first!) < SAME_SURFACE * 2).length;
      if (held >= rest.length * HOLDS && held >= 2) { lap = Math.min(lap, 1 - edge); any = true; }
    }
    depth += lap;
  }
  return any ? depth : null;
}
