import { fitLongEdge, keepsOriginal, PHOTO_JPEG_QUALITY, PHOTO_LONG_EDGE } from './photo-rules';

export interface DownscaleOptions {
  longEdge?: number;
  quality?: number;
}

/** What one preparation gave: new JPEG bytes, or the original kept (small, or not worth re-encoding). */
export type DownscaleResult =
  | { kind: 'prepared'; blob: Blob; width: number; height: number }
  | { kind: 'kept'; reason: 'small' | 'fits' | 'larger' }
  | { kind: 'undecodable' };

/** A 2D surface that can encode itself: an OffscreenCanvas in a worker, a <canvas> on the main thread. */
export interface Surface {
  context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;
  encode(type: string, quality: number): Promise<Blob>;
}

export type SurfaceFactory = (width: number, height: number) => Surface;

/**
 * Decodes the photo with its EXIF orientation applied, scales it to the long
 * edge and encodes a JPEG on a white background (transparent PNGs). Canvas
 * output carries no metadata, so location and camera data never leave the
 * phone. Anything the browser cannot decode (HEIC on most browsers) is
 * reported as undecodable so the caller sends the original.
 */
export async function downscale(photo: Blob, createSurface: SurfaceFactory, options: DownscaleOptions = {}): Promise<DownscaleResult> {
  const longEdge = options.longEdge ?? PHOTO_LONG_EDGE;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(photo, { imageOrientation: 'from-image' });
  } catch {
    return { kind: 'undecodable' };
  }
  try {
    if (keepsOriginal(photo.size, bitmap)) return { kind: 'kept', reason: 'fits' };
    const size = fitLongEdge(bitmap, longEdge);
    const surface = createSurface(size.width, size.height);
    surface.context.fillStyle = '#ffffff';
    surface.context.fillRect(0, 0, size.width, size.height);
    surface.context.imageSmoothingEnabled = true;
    surface.context.imageSmoothingQuality = 'high';
    surface.context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await surface.encode('image/jpeg', options.quality ?? PHOTO_JPEG_QUALITY);
    if (blob.size >= photo.size) return { kind: 'kept', reason: 'larger' };
    return { kind: 'prepared', blob, ...size };
  } finally {
    bitmap.close();
  }
}

/** An OffscreenCanvas surface (workers, and main threads that have one). */
export function offscreenSurface(width: number, height: number): Surface {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  return { context, encode: (type, quality) => canvas.convertToBlob({ type, quality }) };
}

/** A <canvas> surface, for browsers without OffscreenCanvas (Safari before 16.4). */
export function elementSurface(width: number, height: number): Surface {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  return {
    context,
    encode: (type, quality) =>
      new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('encode failed'))), type, quality)),
  };
}

/** Whether this scope can prepare photos off the main thread. */
export function canPrepareOffscreen(): boolean {
  return typeof createImageBitmap === 'function' && typeof OffscreenCanvas === 'function' && typeof OffscreenCanvas.prototype.convertToBlob === 'function';
}
