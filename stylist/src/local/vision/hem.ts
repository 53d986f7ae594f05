import type { Shape } from './garment-shapes';

/**
 * Above this share of skin among the person's pixels of the lower half, the legs are bare: what
 * covers them (shorts, a skirt, a short dress's skirt) sits at the top of the legs, joined to the
 * hips.
 */
export const BARE_LEGS = 0.5;
/** A row band whose person pixels are less than this share fabric is bare leg: the hem has been passed. */
const FABRIC_ROW = 0.3;

/** Per row of the lower half (top down): the rated person's pixels in it, and how many of them are fabric (not skin). */
export interface RowCount { own: number; fabric: number }

/**
 * Share of the lower half's rows at its top where the garment may not show yet: the hands hang at
 * the hips, beside and over the top of the skirt or shorts.
 */
const HANDS_AT_HIPS = 0.25;

/**
 * How many rows from the top of the lower half the garment covers when the legs below it are bare:
 * the run of rows, from the hips (or just under the hands there) down, whose person pixels are
 * mostly fabric, read over a few rows at a time (a fold's highlight is a row or two). A stylist
 * reads a skirt or shorts from the waist down, not from what shows between the legs: 0 when no
 * such run starts near the hips (the shorts are hidden by a raised knee, and the fabric-coloured
 * pixels lower down are a stair's edge between bare shins or a shadow): nothing of the lower
 * garment can be seen. (garments.ts uses only whether the run exists: cutting the region at the
 * hem moved a dress's colour between two sizes of one photo.)
 */
export function hemRows(rows: readonly RowCount[]): number {
  const win = Math.max(2, Math.round(rows.length * 0.05));
  const fabricAt = (i: number): boolean | null => {
    let own = 0; let fabric = 0;
    for (let j = i; j < Math.min(rows.length, i + win); j++) { own += rows[j]!.own; fabric += rows[j]!.fabric; }
    // Rows the mask leaves empty neither start, continue nor end the garment.
    return own === 0 ? null : fabric / own >= FABRIC_ROW;
  };
  let start = -1;
  for (let i = 0; i <= rows.length * HANDS_AT_HIPS && start < 0; i++) if (fabricAt(i)) start = i;
  if (start < 0) return 0;
  const fabricRow = (j: number): boolean => rows[j]!.own > 0 && rows[j]!.fabric / rows[j]!.own >= FABRIC_ROW;
  let end = start;
  for (let i = start; i < rows.length; i++) {
    if (fabricAt(i) === false) {
      // The window that left the garment began at i: its hem is the last fabric row within it.
      for (let j = Math.min(rows.length, i + win) - 1; j >= i; j--) if (fabricRow(j)) { end = Math.max(end, j + 1); break; }
      break;
    }
    end = i + 1;
  }
  return end;
}

/** The person's and the fabric's pixels per row of a shape (rows from the shape's top, clipped to the image). */
export function rowCounts(shape: Shape, width: number, height: number, own: (i: number) => boolean, fabric: Uint8Array): { y0: number; rows: RowCount[] } {
  const y0 = Math.max(0, Math.floor(shape.box.y0)); const y1 = Math.min(height, Math.ceil(shape.box.y1));
  const x0 = Math.max(0, Math.floor(shape.box.x0)); const x1 = Math.min(width, Math.ceil(shape.box.x1));
  const rows: RowCount[] = [];
  for (let y = y0; y < y1; y++) {
    let o = 0; let f = 0;
    for (let x = x0; x < x1; x++) {
      const i = y * width + x;
      if (!shape.inside(x + 0.5, y + 0.5) || !own(i)) continue;
      o++;
      if (fabric[i]) f++;
    }
    rows.push({ own: o, fabric: f });
  }
  return { y0, rows };
}
