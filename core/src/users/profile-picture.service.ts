import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { PROFILE_PICTURE_MAX_BYTES } from '@fitrater/contracts';
import type { CoreContext } from '../context';
import { AppError, inspectImage, MAX_INPUT_PIXELS } from '@fitrater/platform';
import { UserModel } from './user.model';
import { getUserOrThrow } from './user.service';

export const AVATAR_SIZE = 512;

/**
 * Accepts JPEG/PNG/GIF/WebP by content, at most 5 MB; re-encodes to a square
 * WebP (which also drops every metadata block, GPS included).
 */
export async function setProfilePicture(ctx: CoreContext, userId: string, bytes: Buffer): Promise<string> {
  if (bytes.length > PROFILE_PICTURE_MAX_BYTES) throw new AppError('FILE_TOO_LARGE');
  await inspectImage(bytes);
  let encoded: Buffer;
  try {
    encoded = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError('UNSUPPORTED_IMAGE', 'Unsupported image format – the file could not be decoded.');
  }
  const user = await getUserOrThrow(ctx.db, userId);
  const key = `users/${userId}/avatar-${randomBytes(8).toString('hex')}.webp`;
  await ctx.storage.put(key, encoded);
  await UserModel.query(ctx.db).patch({ profilePicture: key, updatedAt: ctx.now() }).where({ id: userId });
  if (user.profilePicture) await ctx.storage.delete(user.profilePicture);
  return key;
}

export async function getProfilePicture(ctx: CoreContext, userId: string): Promise<Buffer | null> {
  const user = await getUserOrThrow(ctx.db, userId);
  return user.profilePicture ? ctx.storage.get(user.profilePicture) : null;
}
