import { describe, expect, it } from 'vitest';
import type { RatingOccasion } from '@fitrater/contracts';
import { createLocalRater } from '../../../src/local/engine';
import { readDescription } from '../../../src/local/signals/text';

const rater = createLocalRater();
const garments = (text: string) => readDescription(text, 'en')?.garments.map((m) => m.garment) ?? [];

/** UK "football kit and boots" was read as boots alone and scored 2.9 for football ("boots will hold you back"). */
describe('a kit is the sport’s clothes', () => {
  it.each<[string, string[]]>([
    ['football kit and boots', ['sportsKit', 'cleats']],
    ['PE kit and trainers', ['sportsKit', 'cleats']],
    ['rugby kit', ['sportsKit']],
  ])('"%s"', (text, expected) => {
    expect(garments(text)).toEqual(expected);
  });

  it.each<[string, RatingOccasion]>([['football kit and boots', 'football'], ['PE kit and trainers', 'workout'], ['netball kit and trainers', 'sports']])(
    '"%s" is right for %s', async (description, occasion) => {
      const r = await rater.rate({ image: null, description, occasion, customOccasion: null, language: 'en' });
      expect(r.overallRating, r.feedback).toBeGreaterThanOrEqual(8.5);
    });

  it('a kit at a wedding is sportswear out of place', async () => {
    const r = await rater.rate({ image: null, description: 'football kit and trainers', occasion: 'wedding', customOccasion: null, language: 'en' });
    expect(r.overallRating).toBeLessThan(4);
  });
});
