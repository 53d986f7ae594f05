import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

/** A real photo of one person in a full outfit (MIT, see stylist/test/fixtures/photos/README.md). */
const PERSON_PHOTO = fileURLToPath(new URL('../../stylist/test/fixtures/photos/skirt-top.jpg', import.meta.url));

/**
 * A JPEG of a real person in an outfit, on a light wall, at the size asked for. The local engine
 * refuses photos with nobody in them, so a drawn silhouette no longer makes a rating. `top` and
 * `bottom` colour a thin frame so that photos asked for with different colours differ.
 */
export async function outfitPhoto(options: { top?: string; bottom?: string; width?: number; height?: number } = {}): Promise<Buffer> {
  const width = options.width ?? 800;
  const height = options.height ?? 1200;
  const person = await sharp(PERSON_PHOTO).resize(Math.round(width * 0.9), Math.round(height * 0.9), { fit: 'inside' }).toBuffer();
  const frame = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#ece8e1"/>
    <rect width="100%" height="${Math.round(height * 0.02)}" fill="${options.top ?? '#1f2a44'}"/>
    <rect y="${height - Math.round(height * 0.02)}" width="100%" height="${Math.round(height * 0.02)}" fill="${options.bottom ?? '#f4f1ea'}"/>
  </svg>`;
  return sharp(Buffer.from(frame)).composite([{ input: person, gravity: 'center' }]).jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '6/1 27/1 0/1' } }).toBuffer();
}

export const dataUrl = (bytes: Buffer, type = 'image/jpeg') => `data:${type};base64,${bytes.toString('base64')}`;

/** A PNG header claiming 100,000 × 100,000 pixels. */
export function pixelBomb(): Buffer {
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452000186a0000186a00806000000', 'hex');
  return Buffer.concat([png, Buffer.alloc(4), Buffer.from('0000000049454e44ae426082', 'hex')]);
}
