import { deltaE, rgbToOklab, type Oklab } from '../colour/oklab';
import type { ColourId } from '../colour/names';
import type { Rect, VisionRegion, WorkImage } from '../vision/types';

/** A garment's cut-out mask on the photo's pixel grid (255 = garment) and the box around it (normalised). */
export interface GarmentMask {
  mask: Uint8Array;
  width: number;
  height: number;
  box: Rect;
  /** Share of the box's pixels kept: a nearly empty box means a poor cut-out. */
  fill: number;
}

/**
 * The garment's own colours are the region palette's main ones: below this share a colour is what the
 * region also caught (a strand of hair, a patch of wall, a shadow on skin), not the garment.
 */
const PALETTE_MIN_SHARE = 0.14;
const PALETTE_MAX_COLOURS = 2;
/** OKLab distance under which a pixel counts as one of the garment's colours. */
const GARMENT_COLOUR_RADIUS = 0.07;
/** OKLab distance over which a pixel differs from the background of a flat-laid garment. */
const BACKGROUND_RADIUS = 0.045;
/** Margin added around the region's rectangles, as a share of the photo (the rects are where colour was sampled, inside the garment). */
const REGION_MARGIN = 0.03;

function unionRect(rects: readonly Rect[], margin: number): Rect {
  const x0 = Math.max(0, Math.min(...rects.map((r) => r.x)) - margin);
  const y0 = Math.max(0, Math.min(...rects.map((r) => r.y)) - margin);
  const x1 = Math.min(1, Math.max(...rects.map((r) => r.x + r.w)) + margin);
  const y1 = Math.min(1, Math.max(...rects.map((r) => r.y + r.h)) + margin);
  return { x: x0, y: y0, w: Math.max(0, x1 - x0), h: Math.max(0, y1 - y0) };
}

/** Blobs smaller than this share of the biggest one are strays (a patch of floor, a strand of hair of the garment's colour). */
const STRAY_BLOB_SHARE = 0.15;

/** Keeps the mask's big connected blobs (4-neighbour flood fill) and clears the strays; returns how many pixels are kept. */
function keepMainBlobs(mask: Uint8Array, width: number): number {
  const label = new Int32Array(mask.length);
  const sizes: number[] = [0];
  const stack: number[] = [];
  for (let start = 0; start < mask.length; start++) {
    if (mask[start] !== 255 || label[start] !== 0) continue;
    const id = sizes.length;
    let size = 0;
    label[start] = id;
    stack.push(start);
    while (stack.length) {
      const i = stack.pop()!;
      size++;
      const x = i % width;
      const visit = (j: number) => {
        if (mask[j] === 255 && label[j] === 0) { label[j] = id; stack.push(j); }
      };
      if (x > 0) visit(i - 1);
      if (x < width - 1) visit(i + 1);
      if (i >= width) visit(i - width);
      if (i + width < mask.length) visit(i + width);
    }
    sizes.push(size);
  }
  const biggest = Math.max(0, ...sizes);
  let kept = 0;
  for (let i = 0; i < mask.length; i++) {
    if (mask[i] !== 255) continue;
    if (sizes[label[i]!]! < biggest * STRAY_BLOB_SHARE) mask[i] = 0;
    else kept++;
  }
  return kept;
}

function pixelLab(photo: WorkImage, i: number): Oklab {
  return rgbToOklab(photo.rgb[i * 3]!, photo.rgb[i * 3 + 1]!, photo.rgb[i * 3 + 2]!);
}

/**
 * The pixels of one piece the engine saw: inside the region (its sampled rectangles, widened a little)
 * and of one of the region's own colours. The region's palette already leaves skin and background out,
 * so what is kept is the garment on a clean background. `personMask` (when the vision engine provides
 * one, 0–1 on its own grid) is intersected as well.
 */
export function pieceMask(
  photo: WorkImage, region: Pick<VisionRegion, 'rects' | 'palette'>,
  options: { skin?: ColourId | null; personMask?: { data: Float32Array; width: number; height: number } | null } = {},
): GarmentMask | null {
  if (region.rects.length === 0) return null;
  const { personMask, skin } = options;
  // A palette colour named like the wearer's skin is skin the region still caught (bare arms, a neckline).
  const garment = region.palette.filter((c) => c.id !== skin);
  const colours = garment.filter((c, i) => i === 0 || c.share >= PALETTE_MIN_SHARE).slice(0, PALETTE_MAX_COLOURS).map((c) => c.lab);
  if (colours.length === 0) return null;
  const box = unionRect(region.rects, REGION_MARGIN);
  const { width, height } = photo;
  const mask = new Uint8Array(width * height);
  const x0 = Math.floor(box.x * width), x1 = Math.ceil((box.x + box.w) * width);
  const y0 = Math.floor(box.y * height), y1 = Math.ceil((box.y + box.h) * height);
  let kept = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      if (personMask) {
        const mx = Math.min(personMask.width - 1, Math.floor((x / width) * personMask.width));
        const my = Math.min(personMask.height - 1, Math.floor((y / height) * personMask.height));
        if (personMask.data[my * personMask.width + mx]! < 0.5) continue;
      }
      const i = y * width + x;
      const lab = pixelLab(photo, i);
      if (colours.some((c) => deltaE(c, lab) < GARMENT_COLOUR_RADIUS)) {
        mask[i] = 255;
        kept++;
      }
    }
  }
  if (kept > 0) kept = keepMainBlobs(mask, width);
  const area = Math.max(1, (x1 - x0) * (y1 - y0));
  return kept === 0 ? null : { mask, width, height, box, fill: kept / area };
}

/**
 * A single garment laid flat or hung: the background is the colour of the photo's border (median of
 * the edge pixels); everything clearly different from it is the garment.
 */
export function flatGarmentMask(photo: WorkImage): GarmentMask | null {
  const { width, height } = photo;
  const edge: Oklab[] = [];
  const step = Math.max(1, Math.floor((width + height) / 200));
  for (let x = 0; x < width; x += step) { edge.push(pixelLab(photo, x), pixelLab(photo, (height - 1) * width + x)); }
  for (let y = 0; y < height; y += step) { edge.push(pixelLab(photo, y * width), pixelLab(photo, y * width + width - 1)); }
  const median = (k: keyof Oklab) => edge.map((c) => c[k]).sort((a, b) => a - b)[Math.floor(edge.length / 2)]!;
  const background: Oklab = { L: median('L'), a: median('a'), b: median('b') };
  const mask = new Uint8Array(width * height);
  let kept = 0, minX = width, minY = height, maxX = -1, maxY = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (deltaE(pixelLab(photo, i), background) <= BACKGROUND_RADIUS) continue;
      mask[i] = 255;
      kept++;
      if (x < minX) minX = x; if (x > maxX) maxX = x;
      if (y < minY) minY = y; if (y > maxY) maxY = y;
    }
  }
  // Nothing, or everything (no background to tell apart): not a garment photo we can cut out.
  if (kept < width * height * 0.02 || kept > width * height * 0.97) return null;
  const box = { x: minX / width, y: minY / height, w: (maxX - minX + 1) / width, h: (maxY - minY + 1) / height };
  return { mask, width, height, box, fill: kept / ((maxX - minX + 1) * (maxY - minY + 1)) };
}
