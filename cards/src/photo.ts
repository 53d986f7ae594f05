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

/** The photo upright, cover-cropped to the frame's exact pixel size, on the card's purple where it is transparent. */
function framed(photo: Buffer): sharp.Sharp {
  return sharp(photo, { limitInputPixels: 50_000_000 })
    .rotate()
    .resize(PHOTO_FRAME.width, PHOTO_FRAME.height, { fit: 'cover', position: 'centre' })
    .flatten({ background: '#1b1035' });
}

/**
 * The photo at the frame's size as raw RGB (PHOTO_FRAME.width × height × 3),
 * ready to paint on the card: no re-encoding, and nothing for resvg to decode.
 * A photo sharp cannot read gives null (the card then shows the placeholder).
 */
export async function photoPixels(photo: Buffer | null | undefined): Promise<Buffer | null> {
  if (!photo || photo.length === 0) return null;
  try {
    // sRGB so a greyscale or CMYK photo also comes out as three channels.
    const { data, info } = await framed(photo).toColourspace('srgb').removeAlpha().raw().toBuffer({ resolveWithObject: true });
    if (info.width !== PHOTO_FRAME.width || info.height !== PHOTO_FRAME.height || info.channels !== 3) return null;
    return data;
  } catch {
    return null;
  }
}

/**
 * The photo at the frame's size re-encoded as a small JPEG, for the card as
 * one SVG (prepareShareCard), so resvg neither decodes a large image nor
 * rescales it. Null when sharp cannot read it.
 */
export async function preparePhoto(photo: Buffer | null | undefined): Promise<Buffer | null> {
  if (!photo || photo.length === 0) return null;
  try {
    return await framed(photo).jpeg({ quality: 86, mozjpeg: false }).toBuffer();
  } catch {
    return null;
  }
}
