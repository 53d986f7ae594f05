import { describe, expect, it } from 'vitest';
import type { Language, RatingOccasion } from '@fitrater/contracts';
import { createLocalRater } from '../../../src/local/engine';

const rater = createLocalRater();
const rate = (description: string, occasion: RatingOccasion, language: Language) =>
  rater.rate({ image: null, description, occasion, customOccasion: null, language });

describe('a coat or a trench is worn over everything', () => {
  it.each<[Language, string]>([
    ['en', 'camel coat, black turtleneck, jeans and boots'],
    ['pt', 'sobretudo caramelo, gola alta preta, jeans e bota'],
    ['ar', 'معطف جملي، بلوزة رقبة عالية سوداء، جينز وبوت'],
    ['fr', 'trench beige, pull marine, jean et baskets'],
  ])('%s: a tailored coat over jeans is not overdressed for everyday wear', async (language, text) => {
    const answer = await rate(text, 'casual', language);
    expect(answer.components.top.rating).toBeGreaterThanOrEqual(8.3);
    expect(answer.overallRating).toBeGreaterThanOrEqual(8.4);
  });

  it('the allowance is for everyday wear: a wool coat at the beach and a sequin coat to the shops are still overdressed', async () => {
    expect((await rate('wool coat, swimsuit and flip flops', 'beach', 'en')).components.top.rating).toBeLessThan(8);
    expect((await rate('sequin coat, jeans and sneakers', 'shopping', 'en')).components.top.rating).toBeLessThan(8);
  });
});
