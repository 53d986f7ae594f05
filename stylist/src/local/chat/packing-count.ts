import type { Count } from './packing-types';

/** A count or a range in the language's number words ('four or five'), digits past the words it has. */
export const range = (n: Count, words: readonly string[], or: string): string => n.map((x) => words[x] ?? String(x)).join(or);

/** A count of exactly one (the noun stays singular). */
export const one = (n: Count): boolean => n.length === 1 && n[0] === 1;
