import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { colourHex, nearestColourName } from '../../../src/local/colour/names';
import { hexToOklab, rgbToOklab, type Oklab } from '../../../src/local/colour/oklab';
import type { PaletteColour } from '../../../src/local/colour/palette-colour';
import { garmentPalette, unmixPrint } from '../../../src/local/vision/garment-colour';

const PHOTOS = new URL('../../../eval/photos/', import.meta.url);
/** The analysis reads a copy whose long side is 256 px: fabric is measured at that scale, with its blur. */
const WORK_SIDE = 256;

/** A rectangle of garment (no skin, no background) from a labelled photo, at the analysis' scale, in OKLab. */
async function fabric(file: string, x0: number, y0: number, x1: number, y1: number): Promise<Oklab[]> {
  const bytes = readFileSync(new URL(file, PHOTOS));
  const meta = await sharp(bytes).metadata();
  const k = WORK_SIDE / Math.max(meta.width!, meta.height!);
  const { data } = await sharp(bytes).extract({ left: x0, top: y0, width: x1 - x0, height: y1 - y0 })
    .resize(Math.round((x1 - x0) * k), Math.round((y1 - y0) * k)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const out: Oklab[] = [];
  for (let i = 0; i < data.length; i += 3) out.push(rgbToOklab(data[i]!, data[i + 1]!, data[i + 2]!));
  return out;
}

const paletteOf = (lab: Oklab[]): PaletteColour[] => garmentPalette(lab, lab.map(() => 1));

describe('garment colours from real photos, named as a person would', () => {
  it('a muted olive dress is olive (its hue), not taupe (a grey-brown of similar lightness)', async () => {
    const palette = paletteOf(await fabric('blinds-olive-dress.jpg', 250, 650, 500, 1000));
    expect(['olive', 'green', 'khaki']).toContain(palette[0]!.id);
  });

  it('a green top in warm room light is green, not teal or brown', async () => {
    const palette = paletteOf(await fabric('blinds-green-top.jpg', 70, 520, 190, 760));
    expect(palette[0]!.id).toBe('green');
  });

  it('a black-and-white stripe is named by its two colours, not the grey of their blurred edges', async () => {
    const palette = paletteOf(await fabric('blinds-striped-jumpsuit.jpg', 130, 700, 330, 1000));
    const ids = palette.filter((c) => c.share >= 0.12).map((c) => c.id);
    expect(ids.some((id) => id === 'black' || id === 'charcoal')).toBe(true);
    expect(ids.some((id) => id === 'white' || id === 'lightgrey')).toBe(true);
    expect(ids).not.toContain('grey');
  });
});

describe('naming distance: a name is a hue sector over a range of lightness', () => {
  it('a mid green with a little blue is green, a green-hued dark colour is never brown', () => {
    expect(nearestColourName({ L: 0.47, a: -0.092, b: 0.04 })).toBe('green');
    expect(nearestColourName({ L: 0.39, a: -0.07, b: 0.03 })).not.toBe('brown');
  });

  it('a fabric in shade keeps its hue\'s name: a shadow darkens a colour, it does not turn it', () => {
    const shade = (hex: string, light: number): Oklab => {
      const c = hexToOklab(hex); const k = Math.cbrt(light);
      return { L: c.L * k, a: c.a * k, b: c.b * k };
    };
    expect(['mauve', 'lilac', 'plum', 'purple']).toContain(nearestColourName(shade(colourHex('mauve'), 0.5)));
    expect(['lilac', 'mauve', 'lavender', 'purple']).toContain(nearestColourName(shade(colourHex('lilac'), 0.5)));
    expect(nearestColourName(shade(colourHex('green'), 0.5))).toBe('green');
    expect(['olive', 'green']).toContain(nearestColourName(shade(colourHex('olive'), 0.5)));
    expect(['plum', 'purple', 'wine']).toContain(nearestColourName(shade(colourHex('plum'), 0.3)));
    expect(['teal', 'turquoise']).toContain(nearestColourName(shade(colourHex('teal'), 0.3)));
  });

  it('a dull yellow-green is olive, not taupe', () => {
    // OKLCH L 0.56, C 0.07, h 131.
    const h = (131 * Math.PI) / 180;
    expect(nearestColourName({ L: 0.56, a: 0.07 * Math.cos(h), b: 0.07 * Math.sin(h) })).toBe('olive');
  });
});

describe('unmixPrint', () => {
  const c = (id: PaletteColour['id'], L: number, share: number): PaletteColour => ({ id, lab: { L, a: 0, b: 0 }, lch: { l: L, c: 0, h: 0 }, share });

  it('gives the blend between two high-contrast colours back to them, by where it lies', () => {
    const out = unmixPrint([c('grey', 0.6, 0.4), c('black', 0.2, 0.3), c('white', 0.95, 0.3)]);
    expect(out.map((x) => x.id).sort()).toEqual(['black', 'white']);
    const black = out.find((x) => x.id === 'black')!; const white = out.find((x) => x.id === 'white')!;
    expect(black.share + white.share).toBeCloseTo(1, 6);
    // 0.6 lies a little nearer white (0.95) than black (0.2) on the line.
    expect(white.share).toBeGreaterThan(black.share);
  });

  it('leaves a plain fabric\'s light and shade alone: no two ends far apart in lightness', () => {
    const out = unmixPrint([c('grey', 0.6, 0.6), c('charcoal', 0.4, 0.2), c('lightgrey', 0.78, 0.2)]);
    expect(out.map((x) => x.id)).toEqual(['grey', 'charcoal', 'lightgrey']);
  });

  it('moves smoothly: an ink measured at 11 % instead of 12 % moves a little of the blend, not all of it', () => {
    const left = (ink: number): number => unmixPrint([c('grey', 0.6, 0.3), c('black', 0.2, ink), c('white', 0.95, 0.5)]).find((x) => x.id === 'grey')?.share ?? 0;
    expect(Math.abs(left(0.11) - left(0.12))).toBeLessThan(0.06);
    expect(left(0.05)).toBeCloseTo(0.3, 6);
    expect(left(0.3)).toBe(0);
  });

  it('keeps a colour off the line: a red between black and cream is a third ink, not a blend', () => {
    const red: PaletteColour = { id: 'red', lab: { L: 0.55, a: 0.19, b: 0.08 }, lch: { l: 0.55, c: 0.206, h: 23 }, share: 0.2 };
    const out = unmixPrint([c('black', 0.2, 0.4), c('cream', 0.92, 0.4), red]);
    expect(out.map((x) => x.id)).toContain('red');
  });
});
