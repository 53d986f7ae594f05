import { describe, expect, it } from 'vitest';
import { colourHex, nearestColourName } from '../../../src/local/colour/names';
import { hexToOklab, type Oklab } from '../../../src/local/colour/oklab';

/** An OKLab colour from lightness, chroma and hue (degrees). */
const lch = (L: number, c: number, h: number): Oklab => ({ L, a: c * Math.cos((h * Math.PI) / 180), b: c * Math.sin((h * Math.PI) / 180) });

describe('the dark band: black, navy, charcoal, brown and wine in dim light', () => {
  it('a black fabric with what is left of a blue light on it is black, not navy', () => {
    expect(['black', 'charcoal']).toContain(nearestColourName(lch(0.22, 0.036, 255)));
    expect(['black', 'charcoal']).toContain(nearestColourName(lch(0.28, 0.042, 265)));
  });

  it('a black fabric under what is left of a lamp\'s warm light is black or charcoal, not brown', () => {
    expect(['black', 'charcoal']).toContain(nearestColourName(lch(0.3, 0.042, 60)));
  });

  it('a navy that shows its blue stays navy', () => {
    expect(nearestColourName(hexToOklab(colourHex('navy')))).toBe('navy');
    expect(nearestColourName(lch(0.3, 0.06, 265))).toBe('navy');
  });

  it('a dark blue under a lamp\'s warm light is navy: warm light only takes blue away', () => {
    const navyInLamplight = lch(0.26, 0.042, 264);
    expect(nearestColourName(navyInLamplight, { hue: 75, sure: 1 })).toBe('navy');
    // The same pixels under blue light, or in light nobody measured, may be a black's blue cast.
    expect(['black', 'charcoal']).toContain(nearestColourName(navyInLamplight, { hue: 250, sure: 1 }));
    expect(['black', 'charcoal']).toContain(nearestColourName(navyInLamplight));
    // A light measured without confidence moves the line only as far as it is trusted.
    expect(['black', 'charcoal']).toContain(nearestColourName(lch(0.22, 0.036, 255), { hue: 75, sure: 0.2 }));
  });

  it('a brown with its chroma stays brown', () => {
    expect(nearestColourName(hexToOklab(colourHex('brown')))).toBe('brown');
    expect(nearestColourName(lch(0.32, 0.06, 55))).toBe('brown');
  });

  it('wine and plum in dim light keep their names: no ordinary light gives those hues', () => {
    expect(['wine', 'burgundy']).toContain(nearestColourName(lch(0.25, 0.045, 12)));
    expect(['plum', 'wine', 'purple']).toContain(nearestColourName(lch(0.26, 0.045, 335)));
  });

  it('near white, a faint warm tint is cream or ivory, not light grey', () => {
    expect(['cream', 'ivory']).toContain(nearestColourName(lch(0.88, 0.032, 90)));
    expect(['white', 'lightgrey']).toContain(nearestColourName(lch(0.9, 0.015, 90)));
  });
});

describe('a photographed fabric is never more colourful than it is, often less', () => {
  it('a red top in dim warm light, its chroma dulled, is still red, not rust', () => {
    expect(nearestColourName(lch(0.48, 0.14, 26))).toBe('red');
  });

  it('a rust and an orange that show their chroma keep their names', () => {
    expect(nearestColourName(hexToOklab(colourHex('rust')))).toBe('rust');
    expect(nearestColourName(hexToOklab(colourHex('orange')))).toBe('orange');
    expect(nearestColourName(lch(0.52, 0.13, 42))).toBe('rust');
  });
});
