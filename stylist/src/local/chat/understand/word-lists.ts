import { findWord, normalise } from '../rater';

const ENTRY_CACHE = new Map<string, readonly string[]>();

/** The words of a cue list ('a|b|c'), normalised as messages are, split once per list. */
export const words = (list: string): readonly string[] => {
  let out = ENTRY_CACHE.get(list);
  if (!out) ENTRY_CACHE.set(list, (out = list.split('|').map((w) => normalise(w)).filter(Boolean)));
  return out;
};

/** Whether the text says one of the list's words as a word (not inside another). */
export const has = (text: string, list: string): boolean => words(list).some((w) => text.includes(w) && findWord(text, w).length > 0);
