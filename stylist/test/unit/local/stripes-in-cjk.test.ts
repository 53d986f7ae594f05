import { describe, expect, it } from 'vitest';
import type { Language } from '@fitrater/contracts';
import { readDescription } from '../../../src/local/signals/text';

// A striped T-shirt is a T-shirt with stripes: the stripe word says its pattern (as "striped" does in English), and the
// garment is the one its name ends in.
describe('stripes and prints said in Korean, Chinese and Japanese', () => {
  it.each([
    ['ko', '스트라이프 티셔츠에 청바지', ['tshirt', 'jeans']],
    ['ko', '줄무늬 티셔츠', ['tshirt']],
    ['ko', '꽃무늬 원피스', ['dress']],
    ['zh', '条纹T恤配牛仔裤', ['tshirt', 'jeans']],
    ['ja', 'ボーダーのTシャツにデニム', ['tshirt', 'jeans']],
    ['ja', 'ストライプのシャツ', ['shirt']],
    ['en', 'striped t-shirt and jeans', ['tshirt', 'jeans']],
  ] as const)('%s: %s is read with one pattern', (language: Language, text, pieces) => {
    const read = readDescription(text, language)!;
    expect(read.garments.map((g) => g.garment)).toEqual(pieces);
    expect(read.patterns).toBe(1);
  });

  it('a plain T-shirt has no pattern', () => {
    expect(readDescription('흰 티셔츠', 'ko')!.patterns).toBe(0);
  });
});
