import { describe, expect, it } from 'vitest';
import { CHAT_PERSONALITIES, type Language } from '@fitrater/contracts';
import type { ChatFacts } from '../../../src/chat-types';
import { writeLocalReply } from '../../../src/local/chat';

const part = (rating: number, description: string, suggestion: string) => ({ status: 'visible' as const, rating, description, suggestions: [suggestion] });

/** A last rating at 8.9 whose weakest part (the shoes) still scored 8.5: its own note says to keep them. */
const STRONG: ChatFacts = {
  ratedOutfits: 3, averageRating: 8.2, best: null,
  latest: {
    score: 8.9, occasion: 'work', summary: null, createdAt: '2026-11-20T10:00:00.000Z',
    components: {
      top: part(9.2, 'White shirt: white (58%).', 'Keep this; it works.'),
      bottom: part(9, 'Navy trousers: navy (40%).', 'Keep this; it works.'),
      footwear: part(8.5, 'Brown loafers.', 'No change needed here.'),
      accessories: { status: 'not_assessable' as const, rating: null, description: '' },
    },
  },
};

const ask: Record<Language, string> = {
  en: 'How can I improve my last outfit?', es: '¿Cómo mejoro mi último outfit?', fr: 'Comment améliorer ma dernière tenue ?',
  de: 'Wie verbessere ich mein letztes Outfit?', it: 'Come miglioro il mio ultimo outfit?', pt: 'Como melhoro o meu último look?',
  zh: '怎么改进我上一套穿搭？', ja: '前回のコーデをどう改善すればいい？', ko: '지난 코디를 어떻게 개선해요?', ar: 'كيف أحسن آخر إطلالة؟',
};
/** "It already works" in each language, as the chat lines say it. */
const works: Record<Language, RegExp> = {
  en: /already works/, es: /Ya funciona/, fr: /fonctionne déjà/, de: /funktioniert schon/, it: /Funziona già/, pt: /Já funciona/,
  zh: /已经很好了/, ja: /十分きまっています/, ko: /이미 잘 어울려요/, ar: /ناجحة كما هي/,
};
/** Starting with a part as the problem, or quoting its "no change needed" note, contradicts a high score. */
const contradiction = /Start with|No change needed|Keep this; it works|Empieza por esta parte|Commencez par cette partie|Beginnen Sie bei diesem Teil|Parti da questa parte|Comece por esta parte|先改|まず.*から変えましょう|부터 바꾸세요|البداية بهذا الجزء/;

/** A weakest part just under the high mark whose own note still says to keep it (it fits the occasion). */
const KEPT: ChatFacts = {
  ...STRONG,
  latest: { ...STRONG.latest!, score: 6.1, components: { ...STRONG.latest!.components!, top: part(7.9, 'Hemd in Camel.', 'Behalten, das funktioniert.'), footwear: part(8.5, 'Loafer.', 'Hier muss nichts geändert werden.') } },
};

describe('improving a last outfit that already scored high', () => {
  it('de: a weakest part the rating said to keep is not "the part to start with"', async () => {
    for (const personality of CHAT_PERSONALITIES) {
      const reply = await writeLocalReply({ message: ask.de, language: 'de', personality, history: [], facts: KEPT, image: null }, { paceMs: 0 });
      expect(reply, `${personality}: ${reply}`).not.toMatch(contradiction);
      if (personality !== 'hype' && personality !== 'chill') expect(reply, `${personality}: ${reply}`).toMatch(works.de);
    }
  });

  for (const language of Object.keys(ask) as Language[]) {
    it(`${language}: says it works, then offers one optional change, in every voice`, async () => {
      for (const personality of CHAT_PERSONALITIES) {
        const reply = await writeLocalReply({ message: ask[language], language, personality, history: [], facts: STRONG, image: null }, { paceMs: 0 });
        expect(reply, `${personality}: ${reply}`).not.toMatch(contradiction);
        if (personality !== 'hype' && personality !== 'chill') expect(reply, `${personality}: ${reply}`).toMatch(works[language]);
      }
    });
  }
});
