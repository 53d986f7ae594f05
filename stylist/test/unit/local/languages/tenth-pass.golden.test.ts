import { describe, expect, it } from 'vitest';
import type { Language, RatingOccasion } from '@fitrater/contracts';
import { createLocalRater } from '../../../../src/local/engine';
import { plainPiece } from '../../../../src/local/styling/plain-text';

/** Sentences a native editor corrected in the tenth reading, each as the engine now writes it. */
const rate = (language: Language, description: string, occasion: RatingOccasion = 'work') =>
  createLocalRater().rate({ image: null, description, occasion, customOccasion: null, language });

// Inside a flowing paragraph a Korean editor names the piece with its topic particle, not as a caption.
describe('ko: the per-piece lines of a rating read as sentences', () => {
  it('the feedback paragraph says "차콜 슬랙스는 출근에…", not "차콜 슬랙스: 출근에…"', async () => {
    const a = await rate('ko', '흰 셔츠, 차콜 슬랙스, 검정 구두');
    expect(a.feedback).toMatch(/차콜 슬랙스는 출근에/u);
    expect(a.feedback).not.toMatch(/(?:슬랙스|셔츠|구두): /u);
    expect(a.components.bottom.description).toMatch(/^차콜 슬랙스는 /u);
  });
  it('a piece ending in a consonant takes 은', async () => {
    const a = await rate('ko', '검정 정장, 흰 셔츠, 검정 구두', 'wedding');
    expect(Object.values(a.components).map((c) => c.description).join(' ')).toMatch(/정장은 /u);
  });
  it.each([
    ['차콜 슬랙스는 출근에 잘 어울려요.', '차콜 슬랙스'],
    ['검정 정장은 결혼식에 딱 맞는 차림이에요.', '검정 정장'],
    ['회색 후드티는 출근에는 너무 캐주얼해요.', '회색 후드티'],
  ])('the advice still reads the piece back: %s → %s', (sentence, piece) => {
    expect(plainPiece(sentence)).toBe(piece);
  });
});
