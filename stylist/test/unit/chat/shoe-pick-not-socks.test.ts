import { describe, expect, it } from 'vitest';
import { writeLocalReply } from '../../../src/local/chat';
import { rankCandidates } from '../../../src/local/chat/outfits';
import { OCCASION_PROFILES } from '../../../src/local/occasions';

const facts = { ratedOutfits: 0, averageRating: null, best: null, latest: null };
const reply = (language: 'en' | 'ko' | 'ja' | 'zh', message: string) =>
  writeLocalReply({ message, image: null, personality: 'professional', language, history: [], facts });

// Socks count with the footwear in a rating, but "what shoes with leggings for a wedding?" answered "black dress socks".
describe('golden replies: the shoe picked for leggings at a wedding is a shoe', () => {
  it.each([
    ['en', 'What shoes go with leggings for a wedding?', 'To wear your leggings for a wedding, go for black ballet flats.', 'socks'],
    ['ko', '결혼식에 레깅스에는 어떤 신발이 어울려요?', '결혼식에 레깅스 차림이라면 검정 플랫슈즈가 가장 좋아요.', '양말'],
    ['ja', '結婚式でレギンスに合う靴は？', 'レギンスで結婚式に行くなら、黒いバレエシューズを選びましょう。', 'ソックス'],
    ['zh', '参加婚礼打底裤配什么鞋？', '紧身裤配黑色平底鞋，最适合婚礼穿。', '袜'],
  ] as const)('%s: %s', async (language, message, expected, socks) => {
    const text = await reply(language, message);
    expect(text).toContain(expected);
    expect(text).not.toContain(socks);
  });
});

describe('property: no occasion ranks socks as a shoe to pick', () => {
  it.each(Object.keys(OCCASION_PROFILES).map((o) => [o as keyof typeof OCCASION_PROFILES]))('%s', (occasion) => {
    const picked = rankCandidates([{ garment: 'leggings', colour: 'black' }], 'footwear', occasion).map((r) => r.piece.garment);
    expect(picked.filter((g) => /socks/i.test(g))).toEqual([]);
  });
});
