import { describe, expect, it } from 'vitest';
import { hexToOklab, type Oklab } from '../../../src/local/colour/oklab';
import { fabricOverlap } from '../../../src/local/vision/fabric-overlap';
import { SAME_PATTERN } from '../../../src/local/vision/waist';

/** `n` pixels of the given colours in the given shares, each moved by a camera's noise (deterministic). */
function pixels(parts: [string, number][], n = 600): { lab: Oklab[]; weight: number[] } {
  let seed = 11;
  const noise = (): number => ((seed = (seed * 1103515245 + 12345) >>> 0) / 0x100000000 - 0.5) * 0.02;
  const lab: Oklab[] = [];
  for (const [hex, share] of parts) {
    const c = hexToOklab(hex);
    for (let i = 0; i < Math.round(n * share); i++) lab.push({ L: c.L + noise(), a: c.a + noise() / 2, b: c.b + noise() / 2 });
  }
  return { lab, weight: lab.map(() => 1) };
}

const INK = '#141414'; const CREAM = '#ecd9b0';

describe('top and bottom of one cloth, from the colours their pixels cluster into', () => {
  it('a print keeps its inks from bodice to skirt in other proportions: one cloth, whichever ink each half shows more of', () => {
    const bodice = pixels([[CREAM, 0.5], [INK, 0.5]]);
    const skirt = pixels([[CREAM, 0.72], [INK, 0.28]]);
    expect(fabricOverlap(bodice, skirt)).toBeGreaterThanOrEqual(SAME_PATTERN);
  });

  it('a plain dress is one cloth', () => {
    expect(fabricOverlap(pixels([['#7a1f2b', 1]]), pixels([['#7a1f2b', 1]]))).toBeGreaterThan(0.9);
  });

  it('a print top over trousers in one of its inks is two: the top\'s other ink is not below', () => {
    expect(fabricOverlap(pixels([[CREAM, 0.55], [INK, 0.45]]), pixels([[INK, 1]]))).toBeLessThan(SAME_PATTERN);
  });

  it('a white shirt over grey jeans with a white hem showing is two: the jeans\' grey is not above', () => {
    expect(fabricOverlap(pixels([['#e4e4e2', 1]]), pixels([['#4a4c50', 0.57], ['#e4e4e2', 0.43]]))).toBeLessThan(SAME_PATTERN);
  });
});
