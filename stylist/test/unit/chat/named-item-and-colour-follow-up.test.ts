import { describe, expect, it } from 'vitest';
import type { Language } from '@fitrater/contracts';
import type { ChatFacts } from '../../../src/chat-types';
import { writeLocalReply } from '../../../src/local/chat';
import { understand } from '../../../src/local/chat/understand';
import { packFor } from '../../../src/local/i18n/packs';
import { JACKETS_AND_COATS } from '../../../src/local/chat/outfits';

const NO_FACTS: ChatFacts = { ratedOutfits: 0, averageRating: null, best: null, latest: null };
const reply = (message: string, language: Language, earlier: string[] = []) =>
  writeLocalReply({ message, language, personality: 'professional', history: earlier.map((text) => ({ role: 'user' as const, text })), facts: NO_FACTS, image: null }, { paceMs: 0 });

interface Case { jacket: string; pair: string; andCamel: string; yes: RegExp }
/**
 * Questions a native asks, none of them in the knowledge base's own examples: which jacket over a floral dress, and a
 * colour pair followed by "and with camel?". Japanese reads a bare ジャケット as a tailored jacket, the piece itself,
 * so it is left out of the jacket question; Italian's "abito" is read elsewhere.
 */
const CASES: Partial<Record<Language, Case>> = {
  en: { jacket: 'What jacket should I wear with a floral dress?', pair: 'Does burgundy go with olive green?', andCamel: 'And with camel?', yes: /^Yes\b/ },
  es: { jacket: '¿Qué chaqueta me pongo con un vestido de flores?', pair: '¿El burdeos combina con el verde oliva?', andCamel: '¿Y con camel?', yes: /^Sí(?!\p{L})/u },
  fr: { jacket: 'Quelle veste mettre avec une robe fleurie ?', pair: 'Est-ce que le bordeaux va avec le vert olive ?', andCamel: 'Et avec du camel ?', yes: /^Oui\b/ },
  de: { jacket: 'Welche Jacke passt zu einem geblümten Kleid?', pair: 'Passt Bordeaux zu Olivgrün?', andCamel: 'Und zu Camel?', yes: /^Ja\b/ },
  pt: { jacket: 'Que jaqueta usar com um vestido florido?', pair: 'Vinho combina com verde-oliva?', andCamel: 'E com caramelo?', yes: /^Sim\b/ },
  zh: { jacket: '碎花连衣裙配什么外套？', pair: '酒红色和橄榄绿搭吗？', andCamel: '那驼色呢？', yes: /^可以/ },
  ko: { jacket: '꽃무늬 원피스에 어떤 재킷이 어울려요?', pair: '버건디랑 올리브 어울려요?', andCamel: '카멜은요?', yes: /^네(?!\p{L})/u },
  ar: { jacket: 'أي جاكيت يناسب فستانًا مشجرًا؟', pair: 'هل يتناسق العنابي مع الزيتوني؟', andCamel: 'ومع الجملي؟', yes: /^نعم/ },
};

describe('the chat answers the item asked for, and a colour follow-up keeps the colour asked about', () => {
  for (const [language, c] of Object.entries(CASES) as [Language, Case][]) {
    const pack = packFor(language);
    it(`${language}: "which jacket with a floral dress" is answered with a jacket or coat, not a watch or a belt`, async () => {
      const text = await reply(c.jacket, language);
      const layers = JACKETS_AND_COATS.map((g) => pack.garments[g]);
      expect(layers.some((name) => text.includes(name)), text).toBe(true);
      for (const other of ['watch', 'belt', 'jewellery'] as const) expect(text, text).not.toContain(pack.garments[other]);
    });

    it(`${language}: "and with camel?" after a colour pair asks the same yes/no of the first colour with camel`, async () => {
      const u = understand(c.andCamel, false, [{ role: 'user', text: c.pair }], language);
      expect(u.colours).toEqual(['burgundy', 'camel']);
      const text = await reply(c.andCamel, language, [c.pair]);
      expect(text).toMatch(c.yes);
      expect(text.slice(0, 80)).toContain(pack.colours.camel);
      expect(text.slice(0, 80)).toContain(pack.colours.burgundy);
    });
  }

  it('fr: "est-ce que" opens a yes/no question although it holds the word "que"', async () => {
    expect(understand('Est-ce que le bordeaux va avec le vert olive ?', false, [], 'fr').yesNo).toBe(true);
    expect(understand('Est-ce que vous savez quelle couleur va avec le bordeaux ?', false, [], 'fr').yesNo).toBe(false);
    expect(await reply('Est-ce que le bordeaux va avec le vert olive ?', 'fr')).toMatch(/^Oui\b/);
  });
});
