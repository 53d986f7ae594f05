import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@fitrater/contracts';
import { CATALOGUES } from '../../../../src/local/languages/registry';
import { normalise } from '../../../../src/local/lexicon/normalise';
import { BODY_WORDS, INTENT_CUES, ITEM_WORDS, OCCASION_WORDS, PACKING, QUESTION_WORDS, TRIP_WORDS } from '../../../../src/local/chat/understand/cues';
import { understand } from '../../../../src/local/chat/understand';

/** Every list of a language's chat cues, named by its key ('items.belt', 'packing', 'trip.numbers'): a table of numbers lists its words. */
function listsOf(language: (typeof LANGUAGES)[number]): [string, readonly string[]][] {
  const wordsOf = (value: unknown): readonly string[] => (Array.isArray(value) ? value : Object.keys(value as object));
  return Object.entries(CATALOGUES[language].chatCues).flatMap(([key, value]) => Array.isArray(value)
    ? [[key, value as readonly string[]]]
    : Object.entries(value as Record<string, unknown>).map(([sub, words]) => [`${key}.${sub}`, wordsOf(words)] as [string, readonly string[]]));
}

// Each language's chat cue words live in its own folder; the chat reads them all.
describe('the chat cue words of each language', () => {
  it.each(LANGUAGES)('%s: written as they are matched, each form once per list', (language) => {
    for (const [key, words] of listsOf(language)) {
      for (const w of words) {
        // Latin letters are matched without accents: a word written with them would read the same, once too often.
        if (/\p{Script=Latin}/u.test(w)) expect(normalise(w), `${language} ${key}: "${w}"`).toBe(w);
        expect(w.trim(), `${language} ${key}: "${w}" has spaces around it`).toBe(w);
        expect(w.length, `${language} ${key}: an empty word`).toBeGreaterThan(0);
      }
      const forms = words.map((w) => normalise(w));
      expect(forms.filter((f, i) => forms.indexOf(f) !== i), `${language} ${key}: the same word twice`).toEqual([]);
    }
  });

  it('builds each matcher from every language’s words', () => {
    const read = (list: string) => new Set(list.split('|'));
    for (const language of LANGUAGES) {
      const cues = CATALOGUES[language].chatCues;
      for (const w of cues.items.belt) expect(read(ITEM_WORDS.belt).has(w), `${language} belt: ${w}`).toBe(true);
      for (const w of cues.intents.care) expect(read(INTENT_CUES.care).has(w), `${language} care: ${w}`).toBe(true);
      for (const w of cues.body.pear) expect(read(BODY_WORDS.pear).has(w), `${language} pear: ${w}`).toBe(true);
      for (const w of cues.packing) expect(read(PACKING).has(w), `${language} packing: ${w}`).toBe(true);
      for (const w of cues.questionWords) expect(read(QUESTION_WORDS).has(w), `${language} question: ${w}`).toBe(true);
      for (const w of cues.occasions.wedding) expect(read(OCCASION_WORDS.wedding).has(w), `${language} wedding: ${w}`).toBe(true);
      for (const w of cues.trip.weeks) expect(TRIP_WORDS.weeks, `${language} trip weeks: ${w}`).toContain(w);
      for (const [w, n] of Object.entries(cues.trip.numbers)) expect(TRIP_WORDS.numbers[w], `${language} trip number: ${w}`).toBe(n);
    }
  });

  it('reads a question by the words of its language’s folder', () => {
    expect(understand('Qué cinturón con zapatos marrones?', false, [], 'es').item).toBe('belt');
    expect(understand('Welcher Gürtel passt zu braunen Schuhen?', false, [], 'de').item).toBe('belt');
    expect(understand('茶色の靴に合うベルトは？', false, [], 'ja').item).toBe('belt');
    expect(understand('갈색 구두에 어울리는 벨트는?', false, [], 'ko').item).toBe('belt');
    expect(understand('أي حزام مع حذاء بني؟', false, [], 'ar').item).toBe('belt');
    expect(understand('Que mettre dans ma valise pour une semaine à Rome ?', false, [], 'fr').intent).toBe('capsule');
  });
});
