import { describe, expect, it } from 'vitest';
import { GARMENT_NAMES } from '../../../../src/local/styling/garment-names';
import { VISION_WORDS } from '../../../../src/local/i18n/vision';
import { PACKS } from '../../../../src/local/i18n/packs';
import { romanceHead } from '../../../../src/local/grammar/nouns';
import { NOUNS as ES } from '../../../../src/local/languages/es/grammar';
import { NOUNS as FR } from '../../../../src/local/languages/fr/grammar';
import { NOUNS as IT } from '../../../../src/local/languages/it/grammar';
import { NOUNS as PT } from '../../../../src/local/languages/pt/grammar';
import { nounOf } from '../../../../src/local/languages/de/grammar';

const ROMANCE = { es: ES, fr: FR, it: IT, pt: PT } as const;
const namesOf = (language: keyof typeof ROMANCE | 'de') => [
  ...Object.values(GARMENT_NAMES[language]), ...Object.values(PACKS[language].garments), ...Object.values(VISION_WORDS[language].parts),
];

// Agreement is data: a garment whose head noun is missing would silently read as masculine singular.
describe('every garment name has a known gender and number', () => {
  for (const language of ['es', 'fr', 'it', 'pt'] as const) {
    it(`${language}: every name's head noun is in the noun table`, () => {
      expect(namesOf(language).filter((name) => romanceHead(name, ROMANCE[language]) === null)).toEqual([]);
    });
  }
  it('de: every name ends in a compound part of known gender', () => {
    // Words that are not nouns of clothing (a colour's name shown alone) have no gender to find.
    expect(namesOf('de').filter((name) => nounOf(name) === null)).toEqual([]);
  });
});
