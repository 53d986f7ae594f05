import { describe, expect, it } from 'vitest';
import { CHAT_PERSONALITIES, LANGUAGES, type Language } from '@fitrater/contracts';
import type { ChatFacts } from '../../../src/chat-types';
import { writeLocalReply } from '../../../src/local/chat';
import { knowledgeAnswer } from '../../../src/local/chat/knowledge-answer';
import { CHAT_LINES } from '../../../src/local/chat/lines';
import { understand } from '../../../src/local/chat/understand';
import { colonToStop, firstSentence } from '../../../src/local/chat/voices';
import { packFor } from '../../../src/local/i18n/packs';

const NO_FACTS: ChatFacts = { ratedOutfits: 0, averageRating: null, best: null, latest: null };
const reply = (message: string, language: Language, personality: (typeof CHAT_PERSONALITIES)[number] = 'professional') =>
  writeLocalReply({ message, language, personality, history: [], facts: NO_FACTS, image: null }, { paceMs: 0 });

/** A native's belt question per language (the same as the yes/no test's). */
const BELT: Record<Language, string> = {
  en: 'What belt with brown shoes?', es: '¿Qué cinturón con zapatos marrones?', fr: 'Quelle ceinture avec des chaussures marron ?',
  de: 'Welcher Gürtel zu braunen Schuhen?', it: 'Che cintura con scarpe marroni?', pt: 'Que cinto com sapatos marrons?',
  zh: '棕色鞋配什么腰带？', ja: '茶色の靴に合うベルトは？', ko: '갈색 구두에는 어떤 벨트가 어울려요?', ar: 'ما الحزام المناسب مع حذاء بني؟',
};

describe('"yes, on one condition" names the condition in the same sentence', () => {
  for (const language of LANGUAGES) {
    const lines = CHAT_LINES[language];
    it(`${language}: the knowledge base's conditional yes (double denim, sneakers with a suit) says which condition`, () => {
      for (const [question, id] of [['Is double denim ok?', 'colour-double-denim'], ['Can I wear white sneakers with a suit?', 'idea-sneakers-suit']] as const) {
        const answer = knowledgeAnswer(understand(question, false, []), language, lines);
        expect(answer?.situation).toBe(id);
        expect(answer?.verdict).toContain(lines.conditions[id]);
        // Before, the verdict ended with the promise of a condition ("Yes, on one condition.").
        expect(answer?.verdict?.length).toBeGreaterThan(lines.answers.condition.replace('{condition}', '').length + 10);
      }
    });
  }

  it('two pieces that only can work are told which piece to swap, for what', async () => {
    // A blazer with black shoes is judged for work, where it is a plain yes; with flip-flops it only can work anywhere.
    // The blazer is a layer, worn over a top: the piece to swap is the flip-flops, never the blazer for a T-shirt.
    expect(await reply('Does a black blazer go with flip-flops?', 'en')).toMatch(/^Yes, on one condition: swap the flip-flops for [a-z ]+-?[a-z]+\. /);
    expect(await reply('Passt ein Blazer in Schwarz zu Flip-Flops?', 'de', 'chill')).toMatch(/^Ja, unter einer Bedingung: Tauschen Sie die Flip-Flops gegen .+\. /);
  });
});

describe('the chill voice gives its pick a reason', () => {
  for (const language of LANGUAGES) {
    it(`${language}: the belt comes with the rule for choosing it`, async () => {
      const text = await reply(BELT[language], language, 'chill');
      const rule = CHAT_LINES[language].families.belt.why;
      expect(text.toLowerCase()).toContain(rule.toLowerCase());
    });
  }

  it('German chill keeps its capitals (nouns, the Sie of address), and a yes or no is reason enough', async () => {
    expect(await reply(BELT.de, 'de', 'chill')).toBe('Schmaler Ledergürtel in Braun. Der Gürtel hat die Farbe der Schuhe. Ganz entspannt.');
    const denim = await reply('Is double denim ok?', 'en', 'chill');
    expect(denim).toMatch(/^yes, on one condition: the two washes must be clearly different\. /);
    expect(denim).not.toContain(CHAT_LINES.en.families.colour.why.toLowerCase());
  });

  it('the first sentence of a reason, in Latin and CJK punctuation', () => {
    expect(firstSentence('Match the belt to the shoes. Brown shoes take a brown belt.')).toBe('Match the belt to the shoes.');
    expect(firstSentence('皮带跟着鞋走。棕色鞋配棕色皮带。')).toBe('皮带跟着鞋走。');
    expect(firstSentence('No full stop')).toBe('No full stop');
  });
});

describe('a labelled reason never carries a second colon', () => {
  it('its own colon becomes a full stop, with the capital the next sentence takes', () => {
    const en = packFor('en');
    expect(colonToStop('Chinos sit at smart casual, so the shoes should too: brown leather warms up navy.', en)).toBe('Chinos sit at smart casual, so the shoes should too. Brown leather warms up navy.');
    expect(colonToStop('Pas de deux-points ici.', packFor('fr'))).toBe('Pas de deux-points ici.');
    expect(colonToStop('Les deux délavages\u00a0: nettement différents.', packFor('fr'))).toBe('Les deux délavages. Nettement différents.');
  });

  it('the professional keeps its label and says the rule without two colons', async () => {
    const text = await reply('What shoes with navy chinos?', 'en');
    expect(text).toMatch(/^The rule: chinos sit at smart casual, so the shoes should too\. Brown leather/);
    for (const sentence of text.split(/(?<=[.!?])\s/u)) expect(sentence.split(':').length, sentence).toBeLessThanOrEqual(2);
  });
});
