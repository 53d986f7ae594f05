import { createHash } from 'node:crypto';
import { isRatingOccasion, RATING_IMAGE_MAX_BYTES, type Language, type RatingOccasion } from '@fitrater/contracts';
import { AppError } from '@fitrater/platform';

export interface RawRatingInput {
  imageBytes: Buffer | null;
  description: string | null | undefined;
  occasion: string | null | undefined;
  customOccasion: string | null | undefined;
}

export interface RatingInput {
  imageBytes: Buffer | null;
  description: string | null;
  occasion: RatingOccasion;
  customOccasion: string | null;
}

export const RATING_FILE_TOO_LARGE = 'File too large – Please upload an image smaller than 10MB.';

/** The rate form's rules (spec part 1 §5), enforced on the server with the spec's messages. */
export function validateRatingInput(raw: RawRatingInput): RatingInput {
  const occasion = raw.occasion?.trim();
  if (!occasion) throw new AppError('VALIDATION', 'Please select an occasion');
  if (!isRatingOccasion(occasion)) throw new AppError('VALIDATION', `Please select an occasion: "${occasion.slice(0, 24)}" is not one of the occasions`);
  const customOccasion = raw.customOccasion?.trim() || null;
  if (occasion === 'custom' && !customOccasion) throw new AppError('VALIDATION', 'Please provide a custom occasion');
  const description = raw.description?.trim() || null;
  if (!raw.imageBytes && !description) throw new AppError('VALIDATION', 'No description provided: add a photo or describe your outfit');
  if (raw.imageBytes && raw.imageBytes.length > RATING_IMAGE_MAX_BYTES) throw new AppError('FILE_TOO_LARGE', RATING_FILE_TOO_LARGE);
  return { imageBytes: raw.imageBytes, description, occasion, customOccasion: occasion === 'custom' ? customOccasion : null };
}

/** Decodes `data:image/...;base64,...`; the declared type is ignored (content decides later). */
export function decodeDataUrl(dataUrl: string): Buffer {
  const match = /^data:([a-z0-9.+/-]*);base64,([A-Za-z0-9+/=\s]*)$/i.exec(dataUrl);
  if (!match) throw new AppError('UNSUPPORTED_IMAGE', 'Unsupported image format – send the photo as a base64 data URL');
  // Base64 grows by 4/3: refuse an oversized image before decoding it.
  if ((match[2]!.length * 3) / 4 > RATING_IMAGE_MAX_BYTES + 4) throw new AppError('FILE_TOO_LARGE', RATING_FILE_TOO_LARGE);
  return Buffer.from(match[2]!, 'base64');
}

/** What the engine sees, hashed: the same photo, words, occasion and language give the same rating. */
export function contentHash(input: RatingInput, language: Language): string {
  const hash = createHash('sha256');
  hash.update(input.imageBytes ?? Buffer.alloc(0));
  hash.update('\u0000');
  hash.update(JSON.stringify([input.description ?? '', input.occasion, input.customOccasion ?? '', language]));
  return hash.digest('hex');
}
