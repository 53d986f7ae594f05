import { describe, expect, it } from 'vitest';
import type { ChatFacts } from '../../../src/chat-types';
import { writeLocalReply } from '../../../src/local/chat';

const NO_FACTS: ChatFacts = { ratedOutfits: 0, averageRating: null, best: null, latest: null };
const coach = (message: string, language: 'en' | 'fr') =>
  writeLocalReply({ message, language, personality: 'coach', history: [], facts: NO_FACTS, image: null }, { paceMs: 0 });

/** The coach numbers a plan of several steps; one step alone read "1. The burgundy skirt is right for work." */
describe('the coach numbers steps only when there are several', () => {
  it.each([
    ['en', 'Is a burgundy skirt ok for work?'],
    ['fr', 'Une jupe bordeaux, ça passe au travail ?'],
  ] as const)('%s: one step, no "1."', async (language, message) => {
    expect(await coach(message, language)).not.toMatch(/(?:^|\s)1\.\s/u);
  });

  it('several steps keep their numbers', async () => {
    expect(await coach('What shoes with navy chinos for a wedding?', 'en')).toMatch(/1\. .+ 2\. /u);
  });
});
