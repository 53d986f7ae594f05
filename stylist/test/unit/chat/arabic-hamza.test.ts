import { describe, expect, it } from 'vitest';
import { writeLocalReply } from '../../../src/local/chat';
import { understand } from '../../../src/local/chat/understand';
import { readDescription } from '../../../src/local/signals/text';

const NO_FACTS = { ratedOutfits: 0, averageRating: null, best: null, latest: null };

/** What the chat reads in a message, in a form two readings can be compared by. */
function reading(message: string) {
  const u = understand(message, false, [], 'ar');
  return {
    intent: u.intent, yesNo: u.yesNo, occasion: u.occasion, packing: u.packing, trip: u.trip, body: u.body, colours: u.colours,
    garments: u.garments.map((g) => `${g.garment}:${g.colours.join('+')}`),
  };
}

// Members write Arabic with the hamza (أ إ آ) and without it, and ى for final ي, as often one way as the other.
describe('Arabic with or without the hamza reads the same', () => {
  it.each([
    ['a garment in its colour', 'ما الذي يناسب قميص أصفر؟', 'ما الذي يناسب قميص اصفر؟'],
    ['an occasion', 'ماذا أرتدي في عطلة نهاية الأسبوع؟', 'ماذا ارتدي في عطلة نهاية الاسبوع؟'],
    ['a yes/no question on two pieces', 'هل يناسب القميص الأبيض البنطلون الأزرق؟', 'هل يناسب القميص الابيض البنطلون الازرق؟'],
    ['a packing question and its length', 'ماذا آخذ في حقيبة السفر لمدة أسبوعين؟', 'ماذا اخذ في حقيبة السفر لمدة اسبوعين؟'],
    ['a body type written with alef maqsura', 'جسمي على شكل كمثرى، ماذا ألبس؟', 'جسمي علي شكل كمثري، ماذا البس؟'],
  ])('%s', async (_what, withHamza, without) => {
    expect(reading(without)).toEqual(reading(withHamza));
    const reply = (message: string) => writeLocalReply({ message, image: null, personality: 'chill', language: 'ar', history: [], facts: NO_FACTS });
    expect(await reply(without)).toBe(await reply(withHamza));
  });

  it('reads each as a stylist would', () => {
    expect(reading('ما الذي يناسب قميص اصفر؟').garments).toEqual(['shirt:yellow']);
    expect(reading('ماذا ارتدي في عطلة نهاية الاسبوع؟').occasion).toBe('casual');
    expect(reading('هل يناسب القميص الابيض البنطلون الازرق؟')).toMatchObject({ yesNo: true, garments: ['shirt:white', 'trousers:blue'] });
    expect(reading('ماذا اخذ في حقيبة السفر لمدة اسبوعين؟')).toMatchObject({ intent: 'capsule', packing: true, trip: 'long' });
    expect(reading('جسمي علي شكل كمثري، ماذا البس؟')).toMatchObject({ intent: 'fit', body: 'pear' });
  });

  it('a description for a rating is read the same without the hamza', () => {
    const pieces = (text: string) => readDescription(text, 'ar')?.garments.map((g) => `${g.garment}:${g.colours.join('+')}`);
    expect(pieces('قميص أبيض وبنطلون أزرق وحذاء أسود')).toEqual(['shirt:white', 'trousers:blue', 'shoes:black']);
    expect(pieces('قميص ابيض وبنطلون ازرق وحذاء اسود')).toEqual(pieces('قميص أبيض وبنطلون أزرق وحذاء أسود'));
  });
});
