import { describe, expect, it } from 'vitest';
import type { ChatPersonality, Language } from '@fitrater/contracts';
import { writeLocalReply } from '../../../../src/local/chat';
import { proseFor } from '../../../../src/local/styling/prose';
import { PACKS } from '../../../../src/local/i18n/packs';

const NO_FACTS = { ratedOutfits: 0, averageRating: null, best: null, latest: null };
const reply = (message: string, language: Language, personality: ChatPersonality) =>
  writeLocalReply({ message, image: null, personality, language, history: [], facts: NO_FACTS });

// Sentences a native editor corrected while reading about a hundred answers per language (ratings on several
// occasions, advice, generated outfits, chat in every voice); each failed before its fix.
describe('golden sentences: advice in Korean and Chinese', () => {
  it('ko: the replacement is the object of the verb, not a label', () => {
    expect(proseFor('ko').advice.tryThis('네이비 슬림 치노 팬츠')).toBe('네이비 슬림 치노 팬츠로 바꿔 보세요.');
    expect(proseFor('ko').advice.tryThis('네이비 정장')).toBe('네이비 정장으로 바꿔 보세요.');
  });
  it('ko and zh: a small count before a counter noun is said as a word (두 부분, 两个部分)', () => {
    expect(proseFor('ko').advice.keepSome(2)).toBe('점수가 좋은 두 부분은 유지하고 나머지는 제안대로 바꿔 보세요.');
    expect(proseFor('zh').advice.keepSome(2)).toBe('保留得分高的两个部分，其余按建议更换。');
  });
  it('zh: a suggested piece is not counted with 件 (it may be shoes or a watch)', () => {
    expect(proseFor('zh').advice.ifYouAdd('黑色猫跟鞋', 'footwear')).toBe('要让整套穿搭完整，黑色猫跟鞋很适合这个场合。');
    expect(proseFor('zh').advice.ifYouAdd('黑色手表', 'accessories')).toBe('如果要再添一样，黑色手表很适合这个场合。');
  });
  it('ko: an occasion is what a look is worn for, never a place (출근에서)', () => {
    const all = [...PACKS.ko.phrases['fit.tooCasual'], ...PACKS.ko.phrases['fit.sportOut']].join(' ');
    expect(all).not.toMatch(/\{occasion\}에서/u);
    expect(all).toContain('{occasion} 차림으로는 격식이 한 단계 부족해요');
  });
});

describe('golden sentences: the chat names the occasion where a native would', () => {
  it.each([
    ['ko', 'hype', '면접에 뭘 입어야 해요?', '면접이라면 최고의 선택은 네이비 투피스 정장이에요'],
    ['ko', 'sassy', '비 오는 날 데이트에 뭘 입어요?', '자기, 데이트라면 정답은'],
    ['ko', 'professional', '결혼식에 레깅스에는 어떤 신발이 어울려요?', '결혼식에 레깅스 차림이라면'],
  ] as const)('%s %s: "%s"', async (language, personality, message, says) => {
    expect(await reply(message, language, personality)).toContain(says);
  });

  // The score follows a pick that has already named the occasion: it is not said a third time.
  it.each([
    ['zh', '参加婚礼大衣配什么鞋？', '最适合婚礼穿', '这样搭配大约能得8.2/10分。', '婚礼'],
    ['ja', '結婚式でブルゾンに合う靴は？', 'ブルゾンで結婚式に行くなら', 'その組み合わせはおよそ7.7/10です。', '結婚式'],
  ] as const)('%s professional: "%s" scores the pick without naming the occasion again', async (language, message, pick, score, occasion) => {
    const text = await reply(message, language, 'professional');
    expect(text).toContain(pick);
    expect(text).toContain(score);
    expect(text.split(occasion).length - 1).toBeLessThanOrEqual(2);
  });
});

describe('golden sentences: one word for white in a Korean answer', () => {
  it('the packing list says 흰색 for every white piece (it said 흰색 티셔츠 and 화이트 스니커즈 side by side)', async () => {
    const text = await reply('주말 여행 짐 뭐 챙겨요?', 'ko', 'professional');
    expect(text).toContain('흰색 가죽 스니커즈');
    expect(text).not.toContain('화이트');
  });
});

describe('golden sentences: a Japanese finish and colour without two の in a row', () => {
  it.each([
    ['red', 'dress', 'sequin', '赤いスパンコールのワンピース'],
    ['charcoal', 'sweater', 'satin', 'チャコールグレーのサテンセーター'],
    ['navy', 'dress', 'sequin', 'ネイビーのスパンコールワンピース'],
  ] as const)('%s %s %s → %s', (colour, garment, material, expected) => {
    const pack = PACKS.ja;
    expect(pack.garmentIn(pack.finished!(pack.garments[garment], material), pack.colours[colour])).toBe(expected);
  });
});
