import { deltaE, rgbToOklab, type Oklab } from '../colour/oklab';
import type { GarmentMasks, WorkImage } from '../vision/types';
import type { GarmentMask } from './masks';

type Part = keyof GarmentMasks['parts'];

/** Blobs smaller than this share of the biggest are islands (a patch of floor or wall the colour test let in). */
const ISLAND_SHARE = 0.12;
/** Holes smaller than this share of the garment are filled (lace, a highlight, a logo read as skin). */
const HOLE_SHARE = 0.04;
/** Margin around the garment's pixels in the cut-out's box, in work-image pixels. */
const BOX_MARGIN = 3;
/** A pixel at least this surely the rated person's may belong to the garment (0–255). */
const PERSON_MIN = 128;
/** OKLab distance under which a pixel next to the garment is more of its fabric. */
const FABRIC_RADIUS = 0.06;
/** At most this many of the garment's own pixels are its colour references (a regular stride). */
const REFERENCES = 96;
/** How far past its measured place a garment may reach, as a share of the grid's long side (a sleeve's length, not the hair's). */
const REACH = 0.025;

/**
 * The garment grown from where the vision measured it to all of it: neighbouring pixels of the
 * rated person, not skin, not another garment's, of one of the fabric's own colours (a sleeve, a
 * hem past the place on the body the pose draws).
 */
function grow(seed: Uint8Array, masks: GarmentMasks, others: Uint8Array, image: WorkImage): void {
  const { width: W, height: H } = masks;
  const lab = (i: number): Oklab => rgbToOklab(image.rgb[i * 3]!, image.rgb[i * 3 + 1]!, image.rgb[i * 3 + 2]!);
  const own: number[] = [];
  for (let i = 0; i < seed.length; i++) if (seed[i]) own.push(i);
  if (!own.length) return;
  const step = Math.max(1, Math.floor(own.length / REFERENCES));
  const refs = own.filter((_, k) => k % step === 0).map(lab);
  // Breadth first, one ring of pixels at a time, for at most `reach` rings.
  const reach = Math.max(2, Math.round(Math.max(W, H) * REACH));
  let ring = own;
  for (let r = 0; r < reach && ring.length; r++) {
    const next: number[] = [];
    for (const i of ring) {
      const x = i % W; const y = (i - x) / W;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx; const yy = y + dy;
          if (xx < 0 || yy < 0 || xx >= W || yy >= H) continue;
          const j = yy * W + xx;
          if (seed[j] || others[j] || masks.skin[j] || masks.person[j]! < PERSON_MIN) continue;
          const c = lab(j);
          if (!refs.some((ref) => deltaE(ref, c) < FABRIC_RADIUS)) continue;
          seed[j] = 1;
          next.push(j);
        }
      }
    }
    ring = next;
  }
}

/** 3×3 dilation (grow) or erosion (shrink) of a 0/1 mask. */
function morph(mask: Uint8Array, W: number, H: number, grow: boolean): Uint8Array {
  const out = new Uint8Array(mask.length);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      let any = false; let all = true;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx; const yy = y + dy;
          const v = xx >= 0 && yy >= 0 && xx < W && yy < H ? mask[yy * W + xx]! : 0;
          if (v) any = true; else all = false;
        }
      }
      out[y * W + x] = (grow ? any : all) ? 1 : 0;
    }
  }
  return out;
}

/** Connected components (8-neighbour) of the pixels equal to `value`: labels and each label's size and whether it touches the frame. */
function components(mask: Uint8Array, W: number, H: number, value: 0 | 1) {
  const label = new Int32Array(mask.length);
  const sizes = [0]; const edge = [false];
  const stack: number[] = [];
  for (let start = 0; start < mask.length; start++) {
    if (mask[start] !== value || label[start] !== 0) continue;
    const id = sizes.length;
    let size = 0; let touches = false;
    label[start] = id; stack.push(start);
    while (stack.length) {
      const i = stack.pop()!;
      size++;
      const x = i % W; const y = (i - x) / W;
      if (x === 0 || y === 0 || x === W - 1 || y === H - 1) touches = true;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx; const yy = y + dy;
          if (xx < 0 || yy < 0 || xx >= W || yy >= H) continue;
          const j = yy * W + xx;
          if (mask[j] === value && label[j] === 0) { label[j] = id; stack.push(j); }
        }
      }
    }
    sizes.push(size); edge.push(touches);
  }
  return { label, sizes, edge };
}

/**
 * A garment's cut-out mask from the vision's own reading of it (the rated person's pixels in the
 * garment's place, skin left out), followed to the rest of the fabric, with a clean edge: small
 * gaps closed, islands dropped, small holes filled. `image` is the photo at the masks' grid. `parts` are read as one garment (a dress is its top and its bottom). On the work
 * image's grid (255 = garment); null when nothing of it is left.
 */
export function personGarmentMask(masks: GarmentMasks, parts: readonly Part[], image: WorkImage): GarmentMask | null {
  const { width: W, height: H } = masks;
  let mask: Uint8Array = new Uint8Array(W * H);
  const others = new Uint8Array(W * H);
  for (const [part, m] of Object.entries(masks.parts) as [Part, { mask: Uint8Array }][]) {
    const mine = parts.includes(part);
    for (let i = 0; i < m.mask.length; i++) if (m.mask[i]) (mine ? mask : others)[i] = 1;
  }
  grow(mask, masks, others, image);
  // Closing bridges one-pixel gaps (a seam, a fold in shadow) without moving the outline.
  mask = morph(morph(mask, W, H, true), W, H, false);
  const blobs = components(mask, W, H, 1);
  const biggest = Math.max(0, ...blobs.sizes);
  if (biggest === 0) return null;
  let kept = 0;
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i]) continue;
    if (blobs.sizes[blobs.label[i]!]! < biggest * ISLAND_SHARE) mask[i] = 0;
    else kept++;
  }
  const holes = components(mask, W, H, 0);
  for (let i = 0; i < mask.length; i++) {
    if (mask[i]) continue;
    const id = holes.label[i]!;
    if (!holes.edge[id] && holes.sizes[id]! < kept * HOLE_SHARE) { mask[i] = 1; kept++; }
  }
  let x0 = W, y0 = H, x1 = -1, y1 = -1;
  const out = new Uint8Array(W * H);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      if (!mask[y * W + x]) continue;
      out[y * W + x] = 255;
      if (x < x0) x0 = x; if (x > x1) x1 = x;
      if (y < y0) y0 = y; if (y > y1) y1 = y;
    }
  }
  x0 = Math.max(0, x0 - BOX_MARGIN); y0 = Math.max(0, y0 - BOX_MARGIN);
  x1 = Math.min(W - 1, x1 + BOX_MARGIN); y1 = Math.min(H - 1, y1 + BOX_MARGIN);
  const area = (x1 - x0 + 1) * (y1 - y0 + 1);
  return { mask: out, width: W, height: H, box: { x: x0 / W, y: y0 / H, w: (x1 - x0 + 1) / W, h: (y1 - y0 + 1) / H }, fill: kept / area };
}
