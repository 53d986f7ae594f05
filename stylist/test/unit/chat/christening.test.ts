import { describe, expect, it } from 'vitest';
import type { Language } from '@fitrater/contracts';
import { writeLocalReply } from '../../../src/local/chat';
import { understand } from '../../../src/local/chat/understand';
import { CATALOGUES } from '../../../src/local/languages/registry';
import { SITUATION_ROWS } from '../../../src/knowledge/chat-situation-data';

const NO_FACTS = { ratedOutfits: 0, averageRating: null, best: null, latest: null };
type Turn = { role: 'user' | 'assistant'; text: string };
const reply = (message: string, language: Language, history: Turn[] = []) =>
  writeLocalReply({ message, image: null, personality: 'professional', language, history, facts: NO_FACTS });

/** Where the rule bends, as the language says it (English is the knowledge base's own). */
const exceptionIn = (language: Language): string =>
  language === 'en' ? SITUATION_ROWS['code-christening'].exception : CATALOGUES[language].chatLines.situations['code-christening']!.exception;
/** Typesetting may put a narrow space before French punctuation. */
const plain = (text: string) => text.replace(/[\s\u00a0\u202f]+/gu, ' ');

// A christening is a daytime ceremony in church: a stylist answers it directly, as a funeral is answered.
describe('a christening', () => {
  it.each([
    ['en', 'What should I wear to a christening in October?'],
    ['en', 'What do I wear to a baptism?'],
    ['es', '¿Qué me pongo para un bautizo?'],
    ['fr', 'Que porter pour un baptême ?'],
    ['de', 'Was ziehe ich zur Taufe an?'],
    ['it', 'Cosa mi metto per un battesimo?'],
    ['pt', 'O que vestir para um batizado?'],
    ['zh', '参加洗礼穿什么？'],
    ['ja', '洗礼式に何を着ればいい？'],
    ['ko', '세례식에 뭐 입어요?'],
    ['ar', 'ماذا أرتدي في معمودية؟'],
  ] as const)('%s: "%s" gets the christening look, not a clarifying question', async (language, message) => {
    expect(understand(message, false, [], language)).toMatchObject({ intent: 'occasion', dressCode: 'christening', occasion: 'church' });
    const answer = await reply(message, language);
    expect(answer).not.toContain(CATALOGUES[language].chatLines.clarify);
    expect(plain(answer)).toContain(plain(exceptionIn(language).slice(1)));
  });

  it.each([
    ['What should I wear to a christening in October?'],
    ['What should I wear to a funeral?'],
  ])('after "%s", "Is a navy suit too formal for it?" judges the suit for that ceremony', async (first) => {
    const answer1 = await reply(first, 'en');
    const history: Turn[] = [{ role: 'user', text: first }, { role: 'assistant', text: answer1 }];
    const follow = 'Is a navy suit too formal for it?';
    expect(understand(follow, false, history, 'en')).toMatchObject({ intent: 'rateIdea', occasion: 'church', yesNo: true, carried: true });
    const answer = await reply(follow, 'en', history);
    // A navy suit is right in church: the answer says it is not too formal, and does not describe the suit as office wear.
    expect(answer).toMatch(/^No, it’s not too much\. The navy suit is right for church\./u);
    expect(answer).not.toMatch(/business dress|interview/iu);
  });
});
