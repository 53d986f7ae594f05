import { deltaE, rgbToOklab, type Oklab } from '../colour/oklab';
import type { GarmentMasks, WorkImage } from '../vision/types';
import { PERSON_MIN, SKIN_PATCH_MIN, SKIN_PATCH_SHARE, skinAlongBody, wearerSkin, withoutSkin } from './cutout-skin';
import type { GarmentMask } from './masks';
import { components, morph, spread } from './mask-ops';

type Part = keyof GarmentMasks['parts'];

/** Blobs smaller than this share of the biggest are islands (a patch of floor or wall the colour test let in). */
const ISLAND_SHARE = 0.12;
/** Margin around the garment's pixels in the cut-out's box, in work-image pixels. */
const BOX_MARGIN = 3;
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
function grow(seed: Uint8Array, masks: GarmentMasks, others: Uint8Array, image: WorkImage, allowed?: (x: number, y: number) => boolean): void {
  const { width: W, height: H } = masks;
  const lab = (i: number): Oklab => rgbToOklab(image.rgb[i * 3]!, image.rgb[i * 3 + 1]!, image.rgb[i * 3 + 2]!);
  const own: number[] = [];
  for (let i = 0; i < seed.length; i++) if (seed[i]) own.push(i);
  if (!own.length) return;
  const step = Math.max(1, Math.floor(own.length / REFERENCES));
  const refs = own.filter((_, k) => k % step === 0).map(lab);
  // One ring of pixels at a time, for at most `reach` rings.
  const reach = Math.max(2, Math.round(Math.max(W, H) * REACH));
  spread(seed, W, H, (_, j) => {
    const x = j % W;
    if (others[j] || masks.skin[j] || masks.person[j]! < PERSON_MIN || (allowed && !allowed(x, (j - x) / W))) return false;
    const c = lab(j);
    return refs.some((ref) => deltaE(ref, c) < FABRIC_RADIUS);
  }, reach);
}

/** For footwear: each foot (a blob of the measured shoes) may grow sideways and down, never above the top of its own blob (the ankle). */
function belowEachAnkle(seed: Uint8Array, W: number, H: number): (x: number, y: number) => boolean {
  const blobs = components(seed, W, H, 1);
  const feet = blobs.sizes.map(() => ({ top: H, left: W, right: -1 }));
  for (let i = 0; i < seed.length; i++) {
    const id = blobs.label[i]!;
    if (!id) continue;
    const foot = feet[id]!; const x = i % W;
    foot.top = Math.min(foot.top, Math.floor(i / W)); foot.left = Math.min(foot.left, x); foot.right = Math.max(foot.right, x);
  }
  // Each column answers to its nearest foot's ankle line.
  const ankleAt = new Int32Array(W).fill(H);
  for (let x = 0; x < W; x++) {
    let bestDistance = Infinity;
    for (const foot of feet) {
      if (foot.right < 0) continue;
      const d = x < foot.left ? foot.left - x : x > foot.right ? x - foot.right : 0;
      if (d < bestDistance || (d === bestDistance && foot.top < ankleAt[x]!)) { bestDistance = d; ankleAt[x] = foot.top; }
    }
  }
  return (x, y) => y >= ankleAt[x]!;
}

/**
 * Keeps the garment's piece joined to the wearer: the biggest blob, and blobs near its size that the
 * rated person's own pixels join to it (the other foot, lace read in pieces, a sleeve past an arm);
 * the rest are bits of background, or of someone else, the colour test let in.
 */
function mainPieces(mask: Uint8Array, person: Uint8Array, W: number, H: number): void {
  const blobs = components(mask, W, H, 1);
  const biggest = blobs.sizes.indexOf(Math.max(0, ...blobs.sizes));
  const large = blobs.sizes.filter((size, id) => id !== biggest && size >= blobs.sizes[biggest]! * ISLAND_SHARE).length;
  if (large === 0) {
    for (let i = 0; i < mask.length; i++) if (mask[i] && blobs.label[i] !== biggest) mask[i] = 0;
    return;
  }
  // Other blobs near its size: which of them the wearer's pixels join to it.
  const body = new Uint8Array(mask.length);
  for (let i = 0; i < mask.length; i++) body[i] = mask[i] || person[i]! >= PERSON_MIN ? 1 : 0;
  const bodies = components(body, W, H, 1);
  let wearer = 0;
  for (let i = 0; i < mask.length && !wearer; i++) if (blobs.label[i] === biggest) wearer = bodies.label[i]!;
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i]) continue;
    const id = blobs.label[i]!;
    if (id !== biggest && (blobs.sizes[id]! < blobs.sizes[biggest]! * ISLAND_SHARE || bodies.label[i] !== wearer)) mask[i] = 0;
  }
}

/**
 * Fills the holes the garment encloses (a fold in shadow, a print, lace), but not a hole that is
 * mostly the wearer's skin and more than a speck (a keyhole neckline, a cut-out): that is the body.
 */
function fillHoles(mask: Uint8Array, skin: Uint8Array, W: number, H: number): void {
  let size = 0;
  for (let i = 0; i < mask.length; i++) if (mask[i]) size++;
  const holes = components(mask, W, H, 0);
  const skinIn = new Int32Array(holes.sizes.length);
  for (let i = 0; i < mask.length; i++) if (!mask[i] && skin[i]) skinIn[holes.label[i]!]!++;
  const least = Math.max(SKIN_PATCH_MIN, size * SKIN_PATCH_SHARE);
  for (let i = 0; i < mask.length; i++) {
    if (mask[i]) continue;
    const id = holes.label[i]!;
    const bodyShowing = holes.sizes[id]! >= least && skinIn[id]! * 2 >= holes.sizes[id]!;
    if (!holes.edge[id] && !bodyShowing) mask[i] = 1;
  }
}

/**
 * A garment's cut-out mask from the vision's own reading of it (the rated person's pixels in the
 * garment's place, skin left out), followed to the rest of the fabric, with a clean edge: small
 * gaps closed, the wearer's skin (followed along the body) cut away, the piece joined to the wearer kept (islands dropped),
 * footwear kept below each ankle, the holes it encloses filled. `image` is the photo at the masks' grid. `parts`
 * are read as one garment (a dress is its top and its bottom). On the work image's grid (255 =
 * garment); null when nothing of it is left.
 */
export function personGarmentMask(masks: GarmentMasks, parts: readonly Part[], image: WorkImage): GarmentMask | null {
  const { width: W, height: H } = masks;
  let mask: Uint8Array = new Uint8Array(W * H);
  const others = new Uint8Array(W * H);
  for (const [part, m] of Object.entries(masks.parts) as [Part, { mask: Uint8Array }][]) {
    const mine = parts.includes(part);
    for (let i = 0; i < m.mask.length; i++) if (m.mask[i]) (mine ? mask : others)[i] = 1;
  }
  const feet = parts.length === 1 && parts[0] === 'footwear';
  const allowed = feet ? belowEachAnkle(mask, W, H) : undefined;
  grow(mask, masks, others, image, allowed);
  // Closing bridges one-pixel gaps (a seam, a fold in shadow) without moving the outline.
  mask = morph(morph(mask, W, H, true), W, H, false);
  if (allowed) for (let i = 0; i < mask.length; i++) if (mask[i] && !allowed(i % W, Math.floor(i / W))) mask[i] = 0;
  const skin = wearerSkin(masks, mask, image);
  if (skin) {
    skinAlongBody(skin, masks, image);
    withoutSkin(mask, skin, W, H);
  }
  mainPieces(mask, masks.person, W, H);
  fillHoles(mask, skin ?? masks.skin, W, H);
  let kept = 0;
  let x0 = W, y0 = H, x1 = -1, y1 = -1;
  const out = new Uint8Array(W * H);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      if (!mask[y * W + x]) continue;
      out[y * W + x] = 255;
      kept++;
      if (x < x0) x0 = x; if (x > x1) x1 = x;
      if (y < y0) y0 = y; if (y > y1) y1 = y;
    }
  }
  if (kept === 0) return null;
  x0 = Math.max(0, x0 - BOX_MARGIN); y0 = Math.max(0, y0 - BOX_MARGIN);
  x1 = Math.min(W - 1, x1 + BOX_MARGIN); y1 = Math.min(H - 1, y1 + BOX_MARGIN);
  const area = (x1 - x0 + 1) * (y1 - y0 + 1);
  return { mask: out, width: W, height: H, box: { x: x0 / W, y: y0 / H, w: (x1 - x0 + 1) / W, h: (y1 - y0 + 1) / H }, fill: kept / area };
}
