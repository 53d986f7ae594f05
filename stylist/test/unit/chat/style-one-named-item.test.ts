import { describe, expect, it } from 'vitest';
import { writeLocalReply } from '../../../src/local/chat';
import { understand } from '../../../src/local/chat/understand';

const facts = { ratedOutfits: 0, averageRating: null, best: null, latest: null };
const reply = (language: 'en' | 'ko' | 'ja' | 'zh' | 'ar', message: string) =>
  writeLocalReply({ message, image: null, personality: 'professional', language, history: [], facts });

// "How do I style a coat?" named a word of the item list (coat, belt, bag…) and nothing to go with it,
// so it was read as a request for a coat with no outfit and answered "Tell me what you want to wear".
// The shoes are chosen with the trousers already picked (navy takes brown leather), not against the coat alone.
describe('golden replies: "how do I style a coat?" styles the coat', () => {
  it.each([
    ['en', 'How do I style a coat?', 'For work, pair it with navy trousers and brown leather dress shoes.'],
    ['ko', '코트 어떻게 코디해요?', '출근에는 네이비 슬랙스와 갈색 가죽 구두를 매치해 보세요.'],
    ['ja', 'コートはどう着こなす？', '仕事なら、ネイビーのスラックスと茶色い革靴を合わせましょう。'],
    ['zh', '大衣怎么搭配？', '上班穿的话，可以搭配藏青色西裤和棕色皮鞋。'],
    // The object is 'this piece' (feminine قطعة), so a masculine garment is not referred to by ها.
    ['ar', 'كيف أنسق معطف؟', 'في العمل، نسّقوا المعطف مع بنطلون رسمي كحلي وحذاء جلدي رسمي بني.'],
  ] as const)('%s: %s', async (language, message, expected) => {
    expect(await reply(language, message)).toContain(expected);
  });

  it('an item asked for with something to go with it is still the item asked for', () => {
    expect(understand('What coat goes with a navy suit?', false, [], 'en').item).toBe('coat');
    expect(understand('What coat should I wear to a wedding?', false, [], 'en').item).toBe('coat');
    expect(understand('大衣怎么搭配？', false, [], 'zh').intent).toBe('style');
  });
});
