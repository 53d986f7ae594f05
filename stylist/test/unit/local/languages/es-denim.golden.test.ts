import { describe, expect, it } from 'vitest';
import { garmentIn } from '../../../../src/local/languages/es/grammar';
import { pieceName } from '../../../../src/local/writing/piece-name';
import { packFor } from '../../../../src/local/i18n/packs';
import { readDescription } from '../../../../src/local/signals/text';

const es = packFor('es');

/** Spanish names denim by the noun: a piece cut from it is "vaquero" and agrees; any other piece is "azul denim". */
describe('Spanish denim in garment names', () => {
  it.each([
    ['falda', 'falda vaquera'], ['falda midi', 'falda midi vaquera'], ['camisa', 'camisa vaquera'], ['cazadora', 'cazadora vaquera'],
    ['pantalón', 'pantalón vaquero'], ['shorts', 'shorts vaqueros'], ['vestido', 'vestido vaquero'],
    ['zapatillas', 'zapatillas azul denim'], ['jersey', 'jersey azul denim'], ['botas', 'botas azul denim'], ['sombrero', 'sombrero azul denim'],
  ])('%s → %s', (garment, named) => {
    expect(garmentIn(garment, es.colours.denim)).toBe(named);
  });

  it('no piece is called "azul vaquero", and jeans do not say their colour twice', () => {
    expect(pieceName(es, 'skirt', 'denim')).toBe('falda vaquera');
    expect(pieceName(es, 'sneakers', 'denim')).toBe('zapatillas azul denim');
    expect(pieceName(es, 'jeans', 'denim')).toBe('vaqueros');
  });

  it('what is written reads back: the piece in denim, and "pantalones vaqueros" as jeans', () => {
    const read = (t: string) => readDescription(t, 'es')?.garments.map((m) => [m.garment, m.colours]);
    expect(read('falda vaquera')).toEqual([['skirt', ['denim']]]);
    expect(read('zapatillas azul denim')).toEqual([['sneakers', ['denim']]]);
    expect(read('pantalones vaqueros')).toEqual([['jeans', []]]);
  });
});
