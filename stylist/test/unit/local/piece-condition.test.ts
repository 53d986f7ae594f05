import { describe, expect, it } from 'vitest';
import type { Language, RatingOccasion } from '@fitrater/contracts';
import { createLocalRater } from '../../../src/local/engine';
import { adviseOn } from '../../../src/local/styling/advice';
import { PACKS } from '../../../src/local/i18n/packs';
import { readDescription } from '../../../src/local/signals/text';

const rater = createLocalRater();
const EMPTY = { preferredStyles: [], avoidedStyles: [], preferredColors: [], budgetRange: null, lifestyle: null, bestOutfits: [] };

async function rateAndAdvise(language: Language, occasion: RatingOccasion, description: string) {
  const answer = await rater.rate({ image: null, description, occasion, customOccasion: null, language });
  const outfit = { ratingId: '00000000-0000-4000-8000-000000000001', overallRating: answer.overallRating, occasion, description, components: answer.components, summary: answer.summary, text: description };
  return { answer, advice: adviseOn({ outfit, description: null, occasion, profile: EMPTY, language, seed: 'r1' } as never) };
}

/** A stained T-shirt, as natives describe one for a casual day. */
const STAINED: [Language, string, RegExp][] = [
  ['en', 'stained white t-shirt, jeans and sneakers', /wash or replace the white t-shirt/i],
  ['es', 'camiseta blanca manchada, vaqueros y zapatillas', /lava o cambia la camiseta blanca/i],
  ['fr', 't-shirt blanc taché, jean et baskets', /lavez ou remplacez le t-shirt blanc/i],
  ['de', 'fleckiges weißes T-Shirt, Jeans und Sneaker', /waschen oder ersetzen sie das t-shirt/i],
  ['it', 'maglietta bianca macchiata, jeans e sneakers', /lava o sostituisci la maglietta bianca/i],
  ['pt', 'camiseta branca manchada, calça jeans e tênis', /lave ou troque a camiseta branca/i],
  ['zh', '有污渍的白色T恤、牛仔裤和运动鞋', /把污渍清理干净，或者换新的/],
  ['ja', 'シミのある白いTシャツとジーンズ、スニーカー', /汚れを落とすか、買い替えましょう/],
  ['ko', '얼룩진 흰 티셔츠에 청바지, 운동화', /얼룩을 지우거나 새것으로 바꿔 주세요/],
  ['ar', 'تيشيرت أبيض متسخ وجينز وحذاء رياضي', /الأفضل تنظيف التيشيرت الأبيض/],
];

describe('a stained piece is cleaned or replaced, never kept', () => {
  it.each(STAINED)('%s: "%s"', async (language, description, clean) => {
    const { answer, advice } = await rateAndAdvise(language, 'casual', description);
    const top = answer.components.top;
    const keep = PACKS[language].phrases['sugg.keep'];
    expect(top.rating!).toBeLessThan(7.5);
    expect([top.description, ...(top.suggestions ?? [])].join(' ')).toMatch(clean);
    for (const s of top.suggestions ?? []) expect(keep).not.toContain(s);
    expect(advice.top.keepCurrent).toBe(false);
    expect(advice.top.advice).toMatch(clean);
  });

  it.each<[Language, string, string]>([
    ['en', 'creased white shirt', 'creased'], ['en', 'a stained shirt and creased chinos', 'worn'],
    ['fr', 'chemise froissée', 'creased'], ['de', 'zerknittertes Hemd', 'creased'], ['zh', '皱巴巴的衬衫', 'creased'],
    ['ja', 'しわくちゃのシャツ', 'creased'], ['ko', '구겨진 셔츠', 'creased'], ['ar', 'قميص مجعد', 'creased'],
  ])('%s: "%s" marks the shirt %s', (language, text, condition) => {
    expect(readDescription(text, language)!.garments[0]!.condition).toBe(condition);
  });

  it('the word goes to the piece it is said of, not its neighbour', () => {
    const g = readDescription('얼룩진 흰 티셔츠에 낡은 청반바지, 슬리퍼', 'ko')!.garments;
    expect(g.map((m) => [m.garment, m.condition ?? null])).toEqual([['tshirt', 'worn'], ['shorts', 'worn'], ['flipFlops', null]]);
    const e = readDescription('white t-shirt, jeans and scuffed loafers', 'en')!.garments;
    expect(e.map((m) => m.condition ?? null)).toEqual([null, null, 'worn']);
  });
});

/** A shirt too dressy for a beach or a hot day is swapped for something lighter, never a knit. */
const KNIT = /knit|jumper|sweater|jersey|\bpunto\b|\bpull\b|maille|pullover|strick|maglion|\bmaglia\b|suéter|malha|毛衣|针织|ニット|니트|كنزة/iu;
const HOT_BEACH: [Language, string][] = [
  ['en', 'white dress shirt, khaki shorts and sandals'],
  ['es', 'camisa blanca de vestir, shorts caqui y sandalias'],
  ['fr', 'chemise blanche habillée, short kaki et sandales'],
  ['de', 'weißes Oberhemd, Shorts in Khaki und Sandalen'],
  ['it', 'camicia bianca elegante, shorts cachi e sandali'],
  ['pt', 'camisa social branca, bermuda cáqui e sandálias'],
  ['zh', '白色正装衬衫、卡其色短裤和凉鞋'],
  ['ja', '白いドレスシャツにベージュのショートパンツ、サンダル'],
  ['ko', '흰 드레스 셔츠에 베이지 반바지, 샌들'],
  ['ar', 'قميص رسمي أبيض وشورت بيج وصندل'],
];

describe('a lighter swap on the beach', () => {
  it.each(HOT_BEACH)('%s: "%s" at the beach is not offered a knit', async (language, description) => {
    const { answer, advice } = await rateAndAdvise(language, 'beach', description);
    const top = answer.components.top;
    expect(top.suggestions?.length).toBeGreaterThan(0);
    for (const s of top.suggestions ?? []) expect(s).not.toMatch(KNIT);
    expect(advice.top.advice).not.toMatch(KNIT);
  });
});

describe('what a native names is read as they mean it', () => {
  it.each<[Language, string]>([
    ['en', 'hot day: white linen shirt, khaki shorts and sandals'], ['fr', 'chemise en lin blanche, short kaki et sandales'],
    ['zh', '天热，白色亚麻衬衫、卡其色短裤和凉鞋'], ['ja', '白いリネンシャツにベージュのショートパンツ、サンダル'],
    ['ko', '흰 린넨 셔츠에 베이지 반바지, 샌들'], ['ar', 'قميص كتان أبيض وشورت بيج وصندل'],
  ])('%s: a linen shirt is right for the beach, not swapped for a linen shirt ("%s")', async (language, description) => {
    const { answer, advice } = await rateAndAdvise(language, 'beach', description);
    expect(answer.components.top.rating!).toBeGreaterThanOrEqual(7.5);
    expect(advice.top.keepCurrent).toBe(true);
  });

  it.each<[Language, string]>([
    ['fr', 'short en jean élimé'], ['es', 'shorts vaqueros rotos'], ['de', 'ausgefranste Jeansshorts'],
    ['it', 'shorts di jeans sfilacciati'], ['pt', 'short jeans desfiado'], ['en', 'frayed denim shorts'],
  ])('%s: "%s" is one pair of worn shorts, not shorts and jeans', (language, text) => {
    expect(readDescription(text, language)!.garments.map((g) => [g.garment, g.condition])).toEqual([['shorts', 'worn']]);
  });

  it('a French "pochette" beside a dress is a clutch; a "pochette de costume" is the pocket square', () => {
    expect(readDescription('robe bordeaux, escarpins noirs et pochette dorée', 'fr')!.garments.map((g) => g.garment)).toEqual(['dress', 'heels', 'clutch']);
    expect(readDescription('costume gris et pochette de costume blanche', 'fr')!.garments.map((g) => g.garment)).toEqual(['suit', 'pocketSquare']);
  });

  it('a part the rating asks to change is not kept, whatever its score', async () => {
    // At a graduation black jeans are a step below the day (at a date they are right, and kept).
    const { answer, advice } = await rateAndAdvise('fr', 'graduation', 'sous la pluie : trench beige, jean noir, baskets blanches et parapluie');
    expect(answer.components.bottom.rating!).toBeGreaterThanOrEqual(7.5);
    expect(answer.components.bottom.suggestions?.[0]).not.toBe(PACKS.fr.phrases['sugg.keep'][0]);
    expect(advice.bottom.keepCurrent).toBe(false);
  });

  it('a creased suit with a crisp shirt is a top to press, not a strong part to keep', async () => {
    const { answer, advice } = await rateAndAdvise('fr', 'interview', 'costume gris froissé, chemise blanche et chaussures marron');
    expect(answer.components.top.rating!).toBeLessThan(7.5);
    expect(advice.top.keepCurrent).toBe(false);
    expect(advice.top.recommendation).toMatch(/Repassez le costume gris/);
  });
});

describe('a creased piece is pressed, not replaced', () => {
  it.each<[Language, string, string]>([
    ['en', 'a wrinkled grey suit, white shirt and brown shoes', 'Press or steam the grey suit.'],
    ['fr', 'costume gris froissé, chemise blanche et chaussures marron', 'Repassez le costume gris.'],
    ['zh', '皱巴巴的灰色西装，白衬衫，棕色皮鞋', '熨平整再穿。'],
    ['de', 'zerknitterter grauer Anzug, weißes Hemd und braune Schuhe', 'Bügeln Sie den Anzug in Grau.'],
  ])('%s: the advice on "%s" recommends pressing the suit', async (language, description, press) => {
    const { advice } = await rateAndAdvise(language, 'interview', description);
    expect(advice.top.recommendation).toBe(press);
    expect(advice.top.advice).not.toContain(press);
  });
});

describe('advice quotes the piece, not the rating sentence about it', () => {
  it('Arabic: a piece "on the beach" (على الشاطئ, written في in the template) is read back to its name', async () => {
    const { advice } = await rateAndAdvise('ar', 'beach', 'في الحر: قميص كتان أبيض وشورت بيج وصندل ونظارة شمسية وقبعة قش');
    for (const part of [advice.top, advice.bottom, advice.shoes]) expect(part.advice).not.toMatch(/خيار|الشاطئ/u);
  });
});

describe('advice does not call a look whose colours hold it back "everything works"', () => {
  it.each<[Language, string, RegExp]>([
    ['en', 'red blouse, green pleated skirt, black heels and a black clutch', /how the pieces go together/u],
    ['fr', 'chemisier rouge, jupe plissée verte, escarpins noirs et pochette noire', /leur association qui retient la tenue/u],
    ['zh', '红色衬衫配绿色百褶裙、黑色高跟鞋和黑色手拿包', /拖后腿的是它们的搭配/u],
  ])('%s: "%s" at a wedding', async (language, description, together) => {
    const { answer, advice } = await rateAndAdvise(language, 'wedding', description);
    expect(answer.summary).not.toMatch(/standout|excellent/iu);
    expect(advice.overall).toMatch(together);
  });

  it('a look that scores as well as its parts still "works"', async () => {
    const { advice } = await rateAndAdvise('en', 'work', 'white shirt, navy trousers and black loafers, with a watch');
    expect(advice.overall).toContain('Everything works');
  });
});
