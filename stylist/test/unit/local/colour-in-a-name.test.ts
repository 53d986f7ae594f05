import { describe, expect, it } from 'vitest';
import { readGarments as read } from '../../support/read-garments';

describe('a colour said inside a garment’s own name is its colour', () => {
  it('the little black dress is black and 小白鞋 are white, in the languages that name them so', () => {
    expect(read('little black dress and white sneakers', 'en')).toEqual(['cocktailDress:black', 'sneakers:white']);
    expect(read('小白鞋和小黑裙', 'zh')).toEqual(['sneakers:white', 'cocktailDress:black']);
    expect(read('リトルブラックドレスと白いスニーカー', 'ja')).toEqual(['cocktailDress:black', 'sneakers:white']);
    expect(read('리틀 블랙 드레스', 'ko')).toEqual(['cocktailDress:black']);
  });

  it('a Korean colour syllable inside a longer word is part of that word (틸 in 스틸레토 is no teal)', () => {
    expect(read('검정 스틸레토와 원피스', 'ko')).toEqual(['heels:black', 'dress']);
    expect(read('누드 힐과 검정 원피스', 'ko')).toEqual(['heels:beige', 'dress:black']);
  });

  it('"cropped" says how a piece is cut in English; in Brazilian Portuguese it is the crop top itself', () => {
    expect(read('cropped hoodie, cropped trousers', 'en')).toEqual(['hoodie', 'trousers']);
    expect(read('cropped preto e saia', 'pt')).toEqual(['crop:black', 'skirt']);
  });
});
