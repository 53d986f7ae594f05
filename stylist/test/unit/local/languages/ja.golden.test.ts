import { describe, expect, it } from 'vitest';
import { garmentIn, listOf } from '../../../../src/local/languages/ja/grammar';
import { names } from '../../../../src/local/languages/ja/names';
import { ja as rating } from '../../../../src/local/languages/ja/rating';
import { ja as vision } from '../../../../src/local/languages/ja/vision';
import { ja as chatLines } from '../../../../src/local/languages/ja/chat-lines';
import { ja as chatWords } from '../../../../src/local/languages/ja/chat-words';
import { ja as prose } from '../../../../src/local/languages/ja/styling-prose';
import { fill } from '../../../../src/local/writing/variation';
import { endSentence } from '../../../../src/local/styling/plain-text';
import { ja as sentences } from '../../../../src/local/languages/ja/styling-sentences';

/** Polite sentence endings (です/ます and their forms); a label line ("基本ルール：…") carries its own sentence. */
const POLITE = /(です|ます|ました|ません|ましょう|でしょう|ください|でした|ませんか)(よ|ね|よね)?[。！？]?(?:\s|✨|💅|🔥|🙌|✌\uFE0F?)*$/u;

const POLITE_OR_FORMULA = new RegExp(`${POLITE.source}|^どういたしまして$`, 'u');

/** The i-th variant of a phrase (a missing one fails the test that reads it). */
const variant = (variants: readonly string[], i: number): string => variants[i] ?? `<no variant ${i}>`;

describe('Japanese noun phrases and lists', () => {
  it('basic colours are adjectives, the rest link with の; colours are named, not transliterated', () => {
    expect(garmentIn('シャツ', names.colours.white)).toBe('白いシャツ');
    expect(garmentIn('パーカー', names.colours.black)).toBe('黒いパーカー');
    expect(garmentIn('ローファー', names.colours.brown)).toBe('茶色いローファー');
    expect(garmentIn('チノパン', names.colours.navy)).toBe('ネイビーのチノパン');
    expect(garmentIn('スニーカー', names.colours.rust)).toBe('赤茶色のスニーカー');
    expect(names.colours.rust).not.toMatch(/ラスト/u);
    expect(names.colours.teal).toBe('青緑');
  });

  it('two items join with と, three or more with 、 alone', () => {
    expect(listOf(['黒いトップス', '黒いボトムス', '赤茶色の靴'])).toBe('黒いトップス、黒いボトムス、赤茶色の靴');
    expect(listOf(['黒いトップス', '赤茶色の靴'])).toBe('黒いトップスと赤茶色の靴');
    expect(listOf(['白'])).toBe('白');
  });
});

describe('Japanese sentences (golden, です/ます)', () => {
  it('vision and ratings', () => {
    const pieces0 = variant(vision.phrases['vision.pieces'], 0);
    expect(fill(pieces0, { pieces: listOf(['黒いトップス', '黒いボトムス', '赤茶色の靴']) })).toMatch(/^[^。]*黒いトップス、黒いボトムス、赤茶色の靴[^。]*。$/u);
    const good0 = variant(rating.phrases['fit.good'], 0);
    expect(fill(good0, { garment: '白いシャツ', occasion: '仕事' })).toBe('白いシャツは仕事にふさわしい選択です。');
    const tip0 = variant(rating.phrases.tip, 0);
    const calm0 = variant(rating.phrases['sugg.calmColours'], 0);
    expect(fill(tip0, { point: calm0 })).toBe('次のステップとして、色のトーンを抑え、ネイビー、グレー、白を軸に組み立てましょう。');
  });

  it('advice: one full stop where a sentence and a fragment meet, no spaces around numbers', () => {
    expect(prose.advice.low('5.1', 'グレーのスラックス')).toBe('グレーのスラックスは5.1点です。');
    expect(prose.advice.scored('6.4')).toBe('あなたのコーデは6.4点でした。');
    expect(endSentence('ニットに替える')).toBe('ニットに替える。');
    expect(endSentence('ニットに替えましょう。。')).toBe('ニットに替えましょう。');
  });

  it('chat lines and voices stay polite', () => {
    expect(fill(chatLines.doThis, { item: '茶色いローファー' })).toBe('茶色いローファーにしてください。以上です。');
    expect(fill(chatLines.chill, { item: '白いスニーカー', alt: '茶色いローファー' })).toBe('白いスニーカーか茶色いローファーで大丈夫です。');
    const voiceLines = Object.values(chatWords.voices).flatMap((v) => [...v.open, ...v.close]);
    for (const line of [...voiceLines, chatLines.chillClose, chatLines.sassyPick, ...Object.values(chatLines.offTopic)]) {
      for (const sentence of line.split(/(?<=[。！？])(?![^「」]*」)/u).map((s) => s.trim()).filter((s) => s && !/^(?:\s|✨|💅|🔥|🙌|✌\uFE0F?)+$/u.test(s))) {
        // A set polite formula (どういたしまして) may end a sentence on the name it greets.
        expect(sentence.replace(/^どういたしまして、.*$/u, 'どういたしまして'), line).toMatch(POLITE_OR_FORMULA);
      }
    }
  });
});

describe('Japanese photo sentences (golden)', () => {
  const say = (key: keyof typeof vision.phrases, i: number, values: Record<string, string>) => fill(variant(vision.phrases[key], i), values);

  it('the pieces are listed in a sentence that ends in です, and named where they act', () => {
    expect(say('vision.pieces', 0, { pieces: listOf(['白いシャツ', 'ネイビーのスラックス', '黒いローファー']) })).toBe('写真に写っているのは、白いシャツ、ネイビーのスラックス、黒いローファーです。');
    expect(say('vision.tonal', 1, { top: '赤いTシャツ', bottom: '緑のジーンズ' })).toBe('赤いTシャツと緑のジーンズは、ほぼ同じ明るさです。');
    expect(say('vision.onePiece', 1, { piece: 'ワインレッドのワンピース' })).toBe('ワインレッドのワンピースは上から下まで一色で、すっきりと縦長のラインになっています。');
    expect(say('vision.shoesApart', 1, { shoes: '黒いスニーカー' })).toBe('黒いスニーカーは、ほかのアイテムとは別の色です。');
  });

  it('a one-colour look with no garment named is a ワントーンコーデ, and a named dress is not called a dress-type dress', () => {
    expect(vision.parts.onePiece).toBe('ワントーンコーデ');
    expect(fill(variant(rating.phrases['text.onePiece'], 1), { garment: 'ワンピース' })).toBe('ワンピースは上下をまとめて担うアイテムなので、上下両方に数えます。');
    expect(say('vision.seated', 0, {})).toBe('座っているか前かがみの姿勢のため、丈やバランスが読み取りにくくなっています。');
  });
});

describe('Japanese trend insights (golden)', () => {
  it('every budget reads inside the same sentence, and no price band is said twice', () => {
    const say = sentences.insights;
    expect(say.lookFor('バターイエロー', 'colour', say.anyBudget)).toBe('「バターイエロー」のアイテムを無理のない価格帯で探しましょう。');
    expect(say.lookFor('モカムース', 'colour', say.budget['mid-range'])).toBe('「モカムース」のアイテムを50〜200ドルの価格帯で探しましょう。');
    expect(say.lookFor('モカムース', 'colour', say.budget['budget-friendly'])).toBe('「モカムース」のアイテムを50ドル以下で探しましょう。');
    expect(say.lookFor('モカムース', 'colour', say.budget.luxury)).toBe('「モカムース」のアイテムを200ドル以上の、長く使えるものから探しましょう。');
  });
});

describe('Japanese chat pairing (golden)', () => {
  it('the partners of 合わせる take を after a list joined with と', () => {
    expect(fill(variant(chatWords.phrases['style.partners'], 0), { occasion: '面接', partners: listOf(['ネイビーのタイトスカート', '黒い革靴']) })).toBe('面接なら、ネイビーのタイトスカートと黒い革靴を合わせましょう。');
  });
});
