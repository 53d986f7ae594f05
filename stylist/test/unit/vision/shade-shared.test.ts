import { describe, expect, it } from 'vitest';
import type { Oklab } from '../../../src/local/colour/oklab';
import { garmentPalette } from '../../../src/local/vision/garment-colour';

/** Pixels of a few flat colours, `n` of each. */
function pixels(parts: [Oklab, number][]): { lab: Oklab[]; weight: number[] } {
  const lab = parts.flatMap(([c, n]) => Array.from({ length: n }, () => c));
  return { lab, weight: lab.map(() => 1) };
}

const BURGUNDY: Oklab = { L: 0.44, a: 0.12, b: 0.06 };
const BLUE: Oklab = { L: 0.46, a: -0.01, b: -0.11 };
const NEAR_BLACK: Oklab = { L: 0.19, a: 0.01, b: 0 };

const shareOf = (p: ReturnType<typeof garmentPalette>, near: Oklab): number =>
  p.filter((c) => Math.hypot(c.lab.a - near.a, c.lab.b - near.b) < 0.06).reduce((t, c) => t + c.share, 0);

describe('a shade two fabrics could cast is shared between them', () => {
  it('a near-black fold beside a burgundy and a blue of nearly one size: either way round, the same palette', () => {
    // Given wholly to the bigger of the two, the fold swung 30 % of the garment from one to the
    // other when their sizes swapped by a point.
    const a = garmentPalette(...Object.values(pixels([[BURGUNDY, 300], [BLUE, 294], [NEAR_BLACK, 250]])) as [Oklab[], number[]]);
    const b = garmentPalette(...Object.values(pixels([[BURGUNDY, 294], [BLUE, 300], [NEAR_BLACK, 250]])) as [Oklab[], number[]]);
    expect(Math.abs(shareOf(a, BURGUNDY) - shareOf(b, BURGUNDY))).toBeLessThan(0.05);
    expect(Math.abs(shareOf(a, BLUE) - shareOf(b, BLUE))).toBeLessThan(0.05);
  });
});

describe('two near-greys fold as far as they are near in lightness', () => {
  it('a lighter grey a hundredth either side of the old line moves the palette little', () => {
    const charcoal: Oklab = { L: 0.36, a: 0.005, b: 0.01 };
    const grey = (L: number): Oklab => ({ L, a: 0.004, b: 0.012 });
    const p = (L: number): ReturnType<typeof garmentPalette> => garmentPalette(...Object.values(pixels([[charcoal, 700], [grey(L), 300]])) as [Oklab[], number[]]);
    // At one line (0.16 apart) the grey was wholly the charcoal's fold on one side and a second
    // colour of 30 % on the other.
    const [near, far] = [p(0.515), p(0.525)];
    expect(Math.abs(near[0]!.share - far[0]!.share)).toBeLessThan(0.15);
    // Well apart they are two greys; close, one.
    expect(p(0.62).length).toBe(2);
    expect(p(0.45).length).toBe(1);
  });
});
