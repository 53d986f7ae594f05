import { PROFILE_PICTURE_MAX_BYTES, SUPPORTED_IMAGE_TYPES } from '@fitrater/contracts/values';

/** Client-side check before upload (spec part 1 §5); returns a message key or null. */
export function pictureProblem(file: Pick<File, 'type' | 'size'>): 'picture.unsupported' | 'picture.tooLarge' | null {
  if (!(SUPPORTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'picture.unsupported';
  if (file.size > PROFILE_PICTURE_MAX_BYTES) return 'picture.tooLarge';
  return null;
}
