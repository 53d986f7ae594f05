import { describe, expect, it } from 'vitest';
import type { Language, RatingOccasion } from '@fitrater/contracts';
import { createLocalRater } from '../../../src/local/engine';

const rater = createLocalRater();
const score = async (description: string, occasion: RatingOccasion, language: Language) =>
  (await rater.rate({ image: null, description, occasion, customOccasion: null, language })).overallRating;

/**
 * A tank top, shorts and flip-flops at the office is the wrong outfit, not a look a detail would fix: every piece is a
 * whole step or more below the office's level, and it scores below a pass in every language (it scored 5.4, "mediocre").
 * A smart-casual office look with one piece at the level is untouched.
 */
describe('holiday wear at the office', () => {
  it.each<[Language, string]>([
    ['en', 'tank top, shorts and flip-flops'],
    ['es', 'camiseta de tirantes, shorts y chanclas'],
    ['fr', 'débardeur, short et tongs'],
    ['de', 'Tanktop, Shorts und Flip-Flops'],
    ['it', 'canotta, shorts e infradito'],
    ['pt', 'regata, shorts e chinelo'],
    ['zh', '背心、短裤和人字拖'],
    ['ja', 'タンクトップ、短パン、ビーサン'],
    ['ko', '나시, 반바지, 쪼리'],
    ['ar', 'توب بدون أكمام وشورت وشبشب'],
  ])('%s: "%s" at work is a clear failure', async (language, text) => {
    expect(await score(text, 'work', language)).toBeLessThan(5);
  });

  it.each([
    'white t-shirt, navy blazer, dark jeans and white sneakers',
    'navy crewneck sweater, dark jeans and white leather sneakers',
  ])('"%s" at work is still a good look', async (text) => {
    expect(await score(text, 'work', 'en')).toBeGreaterThanOrEqual(7);
  });

  it('the same holiday pieces at the beach are right', async () => {
    expect(await score('tank top, shorts and flip-flops', 'beach', 'en')).toBeGreaterThanOrEqual(7);
  });
});
