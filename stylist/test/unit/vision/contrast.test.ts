import { describe, expect, it } from 'vitest';
import type { ColourId } from '../../../src/local/colour/names';
import { toOklch } from '../../../src/local/colour/oklab';
import { occasionProfile } from '../../../src/local/occasions';
import { contrastEffect, judgeColours } from '../../../src/local/scoring/colour';
import { analyseHarmony } from '../../../src/local/signals/harmony';
import { lightnessSpread, secondColourWeight, smoothstep } from '../../../src/local/signals/palette';
import type { PaletteColour } from '../../../src/local/signals/types';

const colour = (id: string, L: number, share: number, a = 0, b = 0): PaletteColour => {
  const lab = { L, a, b };
  return { id: id as ColourId, lab, lch: toOklch(lab), share };
};

/** The vrm-fullbody.jpg outfit as measured: black at the feet 8.5% of the outfit, 3.9% when mirrored. */
const withBlack = (black: number): PaletteColour[] => [
  colour('lightgrey', 0.87, 0.52 - black / 2), colour('white', 0.95, 0.41 - black / 2), colour('grey', 0.65, 0.07), colour('black', 0.09, black),
];

describe('palette contrast without a hard significance line', () => {
  it('half-and-half colours: the spread is their lightness gap; one colour: 0', () => {
    expect(lightnessSpread([colour('navy', 0.25, 0.5), colour('white', 0.95, 0.5)])).toBeCloseTo(0.7, 6);
    expect(lightnessSpread([colour('navy', 0.25, 1)])).toBe(0);
    expect(lightnessSpread([])).toBe(0);
  });

  it('a small colour moves the contrast in proportion to its share, with no jump at 6%', () => {
    let prev = lightnessSpread(withBlack(0.02));
    for (let s = 0.021; s <= 0.12; s += 0.001) {
      const now = lightnessSpread(withBlack(s));
      expect(Math.abs(now - prev)).toBeLessThan(0.01);
      prev = now;
    }
    expect(analyseHarmony(withBlack(0.085)).lightnessContrast).toBeGreaterThan(analyseHarmony(withBlack(0.039)).lightnessContrast);
  });

  it('the colour score moves smoothly as the black share and the contrast change', () => {
    for (const occasion of ['work', 'casual'] as const) {
      const p = occasionProfile(occasion, null);
      const score = (s: number): number => { const pal = withBlack(s); return judgeColours(pal, analyseHarmony(pal), p).score; };
      for (let s = 0.02; s <= 0.12; s += 0.002) expect(Math.abs(score(s + 0.002) - score(s)), `${occasion} ${s}`).toBeLessThan(0.05);
      expect(Math.abs(score(0.085) - score(0.039))).toBeLessThanOrEqual(0.3);
    }
  });

  it('contrast effect: continuous, -0.4 flat, +0.2 balanced, 0 stark', () => {
    expect(contrastEffect(0.05)).toBeCloseTo(-0.4);
    expect(contrastEffect(0.3)).toBeCloseTo(0.2);
    expect(contrastEffect(0.9)).toBeCloseTo(0);
    for (let lc = 0; lc < 1; lc += 0.001) expect(Math.abs(contrastEffect(lc + 0.001) - contrastEffect(lc))).toBeLessThan(0.011);
  });

  it('a second colour counts smoothly from 3% to 9% of the palette', () => {
    expect(secondColourWeight([colour('navy', 0.25, 1)])).toBe(0);
    expect(secondColourWeight([colour('navy', 0.25, 0.98), colour('white', 0.95, 0.02)])).toBe(0);
    expect(secondColourWeight([colour('navy', 0.25, 0.9), colour('white', 0.95, 0.1)])).toBe(1);
    expect(secondColourWeight([colour('navy', 0.25, 0.94), colour('white', 0.95, 0.06)])).toBeCloseTo(0.5, 6);
    expect(smoothstep(0, 1, 0.5)).toBe(0.5);
  });
});

describe('flat contrast in tonal dressing', () => {
  // A yellow dress with its own shade (a fold, a darker panel) measured at 3–12 % between copies of one photo.
  const tonal = (shade: number): PaletteColour[] => [colour('yellow', 0.86, 1 - shade, -0.01, 0.09), colour('khaki', 0.82, shade, 0, 0.07)];

  it('a shade of the same colour is monochrome and costs nothing for its low contrast, at any share', () => {
    for (const occasion of ['work', 'casual'] as const) {
      const p = occasionProfile(occasion, null);
      const score = (s: number): number => { const pal = tonal(s); return judgeColours(pal, analyseHarmony(pal), p).score; };
      expect(analyseHarmony(tonal(0.1)).mix.monochrome).toBeCloseTo(1, 6);
      for (let s = 0.02; s <= 0.12; s += 0.005) expect(Math.abs(score(s) - score(0.02)), `${occasion} ${s}`).toBeLessThan(0.05);
    }
  });

  it('two colours of different hues at the same lightness still read as flat', () => {
    const p = occasionProfile('casual', null);
    const pair = (L2: number): PaletteColour[] => [colour('navy', 0.3, 0.6, -0.01, -0.1), colour('burgundy', L2, 0.4, 0.12, 0.03)];
    const score = (L2: number): number => { const pal = pair(L2); return judgeColours(pal, analyseHarmony(pal), p).score; };
    expect(analyseHarmony(pair(0.3)).mix.monochrome).toBeLessThan(0.05);
    expect(score(0.6) - score(0.31)).toBeGreaterThan(0.5);
    expect(judgeColours(pair(0.31), analyseHarmony(pair(0.31)), p).contrast).toBe('low');
  });

  it('a tonal outfit is not told its contrast is low, so the advice does not ask for contrast', () => {
    const p = occasionProfile('work', null);
    const pal = tonal(0.3);
    expect(analyseHarmony(pal).lightnessContrast).toBeLessThan(0.12);
    expect(judgeColours(pal, analyseHarmony(pal), p).contrast).toBeNull();
  });
});
