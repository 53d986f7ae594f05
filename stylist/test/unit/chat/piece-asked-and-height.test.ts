import { describe, expect, it } from 'vitest';
import type { Language } from '@fitrater/contracts';
import { understand } from '../../../src/local/chat/understand';
import { bodyOfHeight, heightCm } from '../../../src/local/chat/understand/height';
import { talk } from '../../support/chat-talk';

// "Which shirt goes with a navy suit?" asks for the shirt; it is not a pair to rate.
const WHICH_SHIRT: [Language, string][] = [
  ['en', 'Which shirt goes with a navy suit?'], ['en', 'What shirt should I wear with a grey suit?'],
  ['es', '¿Qué camisa combina con un traje azul marino?'], ['fr', 'Quelle chemise avec un costume gris ?'],
  ['de', 'Welches Hemd passt zu einem grauen Anzug?'], ['it', 'Che camicia abbinare a un abito blu?'],
  ['zh', '灰色西装配什么衬衫？'], ['ko', '회색 정장에 어떤 셔츠가 어울려요?'], ['ar', 'أي قميص يناسب بدلة رمادية؟'],
];

describe('a piece named without a colour beside another is the piece asked for', () => {
  it.each(WHICH_SHIRT)('%s: %s', async (language, question) => {
    const u = understand(question, false, [], language);
    expect(u.intent).toBe('item');
    expect(u.itemGarment).toBe('shirt');
    expect(u.garments.map((g) => g.garment)).toEqual(['suit']);
    const [reply = ''] = await talk(language, question);
    // Shirt colours for the suit, never a score for "the shirt and the suit".
    expect(reply).not.toMatch(/\d[.,]\d\/10/u);
  });

  it('how to style a pair, and a care question, keep their own kind', () => {
    expect(understand('Wie style ich Jeans mit Loafern in Braun?', false, [], 'de').intent).toBe('rateIdea');
    expect(understand('¿Cómo saco una mancha de café de una camisa blanca?', false, [], 'es').intent).toBe('care');
  });
});

describe('a height said in numbers says the body', () => {
  it.each<[string, number | null]>([
    ['Ich bin 1,58 m groß', 158], ['je mesure 1m60', 160], ['mido 1.75 m', 175], ['Mido 1,55. ¿Qué zapatos?', 155],
    ['Tenho 1,52, que sapatos?', 152], ["I'm 5'2 and petite", 157], ['I am 5 ft 10', 178], ['158 cm', 158],
    ['我身高1米58', 158], ['身長158センチです', 158], ['키 158인데', 158], ['أنا طولي 160 سم', 160],
    ['size 38 shoes', null], ['I have 2 dresses', null], ['100 euros', null],
  ])('%s → %s cm', (message, cm) => {
    expect(heightCm(message)).toBe(cm);
  });

  it('under 163 cm is petite, from 178 cm tall, and between neither, whatever word states it', () => {
    expect(bodyOfHeight('Ich bin 1,58 m groß')).toBe('petite');
    expect(bodyOfHeight('Je mesure 1m80')).toBe('tall');
    expect(bodyOfHeight('I am 1.70 m tall')).toBeNull();
    expect(understand('Ich bin 1,58 m groß. Welche Schuhe zum Kleid?', false, [], 'de').body).toBe('petite');
    expect(understand('I am 1.70 m tall, which shoes with a dress?', false, [], 'en').body).toBeNull();
  });

  it.each<[Language, string]>([
    ['de', 'Ich bin 1,58 m groß. Welche Schuhe zum Kleid?'],
    ['en', 'I am 5 ft 2, what heels should I wear with a midi dress?'],
    ['es', 'Mido 1,55. ¿Qué zapatos con un vestido midi?'],
  ])('%s: shoes for a petite frame, not the tall answer or the fit rule (%s)', (language, question) => {
    const u = understand(question, false, [], language);
    expect(u.body).toBe('petite');
    expect(u.intent).toBe('pairing');
  });
});

describe('"is it a mistake?" is asked whether something is wrong, and answered the right way round', () => {
  it.each<[Language, string, RegExp]>([
    ['fr', 'Est-ce une faute de porter du marron avec du noir ?', /^Non, à deux conditions/u],
    ['de', 'Ist Braun mit Schwarz falsch?', /^Nein, unter zwei Bedingungen/u],
    ['it', 'È un errore di stile abbinare marrone e nero?', /^No, a due condizioni/u],
  ])('%s: %s', async (language, question, opener) => {
    const [reply = ''] = await talk(language, question);
    expect(reply).toMatch(opener);
  });
});
