import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@fitrater/contracts';
import { CATALOGUES } from '../../../../src/local/languages/registry';
import { normalise } from '../../../../src/local/lexicon/normalise';
import { materialOf, openFinishCompounds } from '../../../../src/local/lexicon/finish-reading';
import type { ReadingWords } from '../../../../src/local/lexicon/words/reading-types';
import {
  CLAUSE_BREAK, CLOTH_PREPOSITION, CREASED, HEEL_BEFORE, HEEL_BEFORE_LINK, HEEL_LINK, HEEL_WORDS, JEANS_AFTER, JEANS_CLOTH, JEWEL_MATERIAL_LINK,
  JOIN_PARTICLE, LINEN, LIST_JOIN, MANY, STANDS_ALONE, TAILORED_BEFORE, TEAR,
} from '../../../../src/local/signals/reading-words';
import { readDescription } from '../../../../src/local/signals/text';

const words = (language: Language): ReadingWords => CATALOGUES[language].readingWords;
type ListKey = { [K in keyof ReadingWords]: ReadingWords[K] extends readonly string[] ? K : never }[keyof ReadingWords];
const LISTS = Object.keys(words('en')).filter((k) => Array.isArray(words('en')[k as keyof ReadingWords])) as ListKey[];

/**
 * The small words a description is read by (list joins, counts, crease and tear stems, linen, jeans as cloth, heels, jewel
 * materials, finish stems) used to be written in the readers, every language in one regular expression; each language now
 * has them in its folder (languages/<lang>/reading-words.ts) and the readers match the union.
 */
describe('each language\'s reading words', () => {
  it.each(LANGUAGES)('%s: written as they are matched, each once per list', (language) => {
    const w = words(language);
    const lists: [string, readonly string[]][] = [...LISTS.map((k) => [k, w[k]] as [string, readonly string[]]), ...Object.entries(w.finishStems).map(([m, s]) => [`finishStems.${m}`, s] as [string, readonly string[]])];
    for (const [key, list] of lists) {
      for (const x of list) {
        expect(normalise(x), `${language} ${key}: "${x}"`).toBe(x);
        expect(x.trim(), `${language} ${key}: "${x}"`).toBe(x);
        expect(x.length).toBeGreaterThan(0);
      }
      expect(list.filter((x, i) => list.indexOf(x) !== i), `${language} ${key}`).toEqual([]);
    }
  });

  it('every language\'s words are read by the matchers', () => {
    for (const language of LANGUAGES) {
      const w = words(language);
      const say = (list: readonly string[], test: (x: string) => boolean, what: string) => {
        for (const x of list) expect(test(x), `${language} ${what}: ${x}`).toBe(true);
      };
      say(w.creased, (x) => CREASED.test(`${x}ed`), 'creased');
      say(w.tear, (x) => TEAR.test(x), 'tear');
      say(w.linen, (x) => LINEN.test(x), 'linen');
      say(w.jeansCloth, (x) => JEANS_CLOTH.has(x), 'jeans');
      say(w.clothPrepositions, (x) => CLOTH_PREPOSITION.test(x), 'cloth preposition');
      say(w.heelsAfter, (x) => HEEL_WORDS.has(x), 'heel');
      say(w.heelLinks, (x) => HEEL_LINK.test(x), 'heel link');
      say(w.heelsBefore, (x) => HEEL_BEFORE.has(x), 'heel before');
      say(w.heelBeforeLinks, (x) => HEEL_BEFORE_LINK.test(x), 'heel before link');
      say(w.jewelMaterialLinks, (x) => JEWEL_MATERIAL_LINK.test(x), 'jewel link');
      say(w.joinParticles, (x) => JOIN_PARTICLE.test(x), 'join particle');
      say(w.many, (x) => MANY.test(`${x} `), 'many');
      say(w.listJoins, (x) => LIST_JOIN.test(/^[a-z ]+$/.test(x) ? ` ${x} ` : ` ${x}x`), 'list join');
      say(w.clauseJoins, (x) => `a${/^[a-z ]+$/.test(x) ? ` ${x} ` : `${x} `}b`.split(CLAUSE_BREAK).length === 2, 'clause join');
      say(w.particles, (x) => STANDS_ALONE.test(`${x} `), 'particle');
      say(w.tailoredJacketPrefixes, (x) => TAILORED_BEFORE.test(`ab${x}`), 'tailored');
      for (const [material, stems] of Object.entries(w.finishStems)) say(stems, (x) => materialOf(x) === material, material);
      expect(JEANS_AFTER.has(language)).toBe(w.jeansAfterPiece);
    }
    // Nothing but the words: an empty link is allowed where the words are joined straight (珍珠耳环), not anything else.
    expect(JEWEL_MATERIAL_LINK.test('')).toBe(true);
    expect(JEWEL_MATERIAL_LINK.test('と')).toBe(false);
    expect(TEAR.test('stained')).toBe(false);
    expect(CREASED.test('stained')).toBe(false);
    expect(openFinishCompounds('samtblazer und samtig')).toBe('samt blazer und samtig');
  });

  it('reads a description with each language\'s words', () => {
    expect(readDescription('chemise en lin froissée, jupe en jean', 'fr')?.garments.map((g) => [g.garment, g.linen ?? false, g.condition ?? null]))
      .toEqual([['shirt', true, 'creased'], ['skirt', false, null]]);
    expect(readDescription('saia jeans e botas marrons de salto', 'pt')?.garments.map((g) => [g.garment, g.colours])).toEqual([['skirt', ['denim']], ['boots', ['brown']]]);
    expect(readDescription('パールのネックレスとヒール付きのサンダル', 'ja')?.garments.map((g) => g.garment)).toEqual(['jewellery', 'heels']);
  });
});
