import type { Language } from '@fitrater/contracts';
import type { PhraseKey } from '../i18n/types';
import { packFor } from '../i18n/packs';
import { bandOf } from '../writing/compose';
import { fill } from '../writing/variation';

/**
 * The summary verdicts that say something holds the look back: the colours (a good score whose colours clash),
 * a mixed result or a weak one. Advice under such a summary must not say "everything works".
 */
const HOLDS_BACK: readonly PhraseKey[] = ['summary.colourClash', 'summary.fair', 'summary.weak'];

const escape = (s: string) => s.replace(/[.*+?^$()|[\]\\]/gu, '\\$&');

/**
 * The sentences a phrase's variants write: filled with each of the language's occasion names as the rating fills
 * them (so "à {occasion}" reads "au mariage"), and as patterns where a placeholder stands for any words (a custom
 * occasion's own name).
 */
function openings(language: Language, key: PhraseKey): { said: string[]; patterns: RegExp[] } {
  const pack = packFor(language);
  const variants = pack.phrases[key];
  return {
    said: variants.flatMap((v) => Object.values(pack.occasions).map((occasion) => pack.capitalise(fill(v, { occasion }, pack.grammar)))),
    patterns: variants.map((v) => new RegExp(`^${v.split(/\{[^}]*\}/u).map(escape).join('.+?')}`, 'iu')),
  };
}

const cache = new Map<Language, { said: string[]; patterns: RegExp[] }>();

/**
 * Whether the rating's summary says the look is held back, read from the verdict it opens with, so the advice
 * follows what the member read. Without a summary (a rating from another engine, an old row) the score's band
 * decides as the summary's would.
 */
export function summaryHoldsBack(summary: string | null | undefined, overall: number, language: Language): boolean {
  if (!summary) return bandOf(overall) === 'fair' || bandOf(overall) === 'weak';
  const known = cache.get(language) ?? HOLDS_BACK.map((key) => openings(language, key)).reduce((a, b) => ({ said: [...a.said, ...b.said], patterns: [...a.patterns, ...b.patterns] }));
  cache.set(language, known);
  const text = summary.trim();
  return known.said.some((s) => text.startsWith(s)) || known.patterns.some((p) => p.test(text));
}
