/**
 * How a photo is prepared on the device before it goes up. The server decodes
 * ratings at 512 px and keeps at most 1024 px (core prepare-image), so 1600 px
 * on the long edge leaves room and still sends a camera photo in a few hundred
 * kilobytes. JPEG at this quality keeps the engine's scores within ±0.1 of the
 * original's (measured by web/bench/photo-scores.bench.mjs).
 */
export const PHOTO_LONG_EDGE = 1600;
export const PHOTO_JPEG_QUALITY = 0.82;
/** At or under this size a photo goes up untouched, without being decoded. */
export const PHOTO_KEEP_BYTES = 300 * 1024;
/** Within the long edge and at or under this size, re-encoding would lose quality for little gain. */
export const PHOTO_KEEP_FITTING_BYTES = 600 * 1024;

export interface PhotoSize {
  width: number;
  height: number;
}

/** The size that fits `longEdge` on the longer side, keeping the aspect ratio; never enlarges. */
export function fitLongEdge({ width, height }: PhotoSize, longEdge = PHOTO_LONG_EDGE): PhotoSize {
  const scale = Math.min(1, longEdge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Whether a decoded photo is better sent as it is than re-encoded. */
export function keepsOriginal(bytes: number, size: PhotoSize, longEdge = PHOTO_LONG_EDGE): boolean {
  return bytes <= PHOTO_KEEP_BYTES || (Math.max(size.width, size.height) <= longEdge && bytes <= PHOTO_KEEP_FITTING_BYTES);
}

/** The prepared file's name: the original's with a .jpg extension. */
export function preparedName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, '') || 'photo';
  return `${base}.jpg`;
}
