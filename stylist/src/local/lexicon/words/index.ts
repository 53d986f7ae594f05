import type { Language } from '@fitrater/contracts';
import { COLOUR_IDS } from '../../colour/names';
import { GARMENT_IDS } from '../garments';
import { PRINT_KINDS, type LanguageWords } from './types';
import { normalise } from '../normalise';
import { CATALOGUES, tablesOf } from '../../languages/registry';

export type { Finish, LanguageWords, PrintKind, Weather } from './types';
export { PRINT_KINDS };

/** One vocabulary table per language; a language missing here does not compile. */
export const WORDS: Record<Language, LanguageWords> = tablesOf(CATALOGUES, 'lexicon');

/** The items of a `|` list, trimmed, empty ones dropped. */
export const items = (list: string): string[] => list.split('|').map((w) => w.trim()).filter(Boolean);

/**
 * Problems in the tables: an unknown garment or colour id, an empty or padded item, a list that
 * repeats itself. Checked when the lexicon is first built (a broken table fails the first rating
 * loudly rather than silently dropping words) and by the unit test.
 */
export function vocabularyProblems(words: Record<string, LanguageWords> = WORDS): string[] {
  const problems: string[] = [];
  const garments = new Set<string>(GARMENT_IDS);
  const colours = new Set<string>(COLOUR_IDS);
  for (const [lang, w] of Object.entries(words)) {
    const check = (where: string, list: string, required: boolean): void => {
      const raw = list.split('|');
      if (required && !list.trim()) problems.push(`${lang}.${where}: empty`);
      if (list.trim() && raw.some((x) => !x.trim() || x !== x.trim())) problems.push(`${lang}.${where}: empty or padded item`);
      const seen = new Set<string>();
      // Words are matched normalised, so a form with and without its accent or hamza (frío, frio; أوفرول, اوفرول) is one word.
      for (const x of raw) {
        const k = normalise(x.trim());
        if (k && seen.has(k)) problems.push(`${lang}.${where}: "${x}" twice`);
        seen.add(k);
      }
    };
    for (const [id, list] of [...Object.entries(w.garments), ...Object.entries(w.garmentsHere ?? {})]) {
      if (!garments.has(id)) problems.push(`${lang}.garments: unknown garment ${id}`);
      check(`garments.${id}`, list ?? '', true);
    }
    for (const [id, list] of Object.entries(w.colours)) {
      if (!colours.has(id)) problems.push(`${lang}.colours: unknown colour ${id}`);
      check(`colours.${id}`, list ?? '', true);
    }
    for (const [kind, list] of Object.entries(w.finishes)) check(`finishes.${kind}`, list, true);
    for (const key of ['dressy', 'sporty', 'patterns', 'condition', 'fit'] as const) check(key, w[key], true);
    // Every print kind in every language, and a print word is not also a plain statement word (it would lose its kind).
    for (const kind of PRINT_KINDS) check(`prints.${kind}`, w.prints[kind] ?? '', true);
    for (const kind of Object.keys(w.prints)) if (!(PRINT_KINDS as readonly string[]).includes(kind)) problems.push(`${lang}.prints: unknown print ${kind}`);
    check('prints', Object.values(w.prints).join('|'), true);
    const plain = new Set(items(w.patterns).map(normalise));
    for (const x of items(Object.values(w.prints).join('|'))) if (plain.has(normalise(x))) problems.push(`${lang}.patterns: "${x}" is a print`);
    check('negationBefore', w.negationBefore, false);
    check('negationAfter', w.negationAfter, false);
    if (!w.negationBefore.trim() && !w.negationAfter.trim()) problems.push(`${lang}: no negation words`);
    for (const [kind, list] of Object.entries(w.weather)) check(`weather.${kind}`, list, true);
    for (const [occasion, list] of Object.entries(w.occasionHints)) check(`occasionHints.${occasion}`, list ?? '', true);
  }
  return problems;
}
