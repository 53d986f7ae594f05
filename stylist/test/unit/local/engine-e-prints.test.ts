import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language, type RatingOccasion } from '@fitrater/contracts';
import { createLocalRater } from '../../../src/local/engine';
import { readDescription } from '../../../src/local/signals/text';
import { PRINT_KINDS, WORDS, vocabularyProblems } from '../../../src/local/lexicon/words';
import { CATALOGUES } from '../../../src/local/languages/registry';

const rater = createLocalRater();
const rate = (description: string, occasion: RatingOccasion, language: Language) =>
  rater.rate({ image: null, description, occasion, customOccasion: null, language });

describe('print words live in each language\'s table', () => {
  it('every language names every print kind, and the tables check that', () => {
    for (const language of LANGUAGES) for (const kind of PRINT_KINDS) expect(WORDS[language].prints[kind], `${language}.${kind}`).not.toBe('');
    const en = WORDS.en;
    // A print word left among the plain statement words would lose its kind; a missing kind is a hole in the language.
    expect(vocabularyProblems({ en: { ...en, patterns: `${en.patterns}|leopard` } })).toContain('en.patterns: "leopard" is a print');
    expect(vocabularyProblems({ en: { ...en, prints: { ...en.prints, camo: '' } } })).toContain('en.prints.camo: empty');
  });
});

// An animal print or camouflage as shops write it, on the piece it is said of, and the name the feedback gives it back by
// (the animal the member named: a leopard skirt is not named only by the family).
const PRINTED: [Language, string, string, 'animal' | 'camo', string][] = [
  ['en', 'leopard print midi skirt, black turtleneck and black boots', 'skirt', 'animal', 'leopard-print skirt'],
  ['es', 'falda de estampado de leopardo, jersey negro y botines', 'skirt', 'animal', 'falda de estampado de leopardo'],
  ['fr', 'jupe imprimé léopard, pull noir et bottines', 'skirt', 'animal', 'jupe imprimé léopard'],
  ['de', 'Bluse mit Leopardenmuster, schwarze Jeans und Stiefeletten', 'blouse', 'animal', 'Bluse mit Leopardenmuster'],
  ['it', 'gonna leopardata, dolcevita nero e stivaletti', 'skirt', 'animal', 'gonna stampa leopardo'],
  ['pt', 'saia de oncinha, blusa preta e bota', 'skirt', 'animal', 'saia com estampa de leopardo'],
  ['zh', '豹纹半身裙，黑色高领毛衣，黑色短靴', 'skirt', 'animal', '豹纹半身裙'],
  ['ja', 'ヒョウ柄のスカートに黒のタートルネックとブーツ', 'skirt', 'animal', 'ヒョウ柄のスカート'],
  ['ko', '호피 스커트, 검정 터틀넥, 앵클부츠', 'skirt', 'animal', '호피 무늬 치마'],
  ['ar', 'تنورة بنقشة جلد النمر وكنزة سوداء وبوت', 'skirt', 'animal', 'تنورة بنقشة جلد النمر'],
  ['en', 'camo jacket, white tee, black jeans and sneakers', 'jacket', 'camo', 'camo jacket'],
  ['es', 'pantalón de camuflaje, camiseta blanca y zapatillas', 'cargo', 'camo', 'de camuflaje'],
  ['fr', 'pantalon camouflage, t-shirt blanc et baskets', 'cargo', 'camo', 'camouflage'],
  ['de', 'Camouflage-Hose, weißes T-Shirt und Sneaker', 'cargo', 'camo', 'mit Tarnmuster'],
  ['it', 'pantaloni mimetici, t-shirt bianca e sneakers', 'cargo', 'camo', 'mimetici'],
  ['pt', 'calça camuflada, camiseta branca e tênis', 'cargo', 'camo', 'camuflada'],
  ['zh', '迷彩裤，白色T恤，运动鞋', 'cargo', 'camo', '迷彩'],
  ['ja', '迷彩柄のパンツに白Tとスニーカー', 'cargo', 'camo', '迷彩柄の'],
  ['ko', '카모 팬츠, 흰 티셔츠, 스니커즈', 'cargo', 'camo', '카모'],
  ['ar', 'بنطلون كاموفلاج وتيشيرت أبيض وسنيكرز', 'cargo', 'camo', 'مموّه'],
];

describe('animal prints and camouflage are read on their piece and named with it', () => {
  it.each(PRINTED)('%s: %s', async (language, description, garment, print, named) => {
    const piece = readDescription(description, language)!.garments.find((g) => g.print === print);
    // Camo trousers are the cargo trousers of field wear, not the dress trousers the plain word names.
    expect(piece?.garment).toBe(garment);
    const r = await rate(description, 'casual', language);
    expect(r.feedback).toContain(named);
    expect(r.overallRating).toBeGreaterThanOrEqual(8);
  });
});

describe('a statement print is one piece that speaks, and a miss where the occasion is quiet', () => {
  const FUNERAL: [Language, string, string][] = [
    ['en', 'plain navy dress, black flats and a small black bag', 'leopard print dress, black flats and a small black bag'],
    ['es', 'vestido azul marino liso, bailarinas negras y bolso negro', 'vestido de leopardo, bailarinas negras y bolso negro'],
    ['fr', 'robe marine unie, ballerines noires et petit sac noir', 'robe imprimé léopard, ballerines noires et petit sac noir'],
    ['de', 'schlichtes dunkelblaues Kleid, schwarze Ballerinas und Handtasche', 'Kleid mit Leopardenmuster, schwarze Ballerinas und Handtasche'],
    ['it', 'vestito blu a tinta unita, ballerine nere e borsetta nera', 'vestito leopardato, ballerine nere e borsetta nera'],
    ['pt', 'vestido azul-marinho liso, sapatilhas pretas e bolsa preta', 'vestido de oncinha, sapatilhas pretas e bolsa preta'],
    ['zh', '藏青色连衣裙，黑色平底鞋，黑色小包', '豹纹连衣裙，黑色平底鞋，黑色小包'],
    ['ja', 'ネイビーのワンピースに黒のフラットシューズ', 'ヒョウ柄のワンピースに黒のフラットシューズ'],
    ['ko', '네이비 원피스, 검정 플랫슈즈', '호피 원피스, 검정 플랫슈즈'],
    ['ar', 'فستان كحلي سادة وحذاء باليرينا أسود', 'فستان بنقشة جلد النمر وحذاء باليرينا أسود'],
  ];
  it.each(FUNERAL)('%s: a leopard dress at a service is below a pass, the dress is the piece to change, and the feedback says why', async (language, plain, leopard) => {
    const [a, b] = [await rate(plain, 'church', language), await rate(leopard, 'church', language)];
    expect(b.overallRating).toBeLessThan(6.5);
    expect(a.overallRating - b.overallRating).toBeGreaterThanOrEqual(2);
    expect(b.components.top.rating).toBeLessThanOrEqual(5.5);
    expect(b.feedback).toContain(CATALOGUES[language].penalties.loudPrint);
    expect(a.feedback).not.toContain(CATALOGUES[language].penalties.loudPrint);
  });

  it('camo at an interview is charged with the print named; the same jacket at a concert is not', async () => {
    const interview = await rate('camo jacket, white shirt, grey trousers and black loafers', 'interview', 'en');
    expect(interview.feedback).toContain('statement print at a quiet occasion');
    const concert = await rate('camo jacket, white tee, black jeans and boots', 'concert', 'en');
    expect(concert.feedback).not.toContain('statement print');
    expect(concert.overallRating).toBeGreaterThanOrEqual(8);
  });

  it.each<[Language, string]>([
    ['en', 'leopard print skirt, black turtleneck and black boots'],
    ['de', 'Rock mit Leoprint, schwarzer Rollkragenpullover und Stiefeletten'],
    ['ja', 'ヒョウ柄のスカートに黒のタートルネックとブーツ'],
  ])('%s: at a party the leopard skirt is the accent an all-black look wants, not "too quiet"', async (language, description) => {
    const printed = await rate(description, 'party', language);
    const plain = await rate(description.replace(/leopard print |mit Leoprint|ヒョウ柄の/u, ''), 'party', language);
    expect(printed.overallRating).toBeGreaterThan(plain.overallRating);
  });
});
