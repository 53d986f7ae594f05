import { describe, expect, it } from 'vitest';
import { plainPiece } from '../../../src/local/styling/plain-text';
import { Writer } from '../../../src/local/writing/writer';
import { PACKS } from '../../../src/local/i18n/packs';

describe('an occasion is what a piece is right for, in each language’s construction', () => {
  it.each([
    ['es', 'El vestido rojo va bien para una boda.'],
    ['pt', 'O vestido vermelho funciona bem para um casamento.'],
  ] as const)('%s: %s', (language, expected) => {
    const pack = PACKS[language];
    const sentences = pack.phrases['fit.good'].map((_, i) => {
      const w = new Writer(pack, `seed-${i}`, pack.occasions.wedding);
      // Each variant once: the writer moves on to the next variant when asked again.
      return Array.from({ length: pack.phrases['fit.good'].length }, () => w.say('fit.good', { garment: pack.garmentIn(pack.garments.dress, pack.colours.red) }));
    }).flat();
    expect(sentences).toContain(expected);
  });

  it('ratings saved with the former sentences are still read back to their piece', () => {
    expect(plainPiece('El vestido rojo encaja bien con una boda.')).toBe('Vestido rojo');
    expect(plainPiece('O vestido vermelho combina bem com o trabalho.')).toBe('Vestido vermelho');
    expect(plainPiece('El vestido rojo va bien para una boda.')).toBe('Vestido rojo');
  });
});
