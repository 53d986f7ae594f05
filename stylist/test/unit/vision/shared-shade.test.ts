import { describe, expect, it } from 'vitest';
import { hexToOklab, type Oklab } from '../../../src/local/colour/oklab';
import { garmentPalette } from '../../../src/local/vision/garment-colour';

/** `n` pixels of a colour, each a little off it (sensor noise), deterministic. */
function pixels(hex: string, n: number): Oklab[] {
  const c = hexToOklab(hex);
  return Array.from({ length: n }, (_, i) => ({ L: c.L + 0.01 * Math.sin(i * 1.7), a: c.a + 0.004 * Math.cos(i * 2.3), b: c.b + 0.004 * Math.sin(i * 3.1) }));
}

describe('a deep shade two fabrics could both cast', () => {
  // A red sleeve and a blue scarf of nearly equal size over a near-black: the black is as much a
  // fold of the one as of the other.
  const share = (red: number, blue: number): Record<string, number> => {
    const lab = [...pixels('#9c2a2a', red), ...pixels('#3a5fb0', blue), ...pixels('#121212', 250)];
    return Object.fromEntries(garmentPalette(lab, lab.map(() => 1)).map((c) => [c.id, c.share]));
  };

  it('is shared between them by size, so which is a little bigger never moves it whole', () => {
    const a = share(280, 260); const b = share(260, 280);
    const red = (s: Record<string, number>): number => s.red ?? s.burgundy ?? 0;
    const blue = (s: Record<string, number>): number => s.blue ?? s.denim ?? 0;
    expect(red(a) + blue(a)).toBeGreaterThan(0.95);
    expect(Math.abs(red(a) - red(b))).toBeLessThan(0.1);
    expect(Math.abs(blue(a) - blue(b))).toBeLessThan(0.1);
  });
});
