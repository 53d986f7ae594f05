import { describe, expect, it } from 'vitest';
import type { Language } from '@fitrater/contracts';
import { writeLocalReply } from '../../../src/local/chat';
import { understand } from '../../../src/local/chat/understand';
import { CATALOGUES } from '../../../src/local/languages/registry';

const NO_FACTS = { ratedOutfits: 0, averageRating: null, best: null, latest: null };
type Turn = { role: 'user' | 'assistant'; text: string };

async function conversation(messages: readonly string[], language: Language): Promise<{ history: Turn[]; last: string }> {
  const history: Turn[] = [];
  let last = '';
  for (const message of messages) {
    last = await writeLocalReply({ message, image: null, personality: 'professional', language, history: [...history], facts: NO_FACTS });
    history.push({ role: 'user', text: message }, { role: 'assistant', text: last });
  }
  return { history, last };
}

// A fabric named after a care question says what the piece cared for is made of: the same care question, about that fabric
// (a stain on silk is blotted and taken to the cleaner, not washed like the fabric's routine).
describe('a fabric named after a care question', () => {
  it.each([
    ['en', 'Help, my white shirt has a coffee stain', 'and it is silk', /blot the stain gently.*dry cleaner/iu],
    ['en', 'How do I wash my white shirt?', 'and it is linen', /wash linen/iu],
  ] as const)('%s: "%s" then "%s" answers the care of that fabric', async (language, first, second, care) => {
    const { history } = await conversation([first], language);
    expect(understand(second, false, history, language)).toMatchObject({ intent: 'care', fabric: second.split(' ').at(-1), carried: true });
    const { last } = await conversation([first, second], language);
    expect(last).toMatch(care);
    expect(last).not.toBe(CATALOGUES[language].chatLines.offTopic.professional);
  });
});
