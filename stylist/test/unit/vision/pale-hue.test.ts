import { describe, expect, it } from 'vitest';
import { nearestColourName } from '../../../src/local/colour/names';
import { hueDoubt, hueNoise, toOklch, type Oklab } from '../../../src/local/colour/oklab';
import { analyseHarmony } from '../../../src/local/signals/harmony';
import type { PaletteColour } from '../../../src/local/signals/types';
import { garmentPalette } from '../../../src/local/vision/garment-colour';

const lch = (L: number, c: number, h: number): Oklab => ({ L, a: c * Math.cos((h * Math.PI) / 180), b: c * Math.sin((h * Math.PI) / 180) });
const colour = (lab: Oklab, share: number): PaletteColour => ({ id: nearestColourName(lab), lab, lch: toOklch(lab), share });

describe('a pale colour\'s hue is only as sure as its chroma allows', () => {
  it('the same a-b noise is a wider hue the duller the colour; a firm colour has no extra doubt', () => {
    expect(hueNoise(0.07)).toBeCloseTo(28, 5);
    expect(hueNoise(0.04)).toBeGreaterThan(45);
    expect(hueDoubt(0.1)).toBe(0);
    for (let c = 0.03; c < 0.1; c += 0.005) expect(hueDoubt(c + 0.005)).toBeLessThanOrEqual(hueDoubt(c));
  });

  it('a pale shirt whose light and shade read 41° apart in hue is one colour', () => {
    // A cream-pink shirt at chroma 0.04: its lit side measured lavender-ish, its shade pink-ish.
    const lab: Oklab[] = [...Array(200).fill(lch(0.61, 0.037, 343)), ...Array(80).fill(lch(0.74, 0.053, 302))] as Oklab[];
    expect(garmentPalette(lab, lab.map(() => 1))).toHaveLength(1);
  });

  it('two clearly coloured fabrics 41° apart stay two colours', () => {
    const lab: Oklab[] = [...Array(200).fill(lch(0.61, 0.12, 343)), ...Array(80).fill(lch(0.74, 0.13, 302))] as Oklab[];
    expect(garmentPalette(lab, lab.map(() => 1))).toHaveLength(2);
  });

  it('a barely tinted shirt beside red is no clash whichever way its hue falls', () => {
    const red = colour(lch(0.5, 0.13, 26), 0.2);
    for (const h of [300, 310, 320, 330, 340]) expect(analyseHarmony([colour(lch(0.62, 0.042, h), 0.8), red]).mix.clash, `${h}`).toBe(0);
    // A clearly coloured violet with red is still a clash.
    expect(analyseHarmony([colour(lch(0.55, 0.12, 300), 0.8), red]).type).toBe('clash');
  });
});
