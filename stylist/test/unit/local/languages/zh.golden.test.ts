import { describe, expect, it } from 'vitest';
import { garmentIn, listOf } from '../../../../src/local/languages/zh/grammar';
import { names } from '../../../../src/local/languages/zh/names';
import { zh as rating } from '../../../../src/local/languages/zh/rating';
import { zh as chatLines } from '../../../../src/local/languages/zh/chat-lines';
import { zh as chatWords } from '../../../../src/local/languages/zh/chat-words';
import { zh as prose } from '../../../../src/local/languages/zh/styling-prose';
import { zh as sentences } from '../../../../src/local/languages/zh/styling-sentences';
import { fill } from '../../../../src/local/writing/variation';

/** The i-th variant of a phrase (a missing one fails the test that reads it). */
const variant = (variants: readonly string[], i: number): string => variants[i] ?? `<no variant ${i}>`;

describe('Chinese noun phrases and lists', () => {
  it('a colour goes straight before the garment; lists join with 、 and 和', () => {
    expect(garmentIn('卡其裤', names.colours.navy)).toBe('藏青色卡其裤');
    expect(garmentIn('运动鞋', names.colours.rust)).toBe('铁锈红运动鞋');
    expect(listOf(['白色', '藏青色', '棕色'])).toBe('白色、藏青色和棕色');
  });
});

describe('Chinese sentences (golden)', () => {
  it('the occasion is where the look is worn (「日常穿」), never a destination (「去日常」)', () => {
    const best0 = variant(chatWords.phrases['pick.best'], 0); const best1 = variant(chatWords.phrases['pick.best'], 1);
    expect(fill(best0, { occasion: '日常', base: '藏青色卡其裤', best: '棕色平底鞋' })).toBe('日常穿藏青色卡其裤的话，最好的选择是棕色平底鞋。');
    expect(fill(best1, { occasion: '日常', base: '藏青色卡其裤', best: '棕色平底鞋' })).toBe('藏青色卡其裤配棕色平底鞋，最适合日常穿。');
    const good0 = variant(chatWords.phrases['pair.good'], 0);
    expect(fill(good0, { items: '白色衬衫和牛仔裤', occasion: '日常', score: '7.9' })).toBe('可以，白色衬衫和牛仔裤很适合日常穿（7.9/10）。');
    expect(fill(chatLines.forOccasion, { occasion: '婚礼' }) + fill(chatLines.doThis, { item: '棕色皮质牛津鞋' })).toBe('婚礼穿的话，就穿棕色皮质牛津鞋。搞定。');
    for (const t of [...Object.values(chatWords.phrases).flat(), ...Object.values(rating.phrases).flat()]) expect(t, t).not.toMatch(/去\{occasion\}/u);
  });

  it('ratings and advice: one full stop, no spaces around numbers, counts with their measure words', () => {
    const good0 = variant(rating.phrases['fit.good'], 0);
    expect(fill(good0, { garment: '白色衬衫', occasion: '上班' })).toBe('白色衬衫：很适合上班穿。');
    expect(prose.advice.low('5.1', '灰色西裤')).toBe('这部分（灰色西裤）得到5.1分。');
    expect(prose.advice.keepSome(3)).toBe('保留得分高的3个部分，其余按建议更换。');
    expect(sentences.combiner.builtFrom(4)).toBe('从你评分7分及以上的4套穿搭中组合而成，每个部分都选用得分最高的单品。');
    expect(fill(chatLines.capsule, { count: '10', items: '白衬衫、牛仔裤和乐福鞋' })).toBe('一个由10件单品组成的胶囊衣橱：白衬衫、牛仔裤和乐福鞋。');
  });

  it('one register: 你 throughout, never 您', () => {
    const all = [...Object.values(chatWords.phrases).flat(), ...Object.values(chatWords.voices).flatMap((v) => [...v.open, ...v.close]), ...Object.values(rating.phrases).flat()];
    for (const t of all) expect(t, t).not.toMatch(/您/u);
  });
});
