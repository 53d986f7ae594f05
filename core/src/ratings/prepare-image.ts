import sharp from 'sharp';
import type { PreparedImage } from '@fitrater/stylist';
import { MAX_INPUT_PIXELS } from '@fitrater/platform';

export const PREPARED_MAX_SIDE = 1024;

/**
 * What the engine and the share card see: auto-rotated from EXIF, at most
 * 1024 px, JPEG, and with every metadata block (GPS included) dropped —
 * sharp writes none unless asked. Runs on libuv's thread pool, off the event loop.
 *
 * Standard Huffman tables (optimiseCoding off): the optimised ones cost libjpeg a second pass over
 * the coefficients, about a third of this function's CPU, to save a few per cent of the file on
 * ordinary photos (more on near-flat ones, which are small anyway). The pixels are the same either way.
 */
export async function prepareImage(bytes: Buffer): Promise<PreparedImage> {
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
    .rotate()
    .resize(PREPARED_MAX_SIDE, PREPARED_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 85, mozjpeg: false, optimiseCoding: false })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height, mimeType: 'image/jpeg' };
}
