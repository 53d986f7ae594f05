import { describe, expect, it } from 'vitest';
import { colourHex, nearestColourName } from '../../../src/local/colour/names';
import { hexToOklab } from '../../../src/local/colour/oklab';

const name = (hex: string): string => nearestColourName(hexToOklab(hex));

describe('a name covers a region of colours, not one swatch', () => {
  it('calls a deep, vivid blue blue and a dark, dull one navy', () => {
    // A royal-blue knit in a dim bar: dark, but far more colourful than any navy.
    expect(name('#1f2f8f')).toBe('blue');
    expect(name('#23389a')).toBe('blue');
    expect(name(colourHex('navy'))).toBe('navy');
    expect(name('#202a48')).toBe('navy');
  });

  it('leaves a mid, duller blue to denim: the deep blue swatch draws in no duller colour of its hue', () => {
    const h = (262 * Math.PI) / 180;
    expect(nearestColourName({ L: 0.46, a: 0.08 * Math.cos(h), b: 0.08 * Math.sin(h) })).toBe('denim');
    expect(name(colourHex('denim'))).toBe('denim');
  });

  it('calls a clear mid pink pink and keeps a deep magenta fuchsia', () => {
    expect(name('#f47aa8')).toBe('pink');
    expect(name(colourHex('fuchsia'))).toBe('fuchsia');
  });

  it('calls a mid purple purple, a pale one lilac or lavender', () => {
    expect(name('#7d569c')).toBe('purple');
    expect(['lilac', 'lavender']).toContain(name(colourHex('lilac')));
  });

  it('calls a fresh mid green green and a greyed one sage', () => {
    expect(name('#62a058')).toBe('green');
    expect(name(colourHex('sage'))).toBe('sage');
  });

  it('keeps every name at its own swatch', () => {
    for (const id of ['blue', 'navy', 'pink', 'fuchsia', 'purple', 'plum', 'green', 'olive', 'teal'] as const) expect(name(colourHex(id))).toBe(id);
  });
});
