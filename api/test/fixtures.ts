import sharp from 'sharp';

/** A 1-megapixel JPEG of a simple two-colour outfit silhouette on a light wall. */
export async function outfitPhoto(options: { top?: string; bottom?: string; width?: number; height?: number } = {}): Promise<Buffer> {
  const width = options.width ?? 800;
  const height = options.height ?? 1200;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#ece8e1"/>
    <circle cx="${width / 2}" cy="${height * 0.12}" r="${width * 0.08}" fill="#c68e6a"/>
    <rect x="${width * 0.3}" y="${height * 0.2}" width="${width * 0.4}" height="${height * 0.3}" rx="20" fill="${options.top ?? '#1f2a44'}"/>
    <rect x="${width * 0.32}" y="${height * 0.5}" width="${width * 0.36}" height="${height * 0.38}" fill="${options.bottom ?? '#f4f1ea'}"/>
    <rect x="${width * 0.3}" y="${height * 0.88}" width="${width * 0.4}" height="${height * 0.05}" fill="#2b2b2b"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).withExif({ IFD0: { Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '6/1 27/1 0/1' } }).toBuffer();
}

export const dataUrl = (bytes: Buffer, type = 'image/jpeg') => `data:${type};base64,${bytes.toString('base64')}`;

/** A PNG header claiming 100,000 × 100,000 pixels. */
export function pixelBomb(): Buffer {
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452000186a0000186a00806000000', 'hex');
  return Buffer.concat([png, Buffer.alloc(4), Buffer.from('0000000049454e44ae426082', 'hex')]);
}
