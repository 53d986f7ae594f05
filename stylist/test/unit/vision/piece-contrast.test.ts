import { describe, expect, it } from 'vitest';
import { pieceColour } from '../../../src/local/colour/palette-colour';
import type { ColourId } from '../../../src/local/colour/names';
import { toOklch } from '../../../src/local/colour/oklab';
import type { PaletteColour } from '../../../src/local/signals/types';
import { seeFigure } from './figure';

/**
 * A pale blush shirt (its far side lavender in shade) worn open over a dark, dull camisole, with
 * mauve-grey trousers. As the camisole's strip widens by a pixel at a time, it passes the size of
 * the shirt's biggest cluster: before that it is folded into the shirt as a deep shade, after it
 * stands as a colour of its own. Two copies of one photo (bar-cream-shirt's camera original and
 * phone copy) fall either side of that point.
 */
async function openShirt(strip: number) {
  const extra = `<rect x="192" y="104" width="50" height="150" fill="#d2c6e8"/><rect x="240" y="106" width="22" height="128" fill="#d2c6e8"/>`
    + `<rect x="${192 - strip / 2}" y="112" width="${strip}" height="142" fill="#23232e"/>`;
  return seeFigure({ top: '#f0d0dc', bottom: '#8f8497', extra });
}

describe('top against bottom: each piece as a whole', () => {
  it('the contrast does not step where the camisole stops being folded into the shirt', async () => {
    const reports = [];
    for (let strip = 17; strip <= 24; strip++) reports.push(await openShirt(strip));
    // The clustering's order does flip in this range (otherwise the test would prove nothing).
    expect(reports.some((v) => v.regions.top!.palette.length === 1)).toBe(true);
    expect(reports.some((v) => v.regions.top!.palette.some((c) => c.lab.L < 0.35))).toBe(true);
    for (let i = 1; i < reports.length; i++) {
      // A pixel more of camisole moves the top's lightness a little (its main colour jumped 0.3).
      expect(Math.abs(reports[i]!.topBottomContrast! - reports[i - 1]!.topBottomContrast!), `strip ${17 + i}`).toBeLessThanOrEqual(0.04);
    }
  });

  it('a piece is the share-weighted mean of its colours; one colour is itself; nothing is nothing', () => {
    const c = (id: string, L: number, a: number, b: number, share: number): PaletteColour => ({ id: id as ColourId, lab: { L, a, b }, lch: toOklch({ L, a, b }), share });
    const whole = pieceColour([c('lightgrey', 0.8, 0.03, -0.03, 0.75), c('black', 0.2, 0.01, -0.01, 0.25)])!;
    expect(whole.L).toBeCloseTo(0.65, 6);
    expect(whole.a).toBeCloseTo(0.025, 6);
    expect(pieceColour([c('navy', 0.3, -0.01, -0.06, 1)])).toEqual({ L: 0.3, a: -0.01, b: -0.06 });
    expect(pieceColour([])).toBeNull();
  });
});
