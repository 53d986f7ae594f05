import { describe, expect, it } from 'vitest';
import type { Language, RatingOccasion } from '@fitrater/contracts';
import { createLocalRater } from '../../../src/local/engine';
import { readDescription } from '../../../src/local/signals/text';

const rater = createLocalRater();
const rate = (description: string, occasion: RatingOccasion, language: Language) =>
  rater.rate({ image: null, description, occasion, customOccasion: null, language });

describe('ripped jeans are a cut, a torn T-shirt is wear', () => {
  it.each<[Language, string, RatingOccasion]>([
    ['es', 'jeans rotos, playera negra y tenis blancos', 'casual'],
    ['it', 'giubbotto di pelle, maglietta nera, jeans strappati e anfibi', 'concert'],
    ['zh', '黑色皮夹克，乐队T恤，破洞牛仔裤，马丁靴', 'concert'],
    ['ja', '黒のライダースジャケット、バンドT、ダメージジーンズ、編み上げブーツ', 'concert'],
  ])('%s: "%s" is not charged for wear', async (language, text, occasion) => {
    expect(readDescription(text, language)!.condition).toBe(0);
    expect((await rate(text, occasion, language)).overallRating).toBeGreaterThanOrEqual(8);
  });

  it('ripped jeans are a step more casual than clean jeans: further from a ceremony, never charged as wear', async () => {
    const ripped = await rate('jeans strappati, camicia bianca e mocassini', 'graduation', 'it');
    const clean = await rate('jeans, camicia bianca e mocassini', 'graduation', 'it');
    expect(ripped.overallRating).toBeLessThan(clean.overallRating);
    expect(readDescription('jeans strappati, camicia bianca e mocassini', 'it')!.garments[0]!.condition).toBeUndefined();
  });

  it('a tear in another piece, and a stain on the jeans, still count', () => {
    expect(readDescription('camiseta rota y vaqueros', 'es')!.condition).toBe(1);
    expect(readDescription('jeans strappati e macchiati', 'it')!.condition).toBe(1);
    expect(readDescription('zerrissenes T-Shirt, Jeans', 'de')!.garments[0]!.condition).toBe('worn');
  });
});

describe('faded jeans are a wash, a faded T-shirt is wear', () => {
  it.each<[Language, string]>([
    ['en', 'faded jeans, grey hoodie and white sneakers'],
    ['fr', 'jean délavé, sweat à capuche gris et baskets blanches'],
    ['es', 'vaqueros desgastados, sudadera gris y zapatillas blancas'],
    ['de', 'verwaschene Jeans, graues Hoodie und weiße Sneaker'],
    ['pt', 'calça jeans desbotada, moletom cinza e tênis branco'],
    ['ko', '물 빠진 청바지, 회색 후드티, 흰 운동화'],
  ])('%s: "%s" is not charged for wear', async (language, text) => {
    expect(readDescription(text, language)!.condition).toBe(0);
    expect((await rate(text, 'casual', language)).overallRating).toBeGreaterThanOrEqual(8);
  });

  it("the engine's own light-wash jeans read back without wear", () => {
    expect(readDescription('jean délavé clair, t-shirt blanc, baskets blanches', 'fr')!.condition).toBe(0);
  });

  it('a fade is half the casual step of a rip, and a faded T-shirt still counts as wear', async () => {
    const faded = (await rate('faded jeans, white shirt and loafers', 'graduation', 'en')).overallRating;
    const ripped = (await rate('ripped jeans, white shirt and loafers', 'graduation', 'en')).overallRating;
    const clean = (await rate('jeans, white shirt and loafers', 'graduation', 'en')).overallRating;
    expect(faded).toBeLessThan(clean);
    expect(ripped).toBeLessThan(faded);
    expect(readDescription('faded grey t-shirt, dark jeans, white sneakers', 'en')!.garments[0]!.condition).toBe('worn');
  });
});
