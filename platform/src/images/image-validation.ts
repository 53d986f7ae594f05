import sharp from 'sharp';
import type { SupportedImageType } from '@fitrater/contracts';
import { AppError } from '../infra/errors';

/** Decompression bombs are refused from the header, before any pixel is decoded. */
export const MAX_INPUT_PIXELS = 40_000_000;

const SIGNATURES: Array<[SupportedImageType, (b: Buffer) => boolean]> = [
  ['image/jpeg', (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff],
  ['image/png', (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))],
  ['image/gif', (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1'))],
  ['image/webp', (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP'],
];

/** The type from the bytes themselves, whatever the client declared. */
export function sniffImageType(bytes: Buffer): SupportedImageType | null {
  return SIGNATURES.find(([, test]) => test(bytes))?.[0] ?? null;
}

export interface InspectedImage {
  type: SupportedImageType;
  width: number;
  height: number;
}

/** Checks magic bytes, then the header (dimensions) without decoding. Throws UNSUPPORTED_IMAGE. */
export async function inspectImage(bytes: Buffer, unsupportedMessage?: string): Promise<InspectedImage> {
  const type = sniffImageType(bytes);
  if (!type) throw new AppError('UNSUPPORTED_IMAGE', unsupportedMessage);
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw new AppError('UNSUPPORTED_IMAGE', unsupportedMessage ?? 'Unsupported image format – the file could not be read as an image.');
  }
  const width = meta.width ?? 0;
  const height = (meta.pageHeight ?? meta.height) ?? 0;
  if (!width || !height) throw new AppError('UNSUPPORTED_IMAGE', unsupportedMessage);
  if (width * height > MAX_INPUT_PIXELS) {
    throw new AppError('UNSUPPORTED_IMAGE', 'Unsupported image – its dimensions are too large to process. Please upload a smaller image.');
  }
  return { type, width, height };
}
