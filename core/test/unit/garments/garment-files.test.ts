import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { renderCutout } from '../../../src/garments/garment-files';

/** A photo crop of two colours side by side (left red, right blue) and a mask of its right half. */
async function halves(width: number, height: number) {
  const svg = (left: string, right: string) => Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width / 2}" height="${height}" fill="${left}"/><rect x="${width / 2}" width="${width / 2}" height="${height}" fill="${right}"/></svg>`,
  );
  return {
    source: await sharp(svg('#d01010', '#1030d0')).jpeg({ quality: 95 }).toBuffer(),
    mask: await sharp(svg('#000000', '#ffffff')).toColourspace('b-w').png().toBuffer(),
  };
}

describe('renderCutout', () => {
  it('keeps the photo under its mask when the cut-out is scaled down (a garment larger than the cut-out side)', async () => {
    const { source, mask } = await halves(1600, 400);
    const { data, info } = await sharp(await renderCutout(source, mask)).raw().toBuffer({ resolveWithObject: true });
    expect(info.width).toBeLessThanOrEqual(768);
    expect(info.channels).toBe(4);
    let opaque = 0, wrong = 0;
    for (let y = 0; y < info.height; y++) {
      for (let x = 0; x < info.width; x++) {
        const i = (y * info.width + x) * 4;
        const inside = x > info.width / 2 + 4 && x < info.width - 4, outside = x < info.width / 2 - 4;
        if (inside) {
          opaque++;
          // Every opaque pixel is the blue half, none red, none black padding.
          if (data[i + 3]! < 240 || data[i + 2]! < 150 || data[i]! > 80) wrong++;
        } else if (outside && data[i + 3]! > 15) wrong++;
      }
    }
    expect(opaque).toBeGreaterThan(1000);
    expect(wrong).toBe(0);
  });

  it('leaves a small cut-out at its size', async () => {
    const { source, mask } = await halves(300, 200);
    const info = await sharp(await renderCutout(source, mask)).metadata();
    expect([info.width, info.height]).toEqual([300, 200]);
  });
});
