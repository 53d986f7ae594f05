import { describe, expect, it } from 'vitest';
import { writeLocalReply } from '../../../src/local/chat';
import { understand } from '../../../src/local/chat/understand';
import { SITUATION_ROWS } from '../../../src/knowledge/chat-situation-data';

const NO_FACTS = { ratedOutfits: 0, averageRating: null, best: null, latest: null };
const reply = (message: string) => writeLocalReply({ message, image: null, personality: 'professional', language: 'en', history: [], facts: NO_FACTS });

// A yes/no question naming an item beside a piece of another kind asks about the two together, not for the item.
describe('an item named in the pair a yes/no question asks about', () => {
  it.each(['Are socks with sandals ever ok?', 'Can I wear socks with sandals?'])('"%s" judges socks with sandals: mostly no, and when it works', async (message) => {
    const u = understand(message, false, [], 'en');
    expect(u).toMatchObject({ intent: 'rateIdea', item: null, yesNo: true });
    expect(u.garments.map((g) => g.garment)).toEqual(expect.arrayContaining(['sandals']));
    const answer = await reply(message);
    expect(answer).toMatch(/^No\. /u);
    expect(answer).toContain('sandals are made to show the foot');
    expect(answer).toContain(SITUATION_ROWS['idea-socks-sandals'].exception.slice(1, 30));
    // Not the general rule for dress socks.
    expect(answer).not.toMatch(/match the socks to the trousers/iu);
  });

  it('an open question still asks for the item: "What socks should I wear with loafers?" is no yes/no question', () => {
    expect(understand('What socks should I wear with loafers?', false, [], 'en')).toMatchObject({ intent: 'item', item: 'socks' });
  });
});
