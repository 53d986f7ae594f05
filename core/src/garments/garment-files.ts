import sharp from 'sharp';
import type { MaskStroke } from '@fitrater/contracts';

/** Cut-outs are served at most this size (the closet grid and the detail page). */
const CUTOUT_SIDE = 768;

/**
 * Storage keys of a piece cut out of a rated photo, waiting for the member's confirmation: inside the
 * rating's folder, so deleting the rating or the account deletes them too.
 */
export const draftKeys = (userId: string, ratingId: string, piece: string) => {
  const base = `${draftPrefix(userId, ratingId)}${piece}`;
  return { source: `${base}/source.jpg`, mask: `${base}/mask.png`, cutout: `${base}/cutout.webp` };
};
export const draftPrefix = (userId: string, ratingId: string) => `users/${userId}/ratings/${ratingId}/garments/`;

/** Storage keys of a closet item, inside the member's folder (deleted with the account). */
export const itemKeys = (userId: string, itemId: string) => {
  const base = `users/${userId}/closet/${itemId}`;
  return { source: `${base}/source.jpg`, originalMask: `${base}/mask-original.png`, mask: `${base}/mask.png`, cutout: `${base}/cutout.webp` };
};
export const itemPrefix = (userId: string, itemId: string) => `users/${userId}/closet/${itemId}/`;

/**
 * A mask (one byte per pixel, 255 = garment) as a grey PNG, smoothed: a median filter removes the
 * speckle a per-pixel colour test leaves (a fold, a highlight) without moving the garment's edge.
 */
export async function maskPng(mask: Uint8Array, width: number, height: number): Promise<Buffer> {
  return sharp(Buffer.from(mask.buffer, mask.byteOffset, mask.byteLength), { raw: { width, height, channels: 1 } })
    .median(5).toColourspace('b-w').png({ compressionLevel: 6 }).toBuffer();
}

/** The garment on a transparent background: the photo crop with the mask as its alpha (edges softened a little). */
export async function renderCutout(source: Buffer, mask: Buffer): Promise<Buffer> {
  const meta = await sharp(source).metadata();
  const width = meta.width ?? 1, height = meta.height ?? 1;
  const alpha = await sharp(mask).resize(width, height, { fit: 'fill' }).extractChannel(0).blur(0.8).raw().toBuffer();
  // Joined first, scaled after, in two pipelines: in one, sharp scales the photo before it joins the
  // alpha, so a cut-out larger than CUTOUT_SIDE got its photo shrunk into a corner under a mask left
  // at full size (the garment's colours shifted against its outline, black bands at two edges).
  const joined = await sharp(source).joinChannel(alpha, { raw: { width, height, channels: 1 } }).raw().toBuffer({ resolveWithObject: true });
  return sharp(joined.data, { raw: { width: joined.info.width, height: joined.info.height, channels: joined.info.channels } })
    .resize(CUTOUT_SIDE, CUTOUT_SIDE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82, alphaQuality: 90 }).toBuffer();
}

/**
 * The member's brush strokes applied to a mask, in order: each point paints a disc of `radius`
 * (a share of the mask's width) to garment (`add`) or background (`remove`); consecutive points are
 * joined so a fast stroke leaves no gaps.
 */
export async function applyStrokes(mask: Buffer, strokes: readonly MaskStroke[]): Promise<Buffer> {
  const { data, info } = await sharp(mask).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const paint = (cx: number, cy: number, r: number, value: number) => {
    const r2 = r * r;
    for (let y = Math.max(0, Math.floor(cy - r)); y <= Math.min(height - 1, Math.ceil(cy + r)); y++) {
      for (let x = Math.max(0, Math.floor(cx - r)); x <= Math.min(width - 1, Math.ceil(cx + r)); x++) {
        if ((x - cx) ** 2 + (y - cy) ** 2 <= r2) data[y * width + x] = value;
      }
    }
  };
  for (const stroke of strokes) {
    const value = stroke.mode === 'add' ? 255 : 0;
    const r = Math.max(1, stroke.radius * width);
    let previous: [number, number] | null = null;
    for (const [nx = 0, ny = 0] of stroke.points) {
      const point: [number, number] = [nx * (width - 1), ny * (height - 1)];
      if (previous) {
        const steps = Math.ceil(Math.hypot(point[0] - previous[0], point[1] - previous[1]) / Math.max(1, r / 2));
        for (let s = 1; s < steps; s++) paint(previous[0] + ((point[0] - previous[0]) * s) / steps, previous[1] + ((point[1] - previous[1]) * s) / steps, r, value);
      }
      paint(point[0], point[1], r, value);
      previous = point;
    }
  }
  return sharp(data, { raw: { width, height, channels: 1 } }).png({ compressionLevel: 6 }).toBuffer();
}
