import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language, type RatingOccasion } from '@fitrater/contracts';
import { createLocalRater } from '../../../src/local/engine';
import { packFor } from '../../../src/local/i18n/packs';
import type { PhraseKey } from '../../../src/local/i18n/types';
import type { ColourId } from '../../../src/local/colour/names';
import type { GarmentId } from '../../../src/local/lexicon/garments';

/**
 * The rating's headline and its feedback say the same thing: a summary never calls a look good (or
 * excellent) while the same answer says its colours clash.
 */
const rater = createLocalRater();

/** A template as a pattern: every placeholder or agreement slot matches any text. */
function templatePattern(template: string): RegExp {
  const parts = template.split(/\{[^}]*\}/).map((p) => p.replace(/[.*+?^$()|[\]\\]/g, '\\$&'));
  return new RegExp(parts.join('.+?'), 'i');
}
const says = (language: Language, key: PhraseKey, text: string) => packFor(language).phrases[key].some((t) => templatePattern(t).test(text));

function describe3(language: Language, pieces: readonly (readonly [GarmentId, ColourId])[]): string {
  const pack = packFor(language);
  return pack.list(pieces.map(([g, c]) => pack.garmentIn(pack.garments[g], pack.colours[c])));
}

/** Outfits whose pieces suit the occasion while four strong colours fight, so they score in the good band. */
const CLASHING: readonly { occasion: RatingOccasion; pieces: readonly (readonly [GarmentId, ColourId])[] }[] = [
  { occasion: 'casual', pieces: [['sweater', 'lavender'], ['chinos', 'green'], ['flats', 'yellow'], ['belt', 'beige']] },
  { occasion: 'party', pieces: [['polo', 'burgundy'], ['chinos', 'black'], ['loafers', 'navy'], ['watch', 'mustard']] },
  { occasion: 'wedding', pieces: [['blouse', 'mustard'], ['skirt', 'wine'], ['heels', 'yellow'], ['scarf', 'charcoal']] },
];
const CALM = { occasion: 'work' as RatingOccasion, pieces: [['shirt', 'white'], ['trousers', 'navy'], ['loafers', 'black']] as const };

describe('the summary agrees with the feedback about colours', () => {
  for (const language of LANGUAGES) {
    it(`${language}: a clash is the headline's point, never beside "a good look"`, async () => {
      for (const outfit of CLASHING) {
        const description = describe3(language, outfit.pieces);
        const a = await rater.rate({ image: null, description, occasion: outfit.occasion, customOccasion: null, language });
        const clashSaid = says(language, 'harmony.clash', a.feedback);
        expect(clashSaid, `${language} ${description}: ${a.feedback}`).toBe(true);
        expect(says(language, 'summary.good', a.summary) || says(language, 'summary.excellent', a.summary), a.summary).toBe(false);
        if (a.overallRating >= 6.5) {
          expect(says(language, 'summary.colourClash', a.summary), a.summary).toBe(true);
          expect(says(language, 'harmony.clash', a.summary), a.summary).toBe(true);
        }
      }
    });

    it(`${language}: a look whose colours agree keeps its band's headline`, async () => {
      const a = await rater.rate({ image: null, description: describe3(language, CALM.pieces), occasion: CALM.occasion, customOccasion: null, language });
      expect(a.overallRating).toBeGreaterThanOrEqual(6.5);
      expect(says(language, 'summary.colourClash', a.summary), a.summary).toBe(false);
      expect(says(language, 'summary.good', a.summary) || says(language, 'summary.excellent', a.summary), a.summary).toBe(true);
    });
  }

  for (const language of LANGUAGES) {
    it(`${language}: a look with a piece to change is not called outstanding above that piece`, async () => {
      const pieces = [['sweater', 'beige'], ['chinos', 'white'], ['sandals', 'navy'], ['handbag', 'burgundy']] as const;
      const a = await rater.rate({ image: null, description: describe3(language, pieces), occasion: 'date', customOccasion: null, language });
      expect(a.overallRating).toBeGreaterThanOrEqual(8);
      expect(says(language, 'summary.excellent', a.summary), a.summary).toBe(false);
      expect(says(language, 'summary.good', a.summary), a.summary).toBe(true);
    });
  }
});
