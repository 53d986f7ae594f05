import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cutArea, wantsFinerCut } from '../../../src/local/vision/finer-cut';
import { decode, DECODE_SIDE } from '../../../src/local/vision/pipeline';

const SIDE = 1024;
/** A small figure in a large grey frame: 40 × 200 px at (500, 400), its "garment" red and blue stripes a pixel wide (a fine pinstripe). */
const FIGURE = { x: 500, y: 400, w: 40, h: 200 };

async function photoWithSmallFigure(): Promise<Buffer> {
  const rgb = Buffer.alloc(SIDE * SIDE * 3, 128);
  for (let y = FIGURE.y; y < FIGURE.y + FIGURE.h; y++) {
    for (let x = FIGURE.x; x < FIGURE.x + FIGURE.w; x++) rgb.set((x - FIGURE.x) % 2 ? [20, 40, 230] : [230, 20, 20], (y * SIDE + x) * 3);
  }
  // Lossless: what is measured is the decode's resolution, not compression.
  return sharp(rgb, { raw: { width: SIDE, height: SIDE, channels: 3 } }).png().toBuffer();
}

/** Pixels of a 3-channel buffer that are the garment's red itself (not a red-blue blend). */
function redPixels(rgb: Buffer): number {
  let n = 0;
  for (let o = 0; o < rgb.length; o += 3) if (rgb[o]! > 180 && rgb[o + 2]! < 80) n++;
  return n;
}

/** The figure's box with some room, normalised, as the person mask cuts it. */
const area: [number, number, number, number] = [(FIGURE.x - 8) / SIDE, (FIGURE.y - 16) / SIDE, (FIGURE.w + 16) / SIDE, (FIGURE.h + 40) / SIDE];

describe('a small person cut from a finer decode of the photo', () => {
  it("finds the small figure's garment colour in the model's input only when it is cut from the photo itself", async () => {
    const { raw } = await decode(await photoWithSmallFigure());
    expect(raw.width).toBe(DECODE_SIDE);
    // At the decoded copy's size two stripes make one pixel, and the resize to the mask's
    // input blends neighbours: red and blue average into purple.
    const fromCopy = await cutArea({ ...raw, source: undefined }, area, 256, 256);
    const fromPhoto = await cutArea(raw, area, 256, 256);
    expect(redPixels(fromCopy)).toBeLessThan(256 * 256 * 0.02);
    expect(redPixels(fromPhoto)).toBeGreaterThan(256 * 256 * 0.15);
  });

  it('costs nothing for a person large in the photo, and cuts from the copy when the photo has no more pixels', async () => {
    const { raw } = await decode(await photoWithSmallFigure());
    // A person filling the frame: the copy already shows them with as many pixels as the input has.
    expect(wantsFinerCut(raw, [0.1, 0.05, 0.6, 0.9], 256, 256)).toBe(false);
    // A tall narrow crop holds as many pixels as the input (enlarged across, shrunk down its length).
    expect(wantsFinerCut(raw, [0.375, 0, 0.25, 1], 256, 256)).toBe(false);
    expect(wantsFinerCut(raw, area, 256, 256)).toBe(true);
    // The same small figure in a photo no larger than its decoded copy: the copy's pixels, as before.
    const small = await sharp(await photoWithSmallFigure()).resize(DECODE_SIDE).png().toBuffer();
    const { raw: same } = await decode(small);
    expect(await cutArea(same, area, 256, 256)).toEqual(await cutArea({ ...same, source: undefined }, area, 256, 256));
  });

  it('maps the cut back to the same place on the photo at either resolution', async () => {
    const { raw } = await decode(await photoWithSmallFigure());
    // An area with the figure in its right half only: at both resolutions the left half is grey, the right half the figure.
    const half: [number, number, number, number] = [(FIGURE.x - FIGURE.w) / SIDE, FIGURE.y / SIDE, (2 * FIGURE.w) / SIDE, FIGURE.h / SIDE];
    for (const rgb of [await cutArea({ ...raw, source: undefined }, half, 64, 64), await cutArea(raw, half, 64, 64)]) {
      const at = (x: number, y: number): number[] => [...rgb.subarray((y * 64 + x) * 3, (y * 64 + x) * 3 + 3)];
      expect(at(10, 32)).toEqual([128, 128, 128]);
      expect(at(54, 32)[1]).toBeLessThan(60);
    }
  });
});
