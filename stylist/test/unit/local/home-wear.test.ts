import { describe, expect, it } from 'vitest';
import type { Language, RatingOccasion } from '@fitrater/contracts';
import { createLocalRater } from '../../../src/local/engine';
import { readDescription } from '../../../src/local/signals/text';

const rater = createLocalRater();
const rate = async (description: string, occasion: RatingOccasion, language: Language) =>
  (await rater.rate({ image: null, description, occasion, customOccasion: null, language })).overallRating;
const garments = (text: string, language: Language) => readDescription(text, language)?.garments.map((m) => m.garment) ?? [];

/** Pyjamas and slippers were unknown words (dropped) and "slippers" a pair of loafers: pyjamas at a wedding scored 7.6. */
describe('pyjamas and house slippers are home wear, out of place out of the house', () => {
  it.each<[Language, string]>([
    ['en', 'pyjamas and slippers'], ['es', 'pijama y pantuflas'], ['fr', 'pyjama et chaussons'], ['de', 'Schlafanzug und Hausschuhe'],
    ['it', 'pigiama e pantofole'], ['pt', 'pijama e pantufas'], ['zh', '睡衣和棉拖鞋'], ['ja', 'パジャマとルームシューズ'],
    ['ko', '잠옷에 실내화'], ['ar', 'بيجامة وشبشب منزلي'],
  ])('%s: "%s" is read and scores as a clear failure for everyday wear and a wedding', async (language, text) => {
    expect(garments(text, language)).toEqual(['pyjamas', 'houseSlippers']);
    expect(await rate(text, 'casual', language)).toBeLessThan(4);
    expect(await rate(text, 'wedding', language)).toBeLessThan(4);
  });

  it('pyjamas are not sportswear', async () => {
    expect(await rate('pyjamas and slippers', 'workout', 'en')).toBeLessThan(4);
  });

  it('a velvet slipper is the evening shoe of its own and German Slipper a loafer; bare slippers are house slippers', () => {
    expect(garments('black tuxedo and velvet slippers', 'en')).toEqual(['tuxedo', 'eveningSlippers']);
    expect(garments('graue Hose und braune Slipper', 'de')).toEqual(['trousers', 'loafers']);
    expect(garments('hoodie and slippers', 'en')).toEqual(['hoodie', 'houseSlippers']);
  });

  it('the beige of بيج is not read inside بيجامة (pyjamas), and still is when said', () => {
    expect(readDescription('بيجامة وشبشب منزلي', 'ar')!.garments[0]!.colours).toEqual([]);
    expect(readDescription('بيجامة بيج وشبشب منزلي', 'ar')!.garments[0]!.colours).toEqual(['beige']);
  });
});
