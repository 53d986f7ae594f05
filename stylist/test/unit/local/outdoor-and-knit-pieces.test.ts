import { describe, expect, it } from 'vitest';
import type { Language, RatingOccasion } from '@fitrater/contracts';
import { createLocalRater } from '../../../src/local/engine';
import { readGarments } from '../../support/read-garments';

// Pieces native readers found misread: rain boots as hiking boots, a hardshell as a raincoat or a down jacket, quick-dry
// hiking trousers as cargo trousers, a fleece as a puffer, a knit set as a suit, and the US "flannel" not read at all.
describe('rain boots, shells, hiking trousers, fleeces, knit sets and flannel shirts', () => {
  it.each([
    ['zh', '雨靴', 'rainBoots'], ['ja', 'レインブーツ', 'rainBoots'], ['ko', '레인부츠', 'rainBoots'], ['ar', 'جزمة مطر', 'rainBoots'],
    ['en', 'rain boots', 'rainBoots'], ['en', 'wellies', 'rainBoots'], ['de', 'gummistiefel', 'rainBoots'], ['fr', 'bottes de pluie', 'rainBoots'],
    ['es', 'botas de agua', 'rainBoots'], ['it', 'stivali da pioggia', 'rainBoots'], ['pt', 'galochas', 'rainBoots'],
    ['zh', '冲锋衣', 'shellJacket'], ['ja', 'マウンテンパーカー', 'shellJacket'], ['ko', '하드쉘', 'shellJacket'], ['en', 'hardshell jacket', 'shellJacket'],
    ['zh', '速干裤', 'hikingTrousers'], ['zh', '登山裤', 'hikingTrousers'], ['en', 'hiking trousers', 'hikingTrousers'],
    ['fr', 'pantalon de randonnée', 'hikingTrousers'], ['de', 'wanderhose', 'hikingTrousers'],
    ['en', 'fleece jacket', 'fleece'], ['de', 'fleecejacke', 'fleece'], ['fr', 'polaire', 'fleece'], ['zh', '抓绒衣', 'fleece'],
    ['ja', 'フリース', 'fleece'], ['ko', '플리스', 'fleece'],
    ['zh', '针织套装', 'knitSet'], ['ja', 'ニットセットアップ', 'knitSet'], ['ko', '니트 세트', 'knitSet'], ['en', 'knit set', 'knitSet'],
    ['en', 'flannel', 'flannelShirt'], ['en', 'flannel shirt', 'flannelShirt'],
  ] as const)('%s: %s is read as %s', (language, word, id) => {
    expect(readGarments(word, language)).toEqual([id]);
  });

  it('UK flannels and flannel written before a garment stay the cloth of trousers', () => {
    expect(readGarments('navy blazer with grey flannels', 'en')).toEqual(['blazer:navy', 'trousers:grey']);
    expect(readGarments('grey flannel trousers', 'en')).toEqual(['trousers:grey']);
    expect(readGarments('red flannel over a white tee', 'en')).toEqual(['flannelShirt:red', 'tshirt:white']);
  });

  const rate = async (description: string, occasion: RatingOccasion, language: Language) =>
    (await createLocalRater().rate({ image: null, description, occasion, customOccasion: null, language })).components;

  it('rain boots are right on a rainy day in town, and a stylist does not call them hiking boots', async () => {
    const c = await rate('trench coat, jeans, striped top and rain boots on a rainy day', 'casual', 'en');
    expect(c.footwear.rating).toBeGreaterThanOrEqual(8);
    expect(c.footwear.description).not.toMatch(/hiking/i);
  });

  it('a hardshell, a fleece and hiking trousers are the kit for a hike and too casual for the office', async () => {
    const hike = await rate('冲锋衣，抓绒衣，速干裤，登山鞋，背包', 'hiking', 'zh');
    expect(hike.top.rating).toBeGreaterThanOrEqual(8.5);
    expect(hike.bottom.rating).toBeGreaterThanOrEqual(8.5);
    const office = await rate('マウンテンパーカー、登山パンツ、スニーカー', 'work', 'ja');
    expect(office.top.rating).toBeLessThan(6.5);
    expect(office.bottom.rating).toBeLessThan(6.5);
  });

  it('a flannel shirt is casual: right for the weekend, a step down at an interview', async () => {
    expect((await rate('red flannel over a white tee, jeans, boots', 'casual', 'en')).top.rating).toBeGreaterThanOrEqual(8);
    expect((await rate('red flannel over a white tee, jeans, boots', 'interview', 'en')).top.rating).toBeLessThan(6);
  });
});
