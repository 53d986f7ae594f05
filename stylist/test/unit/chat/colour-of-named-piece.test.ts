import { describe, expect, it } from 'vitest';
import { writeLocalReply } from '../../../src/local/chat';
import { understand } from '../../../src/local/chat/understand';
import { typicalColours } from '../../../src/local/chat/piece-colours';

const NO_FACTS = { ratedOutfits: 0, averageRating: null, best: null, latest: null };
type Turn = { role: 'user' | 'assistant'; text: string };

async function conversation(messages: readonly string[]): Promise<{ history: Turn[]; last: string }> {
  const history: Turn[] = [];
  let last = '';
  for (const message of messages) {
    last = await writeLocalReply({ message, image: null, personality: 'professional', language: 'en', history: [...history], facts: NO_FACTS });
    history.push({ role: 'user', text: message }, { role: 'assistant', text: last });
  }
  return { history, last };
}

// "What colour sneakers?" after sneakers were proposed for a dress asks the sneakers' colour, for that dress.
describe('the colour of a piece named in the last turn', () => {
  it.each([
    ['Can I wear sneakers with a slip dress?', /your dress .*go for white sneakers\./u],
    ['Can I wear sneakers with a red slip dress?', /your red dress .*go for white sneakers\./u],
  ])('after "%s", "What colour sneakers?" gives sneaker colours for the dress', async (first, expected) => {
    const { history } = await conversation([first]);
    expect(understand('What colour sneakers?', false, history, 'en')).toMatchObject({ intent: 'item', itemGarment: 'sneakers', carried: true, garments: [{ garment: 'dress' }] });
    const { last } = await conversation([first, 'What colour sneakers?']);
    expect(last).toMatch(expected);
    // A second colour is offered, and the sneakers are not described in general.
    expect(last).toMatch(/(?:Black|Grey|Navy) sneakers would work too\./u);
    expect(last).not.toMatch(/relaxed casual|concert/iu);
  });

  it('asked with nothing before it, the colour of a piece is not tied to another look', () => {
    expect(understand('What colour sneakers?', false, [], 'en')).toMatchObject({ carried: false, intent: 'style' });
  });

  it('a kind of piece comes in the colours the catalogue lists for it, the most typical first', () => {
    expect(typicalColours('sneakers')[0]).toBe('white');
  });
});
