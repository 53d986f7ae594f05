import { describe, expect, it } from 'vitest';
import { CHAT_PERSONALITIES, type Language } from '@fitrater/contracts';
import { writeLocalReply } from '../../../src/local/chat';
import { understand } from '../../../src/local/chat/understand';
import { colourPartners } from '../../../src/local/chat/colour-partners';
import { judgePalette, isPunished } from '../../../src/local/styling/palette';
import { packFor } from '../../../src/local/chat/rater';

const NO_FACTS = { ratedOutfits: 0, averageRating: null, best: null, latest: null };
const ask = (message: string, language: Language, personality: (typeof CHAT_PERSONALITIES)[number] = 'professional') =>
  writeLocalReply({ message, image: null, personality, language, history: [], facts: NO_FACTS });

const QUESTIONS: [Language, string][] = [
  ['en', 'What colour goes with camel trousers?'],
  ['es', '¿Qué color combina con unos pantalones camel?'],
  ['fr', 'Quelle couleur va avec un pantalon camel ?'],
  ['zh', '驼色裤子配什么颜色？'],
  ['ja', 'キャメルのパンツに合う色は？'],
  ['it', 'Che colore sta bene con pantaloni cammello?'],
];

describe('a colour question about a coloured piece is answered with colours', () => {
  it('partners are colours the rater does not punish beside camel', () => {
    const partners = colourPartners('camel');
    expect(partners.length).toBeGreaterThanOrEqual(3);
    expect(partners).not.toContain('camel');
    for (const c of partners) expect(isPunished(judgePalette(new Map([['camel', 0.5], [c, 0.5]]), 'casual-weekend'))).toBe(false);
  });

  it.each(QUESTIONS)('%s: "%s" is a colour question', (language, message) => {
    expect(understand(message, false, [], language).intent).toBe('colour');
  });

  it.each(QUESTIONS)('%s: every voice names the partner colours and not the formality level', async (language, message) => {
    const pack = packFor(language);
    const names = colourPartners('camel').slice(0, 3).map((c) => pack.colours[c].toLowerCase());
    for (const personality of CHAT_PERSONALITIES) {
      const reply = (await ask(message, language, personality)).toLowerCase();
      for (const name of names) expect(reply, `${personality}: ${reply}`).toContain(name);
      expect(reply).not.toMatch(/business dress|style de bureau|bureau|oficina|商务|ビジネス|ufficio/);
    }
  });

  it('a plain "what goes with camel trousers?" stays a styling question', () => {
    expect(understand('What goes with camel trousers?', false, [], 'en').intent).toBe('style');
  });
});
