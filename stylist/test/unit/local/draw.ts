import sharp from 'sharp';
import type { PreparedImage } from '../../../src/stylist';

export interface DrawOptions {
  width?: number;
  height?: number;
  /** Gaussian blur sigma applied after drawing. */
  blur?: number;
  /** Multiplies every channel (0.1 → a very dark photo). */
  exposure?: number;
  /** Background shown left and right of the figure (the colour blocks sit in the central band). */
  background?: string;
}

/**
 * A synthetic "outfit": colour blocks stacked top to bottom in the centre of the frame
 * (top, bottom, shoes…), each block's height proportional to its weight, on a background.
 */
export async function drawOutfit(blocks: readonly (string | [string, number])[], o: DrawOptions = {}): Promise<PreparedImage> {
  const width = o.width ?? 768;
  const height = o.height ?? 1024;
  const items = blocks.map((b) => (typeof b === 'string' ? [b, 1] as const : b));
  const total = items.reduce((s, [, w]) => s + w, 0);
  const figW = o.background ? Math.round(width * 0.5) : width;
  const left = Math.round((width - figW) / 2);
  let top = 0;
  const parts = items.map(([colour, w], i) => {
    const h = i === items.length - 1 ? height - top : Math.round((height * w) / total);
    const part = { input: { create: { width: figW, height: Math.max(1, h), channels: 3 as const, background: colour } }, top, left };
    top += h;
    return part;
  });
  let img = sharp({ create: { width, height, channels: 3, background: o.background ?? '#ffffff' } }).composite(parts);
  let bytes = await img.jpeg({ quality: 90 }).toBuffer();
  if (o.blur || o.exposure !== undefined) {
    img = sharp(bytes);
    if (o.blur) img = img.blur(o.blur);
    if (o.exposure !== undefined) img = img.linear(o.exposure, 0);
    bytes = await img.jpeg({ quality: 90 }).toBuffer();
  }
  return { bytes, width, height, mimeType: 'image/jpeg' };
}
