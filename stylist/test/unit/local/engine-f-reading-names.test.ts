import { describe, expect, it } from 'vitest';
import type { Language, RatingOccasion } from '@fitrater/contracts';
import { createLocalRater } from '../../../src/local/engine';
import { readDescription } from '../../../src/local/signals/text';

const rater = createLocalRater();
const rate = (description: string, occasion: RatingOccasion, language: Language) =>
  rater.rate({ image: null, description, occasion, customOccasion: null, language });
const pieces = (description: string, language: Language) => readDescription(description, language)!.garments;

describe('gingham keeps both its colours on its piece', () => {
  it.each([
    ['es', 'camisa de cuadros vichy rojo y blanco, vaqueros y zapatillas', ['red', 'white']],
    ['it', 'camicia a quadretti vichy bianca e blu, jeans e sneakers', ['white', 'blue']],
    ['pt', 'camisa xadrez vichy vermelha e branca, jeans e tênis', ['red', 'white']],
    ['fr', 'chemise vichy rouge et blanche, jean et baskets', ['red', 'white']],
  ] as [Language, string, string[]][])('%s: %s', (language, description, colours) => {
    const read = pieces(description, language);
    expect(read[0]).toMatchObject({ garment: 'shirt', print: 'checks', colours });
    // The jeans are not given the gingham's second colour.
    expect(read.find((g) => g.garment === 'jeans')?.colours).toEqual([]);
  });

  it('a comma still parts two pieces\' colours', () => {
    expect(pieces('jeans in navy, white trainers', 'en').map((g) => g.colours)).toEqual([['navy'], ['white']]);
  });
});

describe('words a member types are read', () => {
  it.each([
    ['de', 'Zopfpullover in Creme, Jeans und Stiefel', 'sweater', 'cream'],
    ['de', 'Nadelstreifenanzug, weißes Hemd und schwarze Oxfords', 'suit', null],
    ['de', 'smaragdgrünes Kleid und Ballerinas', 'dress', 'green'],
    ['de', 'lavendelfarbene Strickjacke und Jeans', 'cardigan', 'lavender'],
    ['ja', '紺のスーツに白シャツとオックスフォード', 'oxfords', null],
  ] as [Language, string, string, string | null][])('%s: %s', (language, description, garment, colour) => {
    const piece = pieces(description, language).find((g) => g.garment === garment);
    expect(piece).toBeDefined();
    if (colour) expect(piece!.colours).toContain(colour);
  });
});

describe('a stain is read by what made it, and its colour is the stain\'s', () => {
  it.each([
    ['de', 'Hemd mit Rotweinfleck, Chino und Loafer'],
    ['en', 'shirt with a red wine stain, chinos and loafers'],
    ['es', 'camisa con una mancha de vino tinto, chinos y mocasines'],
    ['fr', 'chemise tachée de vin rouge, chino et mocassins'],
    ['it', 'camicia con una macchia di vino rosso, chino e mocassini'],
    ['pt', 'camisa com mancha de vinho tinto, chino e mocassins'],
    ['zh', '衬衫上有红酒渍，卡其裤，乐福鞋'],
    ['ja', '赤ワインのシミがついたシャツ、チノパン、ローファー'],
    ['ko', '레드와인 얼룩이 있는 셔츠, 치노 팬츠, 로퍼'],
    ['ar', 'قميص عليه بقعة نبيذ، بنطلون تشينو وحذاء لوفر'],
  ] as [Language, string][])('%s: %s', async (language, description) => {
    const shirt = pieces(description, language).find((g) => g.garment === 'shirt');
    expect(shirt?.condition).toBe('worn');
    expect(shirt?.colours).toEqual([]);
    expect((await rate(description, 'work', language)).overallRating).toBeLessThan(6);
  });

  it('a wine-coloured dress with no stain stays wine', () => {
    expect(pieces('wine dress and black heels', 'en')[0]!.colours).toEqual(['wine']);
  });
});

describe('camo is olive, khaki and brown, and the print is what the office or a wedding objects to', () => {
  it('a white tee over camo cargo trousers is not a tonal white look', async () => {
    const r = await rate('white tee, camo cargo trousers and white sneakers', 'casual', 'en');
    expect(r.feedback).toContain('olive');
    expect(r.summary + r.feedback).not.toMatch(/tonal|one family/u);
  });

  it.each(['work', 'wedding'] as RatingOccasion[])('camo at %s is called a loud print', async (occasion) => {
    const r = await rate('camo cargo trousers, white shirt and loafers', occasion, 'en');
    expect(r.feedback).toContain('too loud');
    expect(r.feedback).not.toContain('too casual');
  });
});

describe('the animal the member named is named back', () => {
  it.each([
    ['en', 'zebra print skirt, black top and boots', 'zebra-print skirt'],
    ['en', 'leopard print midi skirt, black turtleneck and black boots', 'leopard-print skirt'],
    ['es', 'falda de leopardo, top negro y botines', 'de estampado de leopardo'],
    ['fr', 'jupe imprimé zèbre, top noir et bottines', 'jupe imprimé zèbre'],
    ['de', 'Rock mit Schlangenmuster, schwarzes Top und Stiefel', 'Rock mit Schlangenmuster'],
    ['it', 'gonna leopardata, top nero e stivali', 'gonna stampa leopardo'],
    ['pt', 'saia de oncinha, blusa preta e bota', 'saia com estampa de leopardo'],
    ['zh', '豹纹半身裙，黑色上衣，靴子', '豹纹半身裙'],
    ['ja', 'ゼブラ柄のスカートに黒のトップスとブーツ', 'ゼブラ柄のスカート'],
    ['ko', '호피 스커트, 검정 상의, 부츠', '호피 무늬 치마'],
    ['ar', 'تنورة بنقشة جلد النمر وبلوزة سوداء وبوت', 'تنورة بنقشة جلد النمر'],
  ] as [Language, string, string][])('%s: %s', async (language, description, named) => {
    expect((await rate(description, 'party', language)).feedback).toContain(named);
  });

  it('a print said only as animal keeps the family name', async () => {
    expect((await rate('animal print skirt, black top and boots', 'party', 'en')).feedback).toContain('animal-print skirt');
  });

  it('an Italian giacca leopardata beside trousers is a jacket, not a blazer', () => {
    expect(pieces('giacca leopardata, pantaloni neri e décolleté', 'it')[0]!.garment).toBe('jacket');
    expect(pieces('giacca a quadri, pantaloni grigi e mocassini', 'it')[0]!.garment).toBe('blazer');
  });
});

describe('a canvas shoe keeps its cloth in its name', () => {
  it.each([
    ['en', 'white canvas sneakers, jeans and a grey tee', 'white canvas sneakers'],
    ['es', 'zapatillas de lona blancas, vaqueros y camiseta gris', 'zapatillas de lona blancas'],
    ['de', 'weiße Canvas-Sneaker, Jeans und graues T-Shirt', 'Canvas-Sneaker'],
    ['zh', '白色帆布鞋，牛仔裤，灰色T恤', '白色帆布鞋'],
    ['ja', '白のキャンバススニーカー、デニム、グレーのTシャツ', 'キャンバススニーカー'],
  ] as [Language, string, string][])('%s: %s', async (language, description, named) => {
    expect((await rate(description, 'casual', language)).feedback).toContain(named);
  });
});

describe('each language\'s word for any sports shoe is the runner\'s shoe at a run', () => {
  it.each([
    ['en', 'trainers, t-shirt and shorts'],
    ['es', 'zapatillas, camiseta y pantalón corto'],
    ['de', 'Turnschuhe, T-Shirt und Shorts'],
  ] as [Language, string][])('%s: %s', async (language, description) => {
    const r = await rate(description, 'running', language);
    expect(r.components.footwear.rating).toBeGreaterThanOrEqual(8);
  });

  it('fashion sneakers are still not running shoes', async () => {
    expect((await rate('sneakers, t-shirt and shorts', 'running', 'en')).components.footwear.rating).toBeLessThan(6);
  });
});
