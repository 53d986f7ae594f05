import { describe, expect, it } from 'vitest';
import type { Language, RatingOccasion } from '@fitrater/contracts';
import { createLocalRater } from '../../../src/local/engine';
import { readDescription } from '../../../src/local/signals/text';
import { readGarments } from '../../support/read-garments';

const rater = createLocalRater();
const rate = (description: string, occasion: RatingOccasion, language: Language) =>
  rater.rate({ image: null, description, occasion, customOccasion: null, language });

// A striped shirt, said as members say it, and the name the feedback gives it back by.
const STRIPED: [Language, string, string][] = [
  ['en', 'blue striped shirt, navy chinos and brown loafers', 'blue striped shirt'],
  ['es', 'camisa de rayas azul, chinos azul marino y mocasines marrones', 'camisa azul de rayas'],
  ['fr', 'chemise rayée bleue, chino marine et mocassins marron', 'chemise bleue à rayures'],
  ['de', 'blau gestreiftes Hemd, Chino in Marine und braune Loafer', 'Hemd mit Streifen in Blau'],
  ['it', 'camicia a righe azzurra, chino blu e mocassini marroni', 'camicia azzurra a righe'],
  ['pt', 'camisa listrada azul, calça chino azul-marinho e mocassim marrom', 'camisa listrada azul'],
  ['zh', '蓝色条纹衬衫，藏青色卡其裤，棕色乐福鞋', '蓝色条纹衬衫'],
  ['ja', '青いストライプシャツにネイビーのチノパンと茶色のローファー', 'ストライプのシャツ'],
  ['ko', '파란 스트라이프 셔츠에 네이비 치노 팬츠, 갈색 로퍼', '스트라이프 셔츠'],
  ['ar', 'قميص مقلم أزرق وبنطلون تشينو كحلي وحذاء لوفر بني', 'قميص مخطط أزرق'],
];

describe('a striped shirt keeps its stripes', () => {
  it.each(STRIPED)('%s: read with its print, named with it, and right for the office', async (language, description, named) => {
    const shirt = readDescription(description, language)!.garments.find((g) => g.garment === 'shirt')!;
    expect(shirt.print).toBe('stripes');
    const r = await rate(description, 'work', language);
    expect(r.feedback).toContain(named);
    expect(r.overallRating).toBeGreaterThanOrEqual(8.5);
  });

  it.each<[Language, string, string]>([
    ['en', 'black tuxedo, white shirt, black bow tie and patent shoes', 'black tuxedo, white striped shirt, black bow tie and patent shoes'],
    ['it', 'smoking nero, camicia bianca, papillon nero e scarpe di vernice', 'smoking nero, camicia a righe, papillon nero e scarpe di vernice'],
    ['ar', 'بدلة توكسيدو سوداء وقميص أبيض وبابيون أسود وحذاء لامع', 'بدلة توكسيدو سوداء وقميص مقلم وبابيون أسود وحذاء لامع'],
  ])('%s: at black tie the striped shirt is a step below the plain white one, and the feedback says why', async (language, plain, striped) => {
    const [a, b] = [await rate(plain, 'formal', language), await rate(striped, 'formal', language)];
    expect(b.overallRating).toBeLessThan(a.overallRating);
    expect(b.components.top.rating).toBeLessThan(a.components.top.rating!);
  });

  it('two printed pieces are a clash a stylist names; a printed tie with a striped shirt is not', async () => {
    const one = await rate('striped shirt, navy blazer, grey trousers and loafers', 'date', 'en');
    const two = await rate('striped shirt, floral blazer, grey trousers and loafers', 'date', 'en');
    expect(two.overallRating).toBeLessThan(one.overallRating);
    expect(two.feedback).toContain('competing patterns');
    const tie = await rate('striped shirt, polka dot tie, navy suit and oxfords', 'work', 'en');
    expect(tie.feedback).not.toContain('competing patterns');
    for (const [language, text] of [['de', 'gestreiftes Hemd, geblümte Hose und karierter Blazer'], ['ja', 'ストライプシャツに花柄のパンツとチェックのジャケット']] as const) {
      expect(readDescription(text, language)!.garments.filter((g) => g.print).length).toBe(3);
    }
  });
});

describe('checks, florals and dots stay in the name', () => {
  it.each<[Language, string, RatingOccasion, string]>([
    ['en', 'blue checked shirt, navy chinos, brown loafers', 'work', 'blue checked shirt'],
    ['es', 'vestido rojo de flores y sandalias', 'brunch', 'vestido rojo de flores'],
    ['fr', 'robe noire à pois et escarpins', 'party', 'robe noire à pois'],
    ['de', 'geblümtes Kleid, Jeansjacke und weiße Sneaker', 'brunch', 'Kleid mit Blumenmuster'],
    ['it', 'camicia azzurra a quadri, pantaloni grigi e mocassini', 'work', 'camicia azzurra a quadri'],
    ['pt', 'camisa xadrez vermelha, bermuda jeans e tênis', 'casual', 'camisa xadrez vermelha'],
    ['zh', '蓝色格子衬衫，西裤，皮鞋', 'work', '蓝色格纹衬衫'],
    ['ja', 'チェックのシャツにデニム、白スニーカー', 'casual', 'チェックのシャツ'],
    ['ko', '빨간 꽃무늬 원피스, 샌들', 'date', '꽃무늬 원피스'],
    ['ar', 'فستان مورد أحمر وصندل', 'brunch', 'الفستان المورّد الأحمر'],
  ])('%s: %s', async (language, description, occasion, named) => {
    expect((await rate(description, occasion, language)).feedback).toContain(named);
  });
});

describe('a windbreaker is casual outerwear in ten languages', () => {
  it.each<[Language, string]>([
    ['en', 'windbreaker'], ['es', 'cortavientos'], ['fr', 'coupe-vent'], ['de', 'Windjacke'], ['it', 'giacca a vento'], ['pt', 'corta-vento'],
    ['zh', '防风夹克'], ['ja', 'ウインドブレーカー'], ['ko', '바람막이'], ['ar', 'سترة واقية من الرياح'],
  ])('%s: %s', async (language, word) => {
    expect(readGarments(word, language)).toEqual(['windbreaker']);
    expect((await rate(`${word}, jeans, sneakers`, 'casual', language)).overallRating).toBeGreaterThanOrEqual(8.3);
  });

  it('风衣 stays the trench coat, and a windbreaker still runs', async () => {
    expect(readGarments('风衣', 'zh')).toEqual(['trench']);
    expect((await rate('running leggings, sports bra, windbreaker and trail shoes', 'running', 'en')).overallRating).toBeGreaterThanOrEqual(8.5);
  });
});

describe('a rain jacket at the office is the commute layer', () => {
  const office = 'grey trousers, white shirt and black loafers';
  it('with rain named it passes, a trench is still sharper, and the advice is a trench, not a blazer', async () => {
    const dry = await rate(`navy rain jacket, ${office}`, 'work', 'en');
    const wet = await rate(`navy rain jacket, ${office}, it is raining`, 'work', 'en');
    const trench = await rate(`beige trench coat, ${office}, it is raining`, 'work', 'en');
    const shell = await rate(`gore-tex jacket, ${office}, it is raining`, 'work', 'en');
    expect(wet.overallRating).toBeGreaterThan(dry.overallRating);
    expect(trench.overallRating).toBeGreaterThanOrEqual(wet.overallRating);
    expect(wet.overallRating).toBeGreaterThan(shell.overallRating);
    expect((wet.components.top.suggestions ?? []).join(' ')).toMatch(/trench/);
    expect((dry.components.top.suggestions ?? []).join(' ')).not.toMatch(/blazer/);
  });

  it.each<[Language, string]>([
    ['en', 'rain boots'], ['de', 'Regenjacke'], ['zh', '雨衣'], ['ja', 'スノーブーツ'], ['es', 'botas de agua'],
  ])('%s: a garment named for the weather names no weather (%s)', (language, word) => {
    expect(readDescription(`${word}, jeans`, language)!.weather).toEqual([]);
  });
});

describe('fresh readings', () => {
  it('suede derbies are the smart-casual shoe at a date, not too formal', async () => {
    const r = await rate('chemise rayée bleu ciel, chino beige et derbies en daim', 'date', 'fr');
    expect(r.components.footwear.rating).toBeGreaterThanOrEqual(8.3);
  });

  it('ja: ジャージのパンツ are track pants', () => {
    expect(readGarments('パーカー、ジャージのパンツ、サンダル', 'ja')).toEqual(['hoodie', 'joggers', 'sandals']);
  });
});
