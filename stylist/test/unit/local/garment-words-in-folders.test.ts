import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@fitrater/contracts';
import { GARMENTS, GARMENT_IDS } from '../../../src/local/lexicon/garments';
import { readGarments } from '../../support/read-garments';

/**
 * The extra spellings of each garment used to be one string per garment with six languages mixed in it
 * (lexicon/garments.ts `words`); they now live in each language's folder (languages/<lang>/lexicon.ts), so adding a
 * language is one folder. The fixture was written from the old table before the move: every spelling it held, and
 * what each language (and a text of no stated language, `any`) read it as. `*` is the reading of every language not
 * named beside it.
 */
type Reading = string | Record<string, string>;
const BEFORE = JSON.parse(readFileSync(new URL('../../fixtures/garment-words-read.json', import.meta.url), 'utf8')) as Record<string, Reading>;

/**
 * Seven spellings were listed under one garment in the shared table and under another in their own language's table
 * ('Regenmantel' a trench there, a raincoat in German's own). Their own language read them by its own table, every
 * other language by the shared one. In the folders a word has one home, its own language's, so every language now
 * reads them as that language does. (The Italian 'gilet' under waistcoat was never read so, 'gilet' being the
 * cardigan in every language, Italian included; it is not carried over, and 'gilet' reads as before.)
 */
const READ_AS_THEIR_OWN_LANGUAGE: Readonly<Record<string, string>> = {
  'chaussures de sport': 'cleats', sportschuhe: 'cleats', imperméable: 'raincoat', impermeabile: 'raincoat', impermeável: 'raincoat',
  regenmantel: 'raincoat', 'rain jacket': 'raincoat',
};

/**
 * Spellings that have since become a garment of their own: the velvet (smoking, Albert) slipper is a black-tie shoe, not
 * a loafer; a fleece is no down jacket, a rain jacket no town raincoat, hiking trousers no cargo trousers.
 */
const GIVEN_A_GARMENT_OF_THEIR_OWN: Readonly<Record<string, string>> = {
  'velvet slippers': 'eveningSlippers', 'smoking slippers': 'eveningSlippers', 'albert slippers': 'eveningSlippers',
  fleece: 'fleece', 'rain jacket': 'rainJacket', 'shell jacket': 'shellJacket',
  'hiking pants': 'hikingTrousers', 'trekking pants': 'hikingTrousers', wanderhose: 'hikingTrousers',
};

const expected = (word: string, reading: Reading, language: Language | 'any'): string =>
  GIVEN_A_GARMENT_OF_THEIR_OWN[word] ?? READ_AS_THEIR_OWN_LANGUAGE[word] ?? (typeof reading === 'string' ? reading : reading[language] ?? reading['*']!);

describe('garment spellings live in the language folders', () => {
  it('the shared garment table holds no words of any language', () => {
    for (const id of GARMENT_IDS) expect(Object.keys(GARMENTS[id]), id).not.toContain('words');
  });

  it('the fixture holds the whole old table', () => {
    expect(Object.keys(BEFORE).length).toBe(859);
  });

  it('those seven were read so by their own language before', () => {
    for (const [word, now] of Object.entries(READ_AS_THEIR_OWN_LANGUAGE)) expect(Object.values(BEFORE[word] as Record<string, string>), word).toContain(now);
  });

  it('every spelling is read as before, in every language and in none', () => {
    const changed: string[] = [];
    for (const [word, reading] of Object.entries(BEFORE)) {
      const now = readGarments(word).join(' ');
      if (now !== expected(word, reading, 'any')) changed.push(`${word} (any): ${expected(word, reading, 'any')} → ${now}`);
      for (const language of LANGUAGES) {
        const read = readGarments(word, language).join(' ');
        if (read !== expected(word, reading, language)) changed.push(`${word} (${language}): ${expected(word, reading, language)} → ${read}`);
      }
    }
    expect(changed).toEqual([]);
  });
});
