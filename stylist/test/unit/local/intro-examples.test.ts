import { describe, expect, it } from 'vitest';
import { INTRO_EXAMPLES } from '@fitrater/contracts';
import { createLocalStylist } from '../../../src/local';

/** The intro shows these ratings as real examples: the built-in engine must still give exactly them. */
describe('the intro\'s example ratings', () => {
  const stylist = createLocalStylist();
  for (const [name, example] of Object.entries(INTRO_EXAMPLES)) {
    it(`${name}: the built-in engine scores "${example.description}" as the intro says`, async () => {
      const answer = await stylist.rate({ image: null, description: example.description, occasion: example.occasion, customOccasion: null, language: 'en' });
      expect(answer.overallRating).toBe(example.overall);
      const parts = Object.fromEntries(Object.entries(answer.components).map(([part, c]) => [part, c.rating]));
      expect(parts).toEqual(example.components);
    });
  }
});
