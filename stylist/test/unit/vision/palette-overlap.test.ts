import { describe, expect, it } from 'vitest';
import { nearestColourName } from '../../../src/local/colour/names';
import { hexToOklab, toOklch } from '../../../src/local/colour/oklab';
import type { PaletteColour } from '../../../src/local/colour/palette-colour';
import { paletteOverlap, samePattern } from '../../../src/local/vision/waist';

const colour = (hex: string, share: number): PaletteColour => {
  const lab = hexToOklab(hex);
  return { id: nearestColourName(lab), lab, lch: toOklch(lab), share };
};

describe('one fabric by its mixture of colours', () => {
  it('a print whose two colours swap places is one fabric; its overlap is the shares it keeps', () => {
    const above = [colour('#161616', 0.55), colour('#e8dcc4', 0.45)];
    const below = [colour('#e8dcc4', 0.55), colour('#161616', 0.45)];
    expect(paletteOverlap(above, below)).toBeCloseTo(0.9, 5);
    expect(samePattern(above, below)).toBe(true);
  });

  it('a white top over black trousers shares nothing; a top over trousers that share a small trim is still two fabrics', () => {
    expect(paletteOverlap([colour('#f4f4f2', 1)], [colour('#161616', 1)])).toBe(0);
    expect(samePattern([colour('#f4f4f2', 0.8), colour('#161616', 0.2)], [colour('#161616', 1)])).toBe(false);
  });

  it('one colour in both is one fabric whatever else is there', () => {
    expect(samePattern([colour('#1c2841', 1)], [colour('#1c2841', 0.7), colour('#f6f6f4', 0.3)])).toBe(true);
    expect(samePattern([], [colour('#1c2841', 1)])).toBe(false);
  });
});
