import { describe, expect, it } from 'vitest';
import type { Language, RatingOccasion } from '@fitrater/contracts';
import { createLocalRater } from '../../../src/local/engine';
import { readDescription } from '../../../src/local/signals/text';
import { talk } from '../../support/chat-talk';

const rater = createLocalRater();
const rating = (description: string, occasion: RatingOccasion, language: Language) =>
  rater.rate({ image: null, description, occasion, customOccasion: null, language });
const garments = (text: string, language: Language) => readDescription(text, language)?.garments.map((m) => m.garment) ?? [];

/** Gulf dress was unread (a thobe with a ghutra scored as sandals alone, 5.6 at a wedding, "white is best left to the couple"). */
describe('Gulf national dress is read and judged at the level it is worn', () => {
  it.each<[Language, string, string[]]>([
    ['en', 'white thobe, ghutra and agal', ['thobe', 'ghutra', 'ghutra']],
    ['en', 'kandura and shemagh', ['thobe', 'ghutra']],
    ['ar', 'ثوب أبيض وشماغ وعقال', ['thobe', 'ghutra', 'ghutra']],
    ['ar', 'دشداشة وغترة', ['thobe', 'ghutra']],
    ['ar', 'كندورة بيضاء', ['thobe']],
    ['en', 'black abaya and hijab', ['abaya', 'hijab']],
    ['ar', 'عباية سوداء وشيلة', ['abaya', 'hijab']],
    ['ar', 'عباية وحجاب ونقاب', ['abaya', 'hijab', 'hijab']],
    ['ar', 'ثوب أبيض، شماغ أحمر، بشت أسود ونعال', ['thobe', 'ghutra', 'bisht', 'sandals']],
  ])('%s: "%s"', (language, text, expected) => {
    expect(garments(text, language)).toEqual(expected);
  });

  it.each<[Language, string, RatingOccasion]>([
    ['en', 'white thobe, ghutra and agal with leather sandals', 'wedding'],
    ['ar', 'ثوب أبيض وغترة وعقال وصندل جلد', 'wedding'],
    ['en', 'white thobe and ghutra', 'work'],
    ['ar', 'ثوب أبيض وشماغ', 'church'],
    ['en', 'black abaya and black hijab', 'wedding'],
    ['ar', 'ثوب أبيض، شماغ أحمر، بشت أسود ونعال', 'formal'],
  ])('%s: "%s" is right at %s, white thobe and sandals included', async (language, text, occasion) => {
    const r = await rating(text, occasion, language);
    expect(r.overallRating, r.feedback).toBeGreaterThanOrEqual(7.5);
    expect(r.feedback).not.toMatch(/couple|العروسين/);
  });
});

/** Velvet slippers were loafers "too casual" for black tie; a suit at the beach scored 5.0. */
describe('shoes and suits where they belong', () => {
  it('velvet slippers are a correct black-tie shoe', async () => {
    expect(garments('black tuxedo and velvet slippers', 'en')).toEqual(['tuxedo', 'eveningSlippers']);
    const r = await rating('black tuxedo, white shirt, bow tie and velvet slippers', 'formal', 'en');
    expect(r.components.footwear.description).not.toMatch(/casual/);
    expect(r.overallRating).toBeGreaterThanOrEqual(8.5);
  });

  it('a suit and dress shoes at the beach are clearly out of place, with the reason', async () => {
    const r = await rating('navy suit, white shirt and leather oxfords', 'beach', 'en');
    expect(r.overallRating).toBeLessThan(4.5);
    expect(r.feedback).toMatch(/suit is more formal than the beach/);
    expect((await rating('white linen shirt, linen trousers and sandals', 'beach', 'en')).overallRating).toBeGreaterThan(7.5);
  });
});

/** "I'm the bride" was not understood, and a guest's white dress at a wedding was answered "Yes". */
describe('the bride wears white; a guest does not', () => {
  it.each<[Language, string, string]>([
    ['en', "I'm the bride: ", 'white wedding dress and bridal veil'],
    ['es', 'Soy la novia: ', 'vestido de novia blanco y velo de novia'],
    ['fr', 'Je suis la mariée : ', 'robe de mariée blanche et voile de mariée'],
    ['de', 'Ich bin die Braut: ', 'weißes Brautkleid und Brautschleier'],
    ['it', 'Sono la sposa: ', 'abito da sposa bianco e velo da sposa'],
    ['pt', 'Sou a noiva: ', 'vestido de noiva branco e véu de noiva'],
    ['zh', '我是新娘：', '白色婚纱和面纱'],
    ['ja', '私は花嫁です。', '白いウェディングドレスとベール'],
    ['ko', '제가 신부예요. ', '흰색 웨딩드레스와 베일'],
    ['ar', 'أنا العروس: ', 'فستان زفاف أبيض وطرحة'],
  ])('%s: "%s%s" is read; white is right for the bride and wrong for a guest', async (language, bride, text) => {
    expect(garments(text, language)).toEqual(['weddingDress', 'bridalVeil']);
    const hers = await rating(`${bride}${text}`, 'wedding', language);
    const guest = await rating(text, 'wedding', language);
    expect(hers.overallRating, hers.feedback).toBeGreaterThanOrEqual(8);
    expect(hers.overallRating - guest.overallRating, guest.feedback).toBeGreaterThanOrEqual(1.5);
  });

  it('the bride saying so in her own words keeps the white; a guest in white is marked down', async () => {
    const bride = await rating("I'm the bride: white silk dress and white heels", 'wedding', 'en');
    const guest = await rating('white silk dress and white heels', 'wedding', 'en');
    expect(bride.overallRating - guest.overallRating).toBeGreaterThanOrEqual(1.5);
    expect(bride.feedback).not.toMatch(/couple/);
  });

  it('a bare طرحة is a headscarf unless it is said beside the wedding dress', () => {
    expect(garments('عباية وطرحة', 'ar')).toEqual(['abaya', 'hijab']);
  });

  it.each<[Language, string, RegExp]>([
    ['en', "I'm the bride, can I wear a white dress and veil?", /^Yes\./],
    ['es', 'Soy la novia, ¿puedo llevar un vestido blanco con velo?', /^Sí\./],
    ['en', 'can I wear a white dress to a wedding?', /^No\./],
  ])('%s chat: %s', async (language, question, answer) => {
    const [reply] = await talk(language, question);
    expect(reply, reply).toMatch(answer);
  });
});

/** "I'm the bride. What should I wear to my wedding?" was answered with the guests' rule: "never white". */
describe('the couple asking what to wear to their own wedding', () => {
  it.each<[Language, string, RegExp, RegExp]>([
    ['en', "I'm the bride. What should I wear to my wedding?", /white and ivory are yours/, /never white/],
    ['de', 'Ich bin die Braut. Was soll ich anziehen?', /Brautkleid/, /Kein Weiß/],
    ['ar', 'أنا العروس، ماذا ألبس؟', /فستان زفاف/, /لا أبيض/],
    ['ko', '제가 신부예요. 뭘 입어야 할까요?', /웨딩드레스/, /흰색이나 튀는 옷은 피하세요/],
  ])('%s: %s', async (language, question, says, never) => {
    const [reply] = await talk(language, question);
    expect(reply, reply).toMatch(says);
    expect(reply, reply).not.toMatch(never);
  });
});
