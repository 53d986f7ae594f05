import { describe, expect, it } from 'vitest';
import { CHAT_PERSONALITIES, type Language } from '@fitrater/contracts';
import { writeLocalReply } from '../../../src/local/chat';
import { knowledgeAnswer } from '../../../src/local/chat/knowledge-answer';
import { CHAT_LINES } from '../../../src/local/chat/lines';
import { understand } from '../../../src/local/chat/understand';

const QUESTIONS: [Language, string][] = [
  ['en', 'Help me pack for a trip'],
  ['en', 'What should I pack for a weekend in Paris?'],
  ['en', 'What should I pack for a beach holiday?'],
  ['es', '¿Qué meto en la maleta para un viaje?'],
  ['fr', 'Que mettre dans ma valise pour un week-end ?'],
  ['de', 'Was soll ich für eine Reise in den Koffer packen?'],
  ['ja', '旅行の荷物は何を持っていけばいい？'],
];

describe('a packing question gets a travel capsule, not one outfit', () => {
  it.each(QUESTIONS)('%s: "%s"', (language, message) => {
    const u = understand(message, false, [], language);
    expect(u.intent).toBe('capsule');
    const a = knowledgeAnswer(u, language, CHAT_LINES[language]);
    expect(a?.situation).toBe('capsule-travel');
    expect(a!.picks.length).toBeGreaterThanOrEqual(6);
  });

  it('a bag for travel is still a question about a bag', () => {
    expect(understand('What bag should I take on a trip?', false, [], 'en').intent).toBe('item');
  });
});

describe('every voice gives the whole list', () => {
  const NO_FACTS = { ratedOutfits: 0, averageRating: null, best: null, latest: null };
  const cases: [Language, string, RegExp][] = [
    ['en', 'Help me pack for a rainy weekend', /^A capsule of 7 pieces: .*waterproof mac.*For the rain/],
    ['es', '¿Qué meto en la maleta para un viaje?', /^Una cápsula de 7 prendas: .*impermeable/i],
  ];
  it.each(cases)('%s: "%s"', async (language, message, says) => {
    for (const personality of CHAT_PERSONALITIES) {
      const reply = await writeLocalReply({ message, image: null, personality, language, history: [], facts: NO_FACTS });
      expect(reply, personality).toMatch(new RegExp(says.source, 'is'));
    }
  });
});
