import sharp from 'sharp';

/** Where the outfit photo goes on the 1080×1920 card. */
export const PHOTO_FRAME = { x: 180, y: 196, width: 720, height: 900, radius: 48 } as const;

/** The only image types embedded as-is (resvg decodes them; anything else goes through sharp). */
function sniffMime(photo: Buffer): 'image/jpeg' | 'image/png' | null {
  if (photo.length > 3 && photo[0] === 0xff && photo[1] === 0xd8 && photo[2] === 0xff) return 'image/jpeg';
  if (photo.length > 8 && photo.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  return null;
}

/** A data: URI of the photo bytes as they are (JPEG or PNG only), or null. Base64 cannot break out of an attribute. */
export function photoDataUri(photo: Buffer | null | undefined): string | null {
  if (!photo || photo.length === 0) return null;
  const mime = sniffMime(photo);
  return mime ? `data:${mime};base64,${photo.toString('base64')}` : null;
}

/**
 * The photo cover-cropped to the frame's exact pixel size and re-encoded as a
 * small JPEG, so resvg neither decodes a large image nor rescales it. A photo
 * sharp cannot read gives null (the card then shows the placeholder).
 */
export async function preparePhoto(photo: Buffer | null | undefined): Promise<Buffer | null> {
  if (!photo || photo.length === 0) return null;
  try {
    return await sharp(photo, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(PHOTO_FRAME.width, PHOTO_FRAME.height, { fit: 'cover', position: 'centre' })
      .flatten({ background: '#1b1035' })
      .jpeg({ quality: 86, mozjpeg: false })
      .toBuffer();
  } catch {
    return null;
  }
}
