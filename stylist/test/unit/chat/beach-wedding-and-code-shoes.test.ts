import { describe, expect, it } from 'vitest';
import { understand } from '../../../src/local/chat/understand';
import { talk } from '../../support/chat-talk';

// A beach wedding is a wedding dressed for sand and sun (linen, no tie, flat shoes), not a day at the beach and not
// the town wedding's suit and tie; and a dress code's shoes, asked after its looks, are that code's shoes.
const LINEN = { en: 'linen', es: 'lino', fr: 'lin', de: 'Leinen', it: 'lino', pt: 'linho', zh: '亚麻', ja: 'リネン', ko: '린넨', ar: 'كتان' } as const;

describe('a beach wedding', () => {
  it.each([
    ['en', 'What do I wear to a beach wedding?'], ['es', '¿Qué me pongo para una boda en la playa?'], ['fr', 'Que porter pour un mariage sur la plage ?'],
    ['de', 'Was ziehe ich zu einer Strandhochzeit an?'], ['it', 'Cosa metto per un matrimonio in spiaggia?'], ['pt', 'O que vestir num casamento na praia?'],
    ['zh', '海边婚礼穿什么？'], ['ja', 'ビーチウェディングに何を着ればいい？'], ['ko', '해변 결혼식에 뭐 입을까요?'], ['ar', 'ماذا أرتدي في زفاف على الشاطئ؟'],
  ] as const)('%s: %s gets linen and flat shoes, not a silk tie or a tank top', async (language, question) => {
    const [reply] = await talk(language, question);
    expect(reply).toContain(LINEN[language]);
    const [town] = await talk(language, question.replace(/beach |en la playa|sur la plage|Strand|in spiaggia|na praia|海边|ビーチウェディング|해변 |على الشاطئ/u, ''));
    expect(reply).not.toBe(town);
  });

  it.each([
    ['en', 'What should I wear to a wedding in June?', 'actually it’s a beach wedding'],
    ['de', 'Was ziehe ich zu einer Hochzeit im Juni an?', 'eigentlich ist es eine Strandhochzeit'],
    ['fr', 'Que porter pour un mariage en juin ?', 'en fait c’est un mariage sur la plage'],
  ] as const)('%s: said after a wedding question, it changes the answer', async (language, question, correction) => {
    const [, after] = await talk(language, question, correction);
    expect(after).toContain(LINEN[language]);
    expect(after).not.toMatch(/tank top|silk tie|Seidenkrawatte|cravate bordeaux/u);
  });
});

describe("a dress code's shoes, asked after its looks", () => {
  it.each([
    ['what should I wear to a black tie event?', 'I’d pick black patent evening shoes.'],
    ['what do I wear to a beach wedding?', 'I’d pick beige espadrilles and camel leather flat sandals.'],
  ])('%s → %s', async (question, picks) => {
    for (const follow of ['what about shoes?', 'and shoes?', 'which shoes?']) {
      const [, reply] = await talk('en', question, follow);
      expect(reply, follow).toContain(picks);
    }
  });

  it('"black tie" is the dress code, not a tuxedo the member has on; a piece they name is still theirs', () => {
    expect(understand('what should I wear to a black tie event?', false, [], 'en').garments).toEqual([]);
    expect(understand('can I wear my black tux to a black tie gala?', false, [], 'en').garments.map((g) => g.garment)).toContain('tuxedo');
    expect(understand('is a cocktail dress ok for cocktail attire?', false, [], 'en').garments.map((g) => g.garment)).toEqual(['cocktailDress']);
  });
});
