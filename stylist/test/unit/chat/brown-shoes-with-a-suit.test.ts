import { describe, expect, it } from 'vitest';
import type { Language } from '@fitrater/contracts';
import { writeLocalReply } from '../../../src/local/chat';
import { understand } from '../../../src/local/chat/understand';
import { readDescription } from '../../../src/local/chat/rater';

const NO_FACTS = { ratedOutfits: 0, averageRating: null, best: null, latest: null };
const ask = (message: string, language: Language) =>
  writeLocalReply({ message, image: null, personality: 'professional', language, history: [], facts: NO_FACTS });

/** "Brown shoes with a navy suit for an interview?" with the plain shoe word, as members write it in each language. */
const BROWN_SHOES: [Language, string][] = [
  ['en', 'Should I wear brown shoes with a navy suit for an interview?'],
  ['es', '¿Zapatos marrones con un traje azul marino para una entrevista?'],
  ['fr', 'Des chaussures marron avec un costume bleu marine pour un entretien ?'],
  ['de', 'Braune Schuhe zu einem marineblauen Anzug für ein Vorstellungsgespräch?'],
  ['it', 'Scarpe marroni con un abito blu navy per un colloquio?'],
  ['pt', 'Sapatos marrons com um terno azul-marinho para uma entrevista?'],
  ['zh', '面试穿藏青色西装配棕色的鞋可以吗？'],
  ['ja', '面接にネイビーのスーツと茶色の靴はどう？'],
  ['ko', '면접에 네이비 정장과 갈색 신발 괜찮아요?'],
  ['ar', 'هل الحذاء البني مع بدلة كحلية مناسب لمقابلة عمل؟'],
];

const SCORE = /(\d+(?:[.,٫]\d)?)\s?\/\s?10/;

describe('plain shoes named beside a suit are leather dress shoes', () => {
  it.each(BROWN_SHOES)('%s: "%s" reads brown dress shoes beside the navy suit', (language, message) => {
    const u = understand(message, false, [], language);
    expect(u.intent).toBe('rateIdea');
    expect(u.garments.map((g) => [g.garment, g.colours]).sort()).toEqual([['oxfords', ['brown']], ['suit', ['navy']]]);
  });

  it.each(BROWN_SHOES)('%s: the answer is a good match for the interview, with no swap', async (language, message) => {
    const reply = await ask(message, language);
    const score = Number(SCORE.exec(reply)?.[1]?.replace(/[,٫]/, '.'));
    expect(score, reply).toBeGreaterThanOrEqual(8.5);
    expect(reply).not.toMatch(/swap|cambia|remplacez|tauschen|sostituisci|troque|换成|替えて|바꾸|استبدل/i);
  });

  it('the rating engine reads them the same way, and shoes alone keep their plain reading', () => {
    expect(readDescription('navy suit, black shoes', 'en')!.garments.map((g) => g.garment)).toEqual(['suit', 'oxfords']);
    expect(readDescription('grey hoodie, black shoes', 'en')!.garments.map((g) => g.garment)).toEqual(['hoodie', 'shoes']);
  });

  it('"what shoes go with a navy suit?" still asks for shoes', () => {
    expect(understand('What shoes go with a navy suit?', false, [], 'en').item).toBe('shoes');
    expect(understand('¿Qué zapatos van con un traje azul marino?', false, [], 'es').item).toBe('shoes');
  });
});
