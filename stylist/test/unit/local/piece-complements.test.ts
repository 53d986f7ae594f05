import { describe, expect, it } from 'vitest';
import { readGarments as read } from '../../support/read-garments';

describe('a word said of the piece before it describes that piece', () => {
  it('jeans joined to a piece name its cloth, not a second pair of trousers', () => {
    expect(read('jupe en jean et chemise en jean', 'fr')).toEqual(['skirt:denim', 'shirt:denim']);
    expect(read('gonna di jeans e camicia di jeans', 'it')).toEqual(['skirt:denim', 'shirt:denim']);
    expect(read('saia jeans e camisa jeans', 'pt')).toEqual(['skirt:denim', 'shirt:denim']);
    expect(read('macacão jeans, camiseta listrada, alpargatas', 'pt')).toEqual(['jumpsuit:denim', 'tshirt', 'sandals']);
  });

  it('jeans listed as a piece stay a piece, with or without commas', () => {
    expect(read('camiseta branca, jeans e tênis', 'pt')).toEqual(['tshirt:white', 'jeans', 'sneakers']);
    expect(read('white tshirt jeans sneakers', 'en')).toEqual(['tshirt:white', 'jeans', 'sneakers']);
  });

  it('a heel said of a shoe makes it a heeled shoe, not a second pair', () => {
    expect(read('botas marrons de salto', 'pt')).toEqual(['boots:brown']);
    expect(read('botas pretas de salto alto', 'pt')).toEqual(['boots:black']);
    expect(read('bottes marron à talons', 'fr')).toEqual(['boots:brown']);
    expect(read('escarpins à talons hauts', 'fr')).toEqual(['heels']);
    expect(read('sandálias de salto douradas', 'pt')).toEqual(['heels:gold']);
    expect(read('갈색 힐 부츠와 초록 치마', 'ko')).toEqual(['boots:brown', 'skirt:green']);
    expect(read('حذاء بوت بني بكعب وتنورة', 'ar')).toEqual(['boots:brown', 'skirt']);
  });
});
