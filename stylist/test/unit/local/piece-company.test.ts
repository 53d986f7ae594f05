import { describe, expect, it } from 'vitest';
import type { Language, RatingOccasion } from '@fitrater/contracts';
import { createLocalRater } from '../../../src/local/engine';
import { readGarments as read } from '../../support/read-garments';

const rater = createLocalRater();
const score = async (description: string, occasion: RatingOccasion, language: Language) =>
  (await rater.rate({ image: null, description, occasion, customOccasion: null, language })).overallRating;

describe('a piece is read by the company it keeps', () => {
  it.each<[Language, string]>([
    ['en', 'team jersey, shorts, socks and cleats'],
    ['es', 'camiseta del equipo, short, medias y tacos'],
    ['it', 'maglia della squadra, pantaloncini, calzettoni e scarpini'],
    ['ja', 'ユニフォーム、サッカーパンツ、ソックス、スパイク'],
  ])('%s: plain socks and shorts beside football kit are the kit\'s, and the kit scores as the right kit', async (language, text) => {
    expect(read(text, language)).toEqual(['sportsTop', 'sportsShorts', 'sportsSocks', 'cleats']);
    expect(await score(text, 'football', language)).toBeGreaterThanOrEqual(8.5);
  });

  it('socks said to be dark or black stay dress socks, and denim shorts stay shorts, even beside kit', () => {
    expect(read('running shoes, black socks', 'en')).toEqual(['runningShoes', 'dressSocks:black']);
    expect(read('denim shorts, socks and jeans', 'en')).toEqual(['shorts', 'dressSocks', 'jeans']);
  });

  it.each<[Language, string, RatingOccasion, string[]]>([
    ['en', 'leggings, sports bra, running jacket and trainers', 'running', ['leggings', 'sportsTop', 'runningJacket', 'runningShoes']],
    ['en', 'basketball jersey, mesh shorts and high tops', 'basketball', ['sportsTop', 'sportsShorts', 'cleats']],
    ['en', 'kit, shin pads, socks and boots', 'football', ['sportsKit', 'sportsGear', 'sportsSocks', 'cleats']],
    ['fr', 'maillot de basket, short large et baskets montantes', 'basketball', ['sportsTop', 'sportsShorts', 'cleats']],
    ['pt', 'saia de tênis branca, polo branca e tênis branco', 'tennis', ['tennisSkirt:white', 'polo:white', 'cleats:white']],
    ['pt', 'legging preta, top, corta-vento e tênis de corrida', 'running', ['leggings:black', 'sportsTop', 'windbreaker', 'runningShoes']],
  ])('%s: plain trainers, boots and a bare top beside a sport\'s kit are that sport\'s (%s)', async (language, text, occasion, garments) => {
    expect(read(text, language)).toEqual(garments);
    const answer = await rater.rate({ image: null, description: text, occasion, customOccasion: null, language });
    expect(answer.components.footwear.rating).toBeGreaterThanOrEqual(8.3);
    expect(answer.components.top.rating ?? 9).toBeGreaterThanOrEqual(8.3);
  });

  it('leggings alone do not make trainers or boots sports shoes, and fashion shoes keep their name beside kit', () => {
    expect(read('leggings, long jumper and boots', 'en')).toEqual(['leggings', 'sweater', 'boots']);
    expect(read('leggings, oversized hoodie and white sneakers', 'en')).toEqual(['leggings', 'hoodie', 'sneakers:white']);
    expect(read('football shirt, shorts and chelsea boots', 'en')).toEqual(['sportsTop', 'sportsShorts', 'boots']);
    // A smartwatch, a gym bag or ankle socks are worn everywhere; jeans say it is no kit.
    expect(read('smartwatch, jeans and white sneakers', 'en')).toEqual(['sportsGear', 'jeans', 'sneakers:white']);
    expect(read('jeans, white sneakers and ankle socks', 'en')).toEqual(['jeans', 'sneakers:white', 'sportsSocks']);
    expect(read('gym bag, hoodie, jeans and sneakers', 'en')).toEqual(['sportsGear', 'hoodie', 'jeans', 'sneakers']);
    expect(read('base layer, jeans and boots', 'en')).toEqual(['sportsTop', 'jeans', 'boots']);
  });

  it.each<[Language, string, string]>([
    ['en', 'black tuxedo, bow tie, white shirt and patent shoes', 'black tuxedo, bow tie and patent shoes'],
    ['es', 'esmoquin negro, pajarita, camisa blanca y zapatos de charol', 'esmoquin negro, pajarita y zapatos de charol'],
    ['de', 'Smoking, Fliege, weißes Hemd und Lackschuhe', 'Smoking, Fliege und Lackschuhe'],
    ['it', 'smoking, papillon, camicia bianca e scarpe di vernice', 'smoking, papillon e scarpe di vernice'],
    ['zh', '黑色燕尾服，领结，白衬衫，漆皮鞋', '黑色燕尾服，领结，漆皮鞋'],
    ['ja', 'タキシード、蝶ネクタイ、白シャツ、エナメルの靴', 'タキシード、蝶ネクタイ、エナメルの靴'],
  ])('%s: naming the white shirt worn under a tuxedo does not lower a formal look', async (language, withShirt, without) => {
    expect(await score(withShirt, 'formal', language)).toBeGreaterThanOrEqual(await score(without, 'formal', language));
    const answer = await rater.rate({ image: null, description: withShirt, occasion: 'formal', customOccasion: null, language });
    expect(answer.components.top.rating).toBeGreaterThanOrEqual(8.5);
  });
});

describe('a top under a trouser suit', () => {
  it('is judged at the suit\'s level, not as a casual top that lowers a work look', async () => {
    const answer = await rater.rate({ image: null, description: 'tailleur pantalon beige, top en soie et escarpins nude', occasion: 'work', customOccasion: null, language: 'fr' });
    expect(answer.components.top.rating).toBeGreaterThanOrEqual(8.5);
    expect(answer.summary).not.toMatch(/Le haut/u);
  });
});
