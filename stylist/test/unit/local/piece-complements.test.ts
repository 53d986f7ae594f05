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

  it('sandals with a heel are heeled sandals (evening shoes), the colour after the heel is theirs, in es it de zh ja', () => {
    expect(read('vestido negro ajustado, sandalias con tacón doradas y un bolso de mano', 'es')).toEqual(['dress:black', 'heels:gold', 'clutch']);
    expect(read('tubino nero, sandali argento col tacco e pochette', 'it')).toEqual(['dress:black', 'heels:silver', 'clutch']);
    expect(read('Paillettenrock in Silber, schwarzer Rolli und Sandaletten mit Absatz', 'de')).toEqual(['skirt:silver', 'turtleneck:black', 'heels']);
    expect(read('黑色吊带裙，带跟的银色凉鞋，一个小包', 'zh')).toEqual(['dress:black', 'heels:silver', 'handbag']);
    expect(read('黒のワンピースにヒール付きのサンダル', 'ja')).toEqual(['dress:black', 'heels']);
  });

  it('a heel said before a heeled shoe or of boots is a detail, not a second pair', () => {
    expect(read('白シャツ、ヒール付きのパンプス', 'ja')).toEqual(['shirt:white', 'heels']);
    expect(read('schwarzes Kleid, Stiefeletten mit Absatz', 'de')).toEqual(['dress:black', 'boots']);
    expect(read('jeans scuri e stivaletti col tacco', 'it')).toEqual(['jeans', 'boots']);
  });

  it('a jewel named by its material is one piece: パールのネックレス, 珍珠耳环', () => {
    expect(read('ネイビーのドレス、パールのネックレス', 'ja')).toEqual(['gown:navy', 'jewellery']);
    expect(read('香槟色长裙，珍珠耳环', 'zh')).toEqual(['dress:beige', 'jewellery']);
    expect(read('ネックレスとピアス', 'ja')).toEqual(['jewellery', 'jewellery']);
  });

  it('Japanese names the cloth before the piece: デニムのショートパンツ are denim shorts, デニム alone is jeans', () => {
    expect(read('デニムのショートパンツ、花柄のシャツ', 'ja')).toEqual(['shorts:denim', 'shirt']);
    expect(read('デニムにボーダーのカットソー', 'ja')).toEqual(['jeans', 'tshirt']);
  });
});
