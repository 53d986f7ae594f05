import { findWord, normalise } from '../rater';
import { words } from './word-lists';

/**
 * The text with every word of `list` blanked out, each character kept in its place. Every word is found in the text as
 * written, so two words that overlap are both blanked ("ماذا آخذ في" and "في الحقيبة" share في).
 */
export const blank = (text: string, list: string): string =>
  words(list).flatMap((w) => findWord(text, w)).reduce((o, hit) => o.slice(0, hit.start) + ' '.repeat(hit.end - hit.start) + o.slice(hit.end), text);

/** The key of the table whose word comes first in the text (or last, with `fromEnd`). */
export function first<K extends string>(text: string, table: Record<K, string>, fromEnd = false): K | null {
  let best: { key: K; at: number } | null = null;
  for (const [key, list] of Object.entries(table) as [K, string][]) {
    for (const w of words(list)) {
      if (!text.includes(w)) continue;
      const hits = findWord(text, w);
      const hit = fromEnd ? hits.at(-1) : hits[0];
      if (hit && (!best || (fromEnd ? hit.start > best.at : hit.start < best.at))) best = { key, at: hit.start };
    }
  }
  return best?.key ?? null;
}

/** A message as the cues read it: normalised, its punctuation spaces. */
export const readText = (message: string): string => normalise(message).replace(/[?!.,;:¿¡？！。，、]/gu, ' ').replace(/\s+/g, ' ').trim();
