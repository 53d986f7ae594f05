import { describe, expect, it } from 'vitest';
import { colourHex, NAMED_COLOURS, nearestColourName } from '../../../src/local/colour/names';
import { hexToOklab, type Oklab } from '../../../src/local/colour/oklab';

/** An OKLab colour from lightness, chroma and hue (degrees). */
const lch = (L: number, c: number, h: number): Oklab => ({ L, a: c * Math.cos((h * Math.PI) / 180), b: c * Math.sin((h * Math.PI) / 180) });
/** The same colour with less light on it: OKLab scales L, a and b alike when the light does. */
const dimmed = (lab: Oklab, k: number): Oklab => ({ L: lab.L * k, a: lab.a * k, b: lab.b * k });

describe('a vivid colour in less light keeps its name', () => {
  it('a royal-blue knit under dim bar light is blue, not navy: navy is never that vivid', () => {
    expect(nearestColourName(lch(0.31, 0.13, 272))).toBe('blue');
    expect(nearestColourName(dimmed(hexToOklab(colourHex('blue')), 0.65))).toBe('blue');
  });

  it('a red, a green and a turquoise a little darker keep their names', () => {
    expect(nearestColourName(dimmed(hexToOklab(colourHex('red')), 0.8))).toBe('red');
    expect(nearestColourName(dimmed(hexToOklab(colourHex('green')), 0.7))).toBe('green');
    expect(nearestColourName(dimmed(hexToOklab(colourHex('turquoise')), 0.8))).toBe('turquoise');
  });

  it('every coloured name still names its own fabric colour', () => {
    // Metal words come only from a text; taupe and ivory sit under the grey line by design.
    for (const c of NAMED_COLOURS) {
      if (c.id === 'gold' || c.id === 'silver' || c.lch.c < 0.035) continue;
      expect(nearestColourName(c.lab), c.id).toBe(c.id);
    }
  });

  it('a dark fabric that is only as vivid as a dark name keeps the dark name', () => {
    expect(nearestColourName(lch(0.3, 0.06, 265))).toBe('navy');
    expect(nearestColourName(lch(0.3, 0.09, 10))).toBe('wine');
    expect(nearestColourName(lch(0.42, 0.065, 50))).toBe('brown');
  });

  it('a muted colour in less light is not lifted into a pale name that shares its vividness', () => {
    // Beige and cream, olive and sage differ by lightness: there a darker colour is the darker name.
    expect(nearestColourName(dimmed(hexToOklab(colourHex('cream')), 0.88))).not.toBe('cream');
    expect(nearestColourName(hexToOklab(colourHex('olive')))).toBe('olive');
    expect(['charcoal', 'black']).toContain(nearestColourName(lch(0.36, 0.01, 250)));
  });
});
