import { describe, expect, it } from 'vitest';
import type { Language } from '@fitrater/contracts';
import { writeLocalReply } from '../../../src/local/chat';
import { understand } from '../../../src/local/chat/understand';

const NO_FACTS = { ratedOutfits: 0, averageRating: null, best: null, latest: null };

/**
 * "A navy suit with brown shoes?", then "And with white sneakers?", as natives write the second
 * turn: Chinese and Japanese put no space after the opener and ask "what about X?" at the end
 * (…呢, …なら), Korean with 는요, Arabic joins "and" to the next word (ومع).
 */
const TURNS: [Language, string, string][] = [
  ['en', 'Does a navy suit go with brown shoes?', 'And with white sneakers?'],
  ['zh', '藏青色西装配棕色皮鞋可以吗？', '那配白色运动鞋呢？'],
  ['zh', '藏青色西装配棕色皮鞋可以吗？', '白色运动鞋呢？'],
  ['ja', 'ネイビーのスーツに茶色の靴は合う？', '白いスニーカーなら？'],
  ['ja', 'ネイビーのスーツに茶色の靴は合う？', 'じゃあ白いスニーカーは？'],
  ['ko', '네이비 정장에 갈색 구두 괜찮아요?', '흰 운동화는요?'],
  ['ar', 'هل تناسب بدلة كحلية حذاءً بنيًا؟', 'ومع حذاء رياضي أبيض؟'],
];

describe('a follow-up keeps the last turn\'s look in every script', () => {
  it.each(TURNS)('%s: "%s" then "%s" judges the suit with the sneakers', (language, first, second) => {
    const u = understand(second, false, [{ role: 'user', text: first }], language);
    expect(u.carried).toBe(true);
    expect(u.intent).toBe('rateIdea');
    expect(u.item).toBeNull();
    expect(u.garments.map((g) => g.garment).sort()).toEqual(['sneakers', 'suit']);
  });

  it.each(TURNS)('%s: the reply is about sneakers with the suit, not a new shoe question', async (language, first, second) => {
    const reply = await writeLocalReply({ message: second, image: null, personality: 'professional', language, history: [{ role: 'user', text: first }], facts: NO_FACTS });
    expect(reply).toMatch(/suit|西装|スーツ|정장|بدلة/);
  });

  it.each<[Language, string]>([
    ['zh', '上班穿什么呢？'],
    ['ja', '結婚式には何を着ればいい？'],
    ['ko', '결혼식에 뭘 입어야 해요?'],
  ])('%s: "%s" with a question word of its own is a new question', (language, message) => {
    const u = understand(message, false, [{ role: 'user', text: '牛仔外套怎么搭配？' }], language);
    expect(u.carried).toBe(false);
  });
});
