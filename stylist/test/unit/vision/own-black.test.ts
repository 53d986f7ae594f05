import { describe, expect, it } from 'vitest';
import { hexToOklab, type Oklab } from '../../../src/local/colour/oklab';
import { garmentPalette } from '../../../src/local/vision/garment-colour';

/** `n` pixels of a colour, each a little off it (sensor noise), deterministic. */
function pixels(hex: string, n: number): Oklab[] {
  const c = hexToOklab(hex);
  return Array.from({ length: n }, (_, i) => ({ L: c.L + 0.01 * Math.sin(i * 1.7), a: c.a + 0.004 * Math.cos(i * 2.3), b: c.b + 0.004 * Math.sin(i * 3.1) }));
}

const palette = (parts: [string, number][]): Record<string, number> => {
  const lab = parts.flatMap(([hex, n]) => pixels(hex, n));
  return Object.fromEntries(garmentPalette(lab, lab.map(() => 1)).map((c) => [c.id, c.share]));
};

describe('a near-black beside a coloured fabric', () => {
  it('is the fabric\'s deep shade while it covers well under half as much as the fabric', () => {
    // A burgundy skirt whose folds photograph near black.
    const p = palette([['#8a2438', 700], ['#141012', 200]]);
    expect(p.black ?? 0).toBe(0);
    expect(Object.keys(p)).toHaveLength(1);
  });

  it('is a black of its own when it covers as much as the fabric: a black top under a blue scarf', () => {
    // The scarf (in light and shade) is a little bigger than the black, so the black comes second,
    // where the old rule took any far darker, duller colour as the scarf's fold.
    const p = palette([['#3a5fb0', 400], ['#6080c8', 100], ['#121212', 400]]);
    expect(p.black).toBeGreaterThan(0.2);
    expect(p.blue).toBeGreaterThan(0.5);
  });

  it('is a print\'s black ink beside its cream, not a fold of the cream', () => {
    const p = palette([['#e8dcc0', 500], ['#151311', 480]]);
    expect(p.black).toBeGreaterThan(0.4);
    expect(p.cream ?? p.beige ?? 0).toBeGreaterThan(0.4);
  });

  it('moves little between two copies that measure its size a little differently', () => {
    const black = (n: number): number => palette([['#3a5fb0', 500], ['#121212', n]]).black ?? 0;
    for (const n of [260, 320, 380, 440]) expect(Math.abs(black(n + 20) - black(n))).toBeLessThan(0.12);
  });
});
