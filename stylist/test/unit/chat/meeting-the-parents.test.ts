import { describe, expect, it } from 'vitest';
import type { ChatPersonality, Language } from '@fitrater/contracts';
import { writeLocalReply } from '../../../src/local/chat';
import { understand } from '../../../src/local/chat/understand';
import { CATALOGUES } from '../../../src/local/languages/registry';
import { SITUATION_ROWS } from '../../../src/knowledge/chat-situation-data';

const NO_FACTS = { ratedOutfits: 0, averageRating: null, best: null, latest: null };
const reply = (message: string, language: Language, personality: ChatPersonality) =>
  writeLocalReply({ message, image: null, personality, language, history: [], facts: NO_FACTS });

/** Why the look works, as the language says it (English is the knowledge base's own). */
const whyIn = (language: Language): string =>
  language === 'en' ? SITUATION_ROWS['code-meet-parents'].why : CATALOGUES[language].chatLines.situations['code-meet-parents']!.why;
/** Where the rule bends, as the language says it. */
const exceptionIn = (language: Language): string =>
  language === 'en' ? SITUATION_ROWS['code-meet-parents'].exception : CATALOGUES[language].chatLines.situations['code-meet-parents']!.exception;

// Meeting a partner's parents is an occasion a stylist answers directly: smart casual, polished but not formal.
describe('meeting a partner’s parents', () => {
  it.each([
    ['en', 'What should I wear to dinner at my boyfriend\'s parents?'],
    ['en', 'What should I wear for meeting my girlfriend\'s parents?'],
    ['fr', 'Que porter pour un dîner chez les parents de mon copain ?'],
    ['de', 'Was ziehe ich zum Abendessen bei den Eltern meines Freundes an?'],
    ['it', 'Cosa mi metto per una cena con i genitori del mio ragazzo?'],
    ['pt', 'O que vestir para jantar com os pais do meu namorado?'],
    ['es', '¿Qué me pongo para una cena con los padres de mi novio?'],
    ['zh', '见男朋友父母穿什么？'],
    ['ja', '彼氏の両親と食事に行くとき何を着ればいい？'],
    ['ko', '남자친구 부모님과 저녁 먹을 때 뭐 입어요?'],
    ['ar', 'ماذا أرتدي على عشاء مع أهل خطيبي؟'],
  ] as const)('%s: "%s" gets a look, not a clarifying question', async (language, message) => {
    // "Meeting" here is no business meeting, and the meal does not change the look.
    expect(understand(message, false, [], language)).toMatchObject({ intent: 'occasion', dressCode: 'meetParents', occasion: null });
    const answer = await reply(message, language, 'professional');
    expect(answer).not.toContain(CATALOGUES[language].chatLines.clarify);
    // Typesetting may put a narrow space before French punctuation.
    const plain = (text: string) => text.replace(/[\s\u00a0\u202f]+/gu, ' ');
    expect(plain(answer)).toContain(plain(exceptionIn(language).slice(1)));
  });

  it.each(['en', 'fr', 'de', 'ja', 'ar'] as const)('%s: the short voice gives the occasion’s own reason, not "dress to the invitation"', async (language) => {
    const message = { en: 'What to wear to meet my boyfriend\'s parents?', fr: 'Que porter pour rencontrer les parents de ma copine ?', de: 'Was trage ich beim Treffen mit den Eltern meiner Freundin?', ja: '彼女の両親に会うとき何を着ればいい？', ar: 'ماذا ألبس للتعرف على أهل خطيبتي؟' }[language];
    const answer = await reply(message, language, 'chill');
    expect(answer.toLowerCase()).toContain(whyIn(language).slice(0, 15).toLowerCase());
    expect(answer.toLowerCase()).not.toContain(CATALOGUES[language].chatLines.families.dressCode.why.toLowerCase().replace(/[.。]$/u, ''));
  });

  it.each([
    ['en', 'What should I wear to dinner at my boyfriend\'s parents when it rains?', /brunch/iu],
    ['fr', 'Que porter pour un dîner chez les parents de mon copain quand il pleut ?', /brunch/iu],
  ] as const)('%s: in the rain the look is planned for the weather, and the reason is still meeting the parents', async (language, message, borrowed) => {
    for (const personality of ['professional', 'chill'] as const) {
      const answer = await reply(message, language, personality);
      expect(answer.toLowerCase()).toContain(whyIn(language).slice(0, 15).toLowerCase());
      expect(answer).not.toMatch(borrowed);
    }
  });

  it('a partner without parents, or parents without a partner, is not meeting the parents', () => {
    expect(understand('What should I wear on a date with my boyfriend?', false, [], 'en').dressCode).toBeNull();
    expect(understand('What should I wear for dinner with my parents?', false, [], 'en').dressCode).toBeNull();
    expect(understand('What should I wear to a business meeting?', false, [], 'en')).toMatchObject({ occasion: 'work', dressCode: null });
  });

  it('no invitation dresses a job interview either: the short voice says why the look works', async () => {
    expect(await reply('What should I wear to a job interview?', 'en', 'chill')).not.toMatch(/invitation/u);
  });
});

// "What do I put on?" is asked with the verbs people use, not only the dictionary form.
describe('a clothes question in everyday verbs is about clothes', () => {
  it.each([
    ['de', 'Was ziehe ich zum Abendessen an?'],
    ['es', '¿Qué me pongo para cenar?'],
    ['it', 'Cosa mi metto per una cena?'],
    ['ja', '食事に何を着ればいい？'],
    ['fr', 'Qu’est-ce que je mets pour un dîner ?'],
    ['pt', 'O que visto para jantar?'],
  ] as const)('%s: "%s" is not off topic', (language, message) => {
    expect(understand(message, false, [], language).intent).not.toBe('offTopic');
  });

  it.each([['de', 'Was ist die Hauptstadt von Frankreich?'], ['es', '¿Cuál es la capital de Francia?'], ['ja', 'フランスの首都はどこ？']] as const)('%s: "%s" still is', (language, message) => {
    expect(understand(message, false, [], language).intent).toBe('offTopic');
  });
});
