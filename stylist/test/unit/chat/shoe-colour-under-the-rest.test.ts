import { describe, expect, it } from 'vitest';
import type { Language } from '@fitrater/contracts';
import { writeLocalReply } from '../../../src/local/chat';
import { verdictFor } from '../../../src/local/chat/outfits';
import { CATALOGUES } from '../../../src/local/languages/registry';
import { typeset } from '../../../src/local/grammar/typeset';
import { afterColon } from '../../../src/local/chat/plan';

const NO_FACTS = { ratedOutfits: 0, averageRating: null, best: null, latest: null };
const ask = (message: string, language: Language) =>
  writeLocalReply({ message, image: null, personality: 'professional', language, history: [], facts: NO_FACTS });

/** "Can I wear brown shoes with a black suit?" as members write it in each language. */
const BROWN_WITH_BLACK: [Language, string][] = [
  ['en', 'Can I wear brown shoes with a black suit?'],
  ['es', '¿Puedo llevar zapatos marrones con un traje negro?'],
  ['fr', 'Je peux porter des chaussures marron avec un costume noir ?'],
  ['de', 'Kann ich braune Schuhe zu einem schwarzen Anzug tragen?'],
  ['it', 'Posso mettere scarpe marroni con un abito nero?'],
  ['pt', 'Posso usar sapatos marrons com um terno preto?'],
  ['zh', '黑色西装可以配棕色的鞋吗？'],
  ['ja', '黒のスーツに茶色の靴は合う？'],
  ['ko', '검정 정장에 갈색 신발 괜찮아요?'],
  ['ar', 'هل يمكنني لبس حذاء بني مع بدلة سوداء؟'],
];

const SCORE = /(\d+(?:[.,٫]\d)?)\s?\/\s?10/;

describe('leather shoes are read against the suit and trousers above them', () => {
  it('the rater marks brown shoes under a black suit down, and black ones under it not', () => {
    const brown = verdictFor([{ garment: 'suit', colour: 'black' }, { garment: 'oxfords', colour: 'brown' }], 'work');
    const black = verdictFor([{ garment: 'suit', colour: 'black' }, { garment: 'oxfords', colour: 'black' }], 'work');
    expect(brown.penalties.map((p) => p.reason)).toContain('colourUnderBlack');
    expect(black.penalties).toEqual([]);
    expect(brown.overall).toBeLessThan(8);
    expect(black.overall - brown.overall).toBeGreaterThanOrEqual(1);
  });

  it('brown shoes under a navy suit stay the classic they are', () => {
    expect(verdictFor([{ garment: 'suit', colour: 'navy' }, { garment: 'oxfords', colour: 'brown' }], 'work').penalties).toEqual([]);
  });

  it('olive chinos rate higher with brown dress shoes than with black ones', () => {
    const base = [{ garment: 'chinos' as const, colour: 'olive' as const }, { garment: 'shirt' as const, colour: 'lightblue' as const }];
    const brown = verdictFor([...base, { garment: 'oxfords', colour: 'brown' }], 'work');
    const black = verdictFor([...base, { garment: 'oxfords', colour: 'black' }], 'work');
    expect(black.penalties.map((p) => p.reason)).toContain('blackUnderEarth');
    expect(brown.overall).toBeGreaterThan(black.overall);
  });

  it.each(BROWN_WITH_BLACK)('%s: "%s" is answered no, with the rating’s reason', async (language, message) => {
    const reply = await ask(message, language);
    // The rating's reason, without the rating card's 'Points off for…' before it.
    const reason = afterColon(typeset(CATALOGUES[language].penalties.colourUnderBlack, language));
    expect(reply).toContain(reason.slice(1));
    expect(reply).not.toContain(typeset(CATALOGUES[language].penalties.colourUnderBlack, language));
    expect(reply.startsWith(CATALOGUES[language].chatLines.answers.no.replace(/[.。]$/u, '')), reply).toBe(true);
    const score = Number(SCORE.exec(reply)?.[1]?.replace(/[,٫]/, '.'));
    expect(score, reply).toBeLessThan(8);
  });

  it('"what goes with olive chinos?" pairs them with brown leather, not black', async () => {
    const reply = await ask('what goes with olive chinos?', 'en');
    expect(reply).toMatch(/brown leather/);
    expect(reply).not.toMatch(/black leather/);
  });
});
