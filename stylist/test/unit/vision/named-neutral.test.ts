import { describe, expect, it } from 'vitest';
import type { ColourId } from '../../../src/local/colour/names';
import { neutralNameWeight } from '../../../src/local/colour/names';
import { toOklch, type Oklab } from '../../../src/local/colour/oklab';
import { analyseHarmony } from '../../../src/local/signals/harmony';
import type { PaletteColour } from '../../../src/local/signals/types';
import { outfitPalette } from '../../../src/local/vision/analyse';
import { garmentPalette } from '../../../src/local/vision/garment-colour';

const lab = (L: number, c: number, h: number): Oklab => ({ L, a: c * Math.cos((h * Math.PI) / 180), b: c * Math.sin((h * Math.PI) / 180) });
/** A denim top in light and shade: its lit half reads denim, the mean of all its pixels (darker) leans to blue. */
const denimTop = (): PaletteColour[] => {
  const pixels = [...Array<Oklab>(60).fill(lab(0.5, 0.085, 268)), ...Array<Oklab>(40).fill(lab(0.3, 0.06, 268))];
  return garmentPalette(pixels, pixels.map(() => 1));
};
const burgundy = (share: number): PaletteColour => { const l = lab(0.37, 0.1, 25); return { id: 'burgundy' as ColourId, lab: l, lch: toOklch(l), share }; };
const region = (palette: PaletteColour[]) => ({ part: 'top' as const, rects: [], palette, skinShare: 0, confidence: 0.8 });

describe('a measured colour counts in the harmony as its name was read', () => {
  it('the denim named from its lit half is a neutral, though its darker mean alone would lean to blue', () => {
    const [denim] = denimTop();
    expect(denim!.id).toBe('denim');
    expect(neutralNameWeight(denim!.lab)).toBeLessThan(0.5);
    expect(denim!.neutral).toBeGreaterThan(0.95);
  });

  it('denim with a burgundy scarf reads as a neutral base with an accent, not as blue clashing with burgundy', () => {
    const outfit = outfitPalette({ top: region(denimTop()), accessories: { ...region([burgundy(1)]), part: 'accessories' as const, confidence: 1 } });
    expect(outfit.find((c) => c.id === 'denim')!.neutral).toBeGreaterThan(0.95);
    const h = analyseHarmony([...denimTop().map((c) => ({ ...c, share: 0.56 })), burgundy(0.44)]);
    expect(h.type).toBe('neutral-accent');
    expect(h.mix.clash).toBeLessThan(0.05);
  });

  it('a colour with no reading kept (named in words, or the whole frame’s) is weighed by its own colour as before', () => {
    const h = analyseHarmony([{ ...denimTop()[0]!, neutral: undefined, share: 0.56 }, burgundy(0.44)]);
    expect(h.mix.clash).toBeGreaterThan(0.5);
  });
});

describe('the outfit puts two pieces together only when they are one colour', () => {
  const named = (id: string, L: number, c: number, h: number, share = 1): PaletteColour => { const l = lab(L, c, h); return { id: id as ColourId, lab: l, lch: toOklch(l), share }; };

  it('a lavender skirt and a pale lavender bracelet stay two colours; navy top and trousers in a little shade are one', () => {
    const apart = outfitPalette({ bottom: { ...region([named('lavender', 0.55, 0.037, 303)]), part: 'bottom' as const }, accessories: { ...region([named('lavender', 0.77, 0.051, 314)]), part: 'accessories' as const, confidence: 1 } });
    expect(apart.filter((c) => c.id === 'lavender')).toHaveLength(2);
    const one = outfitPalette({ top: region([named('navy', 0.27, 0.06, 263)]), bottom: { ...region([named('navy', 0.3, 0.055, 265)]), part: 'bottom' as const } });
    expect(one).toHaveLength(1);
    expect(one[0]!.share).toBeCloseTo(1, 9);
  });

  it('the skirt read lilac in one copy and lavender in the other gives the outfit the same colours either way', () => {
    const outfit = (skirt: string) => outfitPalette({ bottom: { ...region([named(skirt, 0.55, 0.036, 303)]), part: 'bottom' as const }, accessories: { ...region([named('lavender', 0.77, 0.051, 314)]), part: 'accessories' as const, confidence: 1 } })
      .map((c) => [c.share.toFixed(6), c.lab.L.toFixed(6), c.lch.c.toFixed(6)]).sort();
    expect(outfit('lavender')).toEqual(outfit('lilac'));
  });
});
