import { describe, expect, it } from 'vitest';
import { CHAT_PERSONALITIES, type Language } from '@fitrater/contracts';
import type { ChatFacts } from '../../../src/chat-types';
import { writeLocalReply } from '../../../src/local/chat';
import { packFor } from '../../../src/local/i18n/packs';
import { understand } from '../../../src/local/chat/understand';

const NO_FACTS: ChatFacts = { ratedOutfits: 0, averageRating: null, best: null, latest: null };
const reply = (message: string, language: Language, personality: (typeof CHAT_PERSONALITIES)[number] = 'professional') =>
  writeLocalReply({ message, language, personality, history: [], facts: NO_FACTS, image: null }, { paceMs: 0 });

interface Case { colours: string; white: string; belt: string; yes: RegExp }
/** Each language's own yes/no questions, a native's belt question, and how its yes opens the reply. */
const CASES: Record<Language, Case> = {
  en: { colours: 'Does navy go with brown?', white: 'Can I wear white after Labor Day?', belt: 'What belt with brown shoes?', yes: /^Yes\b/ },
  es: { colours: '¿Combina el azul marino con el marrón?', white: '¿Puedo llevar blanco en invierno?', belt: '¿Qué cinturón con zapatos marrones?', yes: /^Sí(?!\p{L})/u },
  fr: { colours: 'Le bleu marine va-t-il avec le marron ?', white: 'Puis-je porter du blanc en hiver ?', belt: 'Quelle ceinture avec des chaussures marron ?', yes: /^Oui\b/ },
  de: { colours: 'Passt Marineblau zu Braun?', white: 'Kann ich im Winter Weiß tragen?', belt: 'Welcher Gürtel zu braunen Schuhen?', yes: /^Ja\b/ },
  it: { colours: 'Il blu navy sta bene con il marrone?', white: 'Posso mettere il bianco in inverno?', belt: 'Che cintura con scarpe marroni?', yes: /^Sì(?!\p{L})/u },
  pt: { colours: 'O azul-marinho combina com o marrom?', white: 'Posso usar branco no inverno?', belt: 'Que cinto com sapatos marrons?', yes: /^Sim\b/ },
  zh: { colours: '藏青色和棕色搭吗？', white: '冬天可以穿白色吗？', belt: '棕色鞋配什么腰带？', yes: /^可以/ },
  ja: { colours: 'ネイビーと茶色は合う？', white: '冬に白を着てもいい？', belt: '茶色の靴に合うベルトは？', yes: /^はい/ },
  ko: { colours: '네이비와 갈색 어울려요?', white: '겨울에 흰색 입어도 돼요?', belt: '갈색 구두에는 어떤 벨트가 어울려요?', yes: /^네(?!\p{L})/u },
  ar: { colours: 'هل يتناسق الكحلي مع البني؟', white: 'هل يمكنني ارتداء الأبيض في الشتاء؟', belt: 'ما الحزام المناسب مع حذاء بني؟', yes: /^نعم/ },
};

describe('a yes/no question is answered yes or no first, and a belt question is answered', () => {
  for (const [language, c] of Object.entries(CASES) as [Language, Case][]) {
    const pack = packFor(language);
    it(`${language}: two colours that go together get a yes naming both, then the reason`, async () => {
      const text = await reply(c.colours, language);
      expect(text).toMatch(c.yes);
      expect(text.slice(0, 60)).toContain(pack.colours.navy);
    });
    it(`${language}: white out of season gets a yes and the reason about fabrics, in every voice`, async () => {
      for (const voice of CHAT_PERSONALITIES) {
        const text = await reply(c.white, language, voice);
        const opening = voice === 'chill' ? text.replace(/^./u, (x) => x.toUpperCase()) : text;
        expect(opening, `${voice}: ${text}`).toMatch(c.yes);
      }
    });
    it(`${language}: a belt with brown shoes is a brown leather belt, never a request for detail`, async () => {
      const text = await reply(c.belt, language);
      const clarify = (await reply('hmm', language)).length > 0 ? (await import('../../../src/local/chat/lines')).CHAT_LINES[language].clarify : '';
      expect(text).not.toContain(clarify);
      expect(text).toContain(pack.colours.brown.slice(0, 2));
      // The professional and the coach give the rule with the pick: match the leather and its tone, slimmer with dressier shoes.
      const { CHAT_LINES } = await import('../../../src/local/chat/lines');
      const { SITUATIONS } = await import('../../../src/knowledge/chat-situations');
      const why = CHAT_LINES[language].situations['belt-shoes-brown']?.why ?? SITUATIONS.find((s) => s.id === 'belt-shoes-brown')!.why;
      for (const voice of ['professional', 'coach'] as const) {
        const answer = await reply(c.belt, language, voice);
        expect(answer.toLowerCase(), voice).toContain(why.slice(0, 12).toLowerCase());
      }
    });
  }
  it('an open question is not answered with a yes', async () => {
    expect(await reply('What colours go with navy?', 'en')).not.toMatch(/^Yes/);
    expect(await reply('Quelles couleurs vont avec le bleu marine ?', 'fr')).not.toMatch(/^Oui/);
    expect(await reply('藏青色配什么颜色？', 'zh')).not.toMatch(/^可以/);
  });

  it('shoes a yes/no question names in a colour are part of the outfit rated, not the item asked for', async () => {
    expect(understand('Does a black blazer go with black shoes?', false, []).intent).toBe('rateIdea');
    // Named without an occasion, the pair is judged at the one it is for (work), not as overdressed for a Saturday.
    expect(await reply('Does a black blazer go with black shoes?', 'en')).toMatch(/^Yes\. .*The black blazer and the black shoes are a good match for work/);
    expect(await reply('Passt ein Blazer in Schwarz zu Schuhen in Schwarz?', 'de', 'coach')).toMatch(/^Ja\. .*Sakko in Schwarz/);
    expect(await reply('Does a white t-shirt go with jeans?', 'en')).toMatch(/^Yes\. /);
    expect(understand('Passt ein Blazer in Schwarz zu Schuhen in Schwarz?', false, [], 'de').garments.map((g) => g.garment)).toEqual(['blazer', 'shoes']);
    expect(understand('What shoes with a black blazer?', false, []).intent).toBe('pairing');
  });
  it('German reads the dative plural of -er and -el nouns (zu Loafern, mit Stiefeln, zu Sneakern)', () => {
    expect(understand('Wie style ich Jeans mit Loafern in Braun?', false, [], 'de').garments.map((g) => g.garment)).toEqual(['jeans', 'loafers']);
    expect(understand('Was passt zu Stiefeln in Braun?', false, [], 'de').garments.map((g) => g.garment)).toEqual(['boots']);
  });
});
