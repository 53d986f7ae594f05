import { describe, expect, it } from 'vitest';
import { garmentIn, listOf } from '../../../../src/local/languages/zh/grammar';
import { names } from '../../../../src/local/languages/zh/names';
import { zh as rating } from '../../../../src/local/languages/zh/rating';
import { zh as chatLines } from '../../../../src/local/languages/zh/chat-lines';
import { zh as chatWords } from '../../../../src/local/languages/zh/chat-words';
import { zh as prose } from '../../../../src/local/languages/zh/styling-prose';
import { zh as sentences } from '../../../../src/local/languages/zh/styling-sentences';
import { fill } from '../../../../src/local/writing/variation';
import { counted, zh as vision } from '../../../../src/local/languages/zh/vision';

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
    expect(fill(good0, { garment: '白色衬衫', occasion: '上班' })).toBe('白色衬衫很适合上班。');
    expect(prose.advice.low('5.1', '灰色西裤')).toBe('灰色西裤的得分是5.1分。');
    expect(prose.advice.keepSome(3)).toBe('保留得分高的三个部分，其余按建议更换。');
    expect(prose.advice.keepSome(2)).toBe('保留得分高的两个部分，其余按建议更换。');
    expect(sentences.combiner.builtFrom(4)).toBe('从你评分7分及以上的四套穿搭中组合而成，每个部分都选用得分最高的单品。');
  });

  it('one register: 你 throughout, never 您', () => {
    const all = [...Object.values(chatWords.phrases).flat(), ...Object.values(chatWords.voices).flatMap((v) => [...v.open, ...v.close]), ...Object.values(rating.phrases).flat()];
    for (const t of all) expect(t, t).not.toMatch(/您/u);
  });
});

describe('Chinese photo sentences (golden)', () => {
  const say = (key: keyof typeof vision.phrases, i: number, values: Record<string, string>) => fill(variant(vision.phrases[key], i), values);

  it('the photo\'s pieces are counted with their own measure words: 一件 top, 一条 trousers or skirt, 一双 shoes', () => {
    const pieces = listOf([counted(garmentIn('衬衫', '白色')), counted(garmentIn('西裤', '藏青色')), counted(garmentIn('乐福鞋', '黑色'))]);
    expect(say('vision.pieces', 0, { pieces })).toBe('照片里我看到一件白色衬衫、一条藏青色西裤和一双黑色乐福鞋。');
    expect(counted('酒红色半身裙')).toBe('一条酒红色半身裙');
    expect(counted('黑色鞋子')).toBe('一双黑色鞋子');
    expect(counted('葡萄酒色一色穿搭')).toBe('一套葡萄酒色一色穿搭');
  });

  it('top against bottom and the shoes name the pieces in the sentence, never in brackets', () => {
    expect(say('vision.tonal', 1, { top: '红色T恤', bottom: '绿色牛仔裤' })).toBe('红色T恤和绿色牛仔裤几乎一样深浅。');
    expect(say('vision.anchor', 1, { dark: '藏青色西裤', light: '白色衬衫' })).toBe('藏青色西裤颜色更深，给白色衬衫压住了阵脚。');
    expect(say('vision.onePiece', 1, { piece: '葡萄酒色连衣裙' })).toBe('葡萄酒色连衣裙从上到下一气呵成，拉出修长利落的线条。');
    expect(say('vision.shoesApart', 0, { shoes: '黑色高跟鞋' })).toBe('黑色高跟鞋带来了一抹独立的颜色。');
    expect(say('quality.feetCut', 0, {})).toBe('你的脚不在画面里，所以没法评价鞋子。');
    expect(say('vision.several', 0, {})).toBe('照片里有好几个人，我评价的是中间那位。');
  });
});

describe('Chinese chat labels (golden)', () => {
  it('a label never stands before a sentence that has its own colon', () => {
    expect(fill(chatLines.fails, { text: '包要配合场合，上班选挺括的，晚上选小巧的。' })).toBe('问题出在这里。包要配合场合，上班选挺括的，晚上选小巧的。');
    expect(fill(chatLines.exception, { text: '小包几乎适合所有晚间场合。' })).toBe('不过，小包几乎适合所有晚间场合。');
    expect(chatWords.phrases['trends.intro'][0]).toBe('本季最值得关注的趋势有这些。');
    expect(sentences.insights.wearFirstAt('早午餐')).toBe('先在「早午餐」这样的场合穿，最显自然。');
  });
});
