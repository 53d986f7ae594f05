import type { Language } from '@fitrater/contracts';
import type { LexiconEntry } from '../lexicon';

interface Hit { entry: LexiconEntry; start: number; end: number }

/**
 * French "un haut" (a top) is masculine, so "haute" and "hautes" are always the adjective high: "chaussettes hautes"
 * (knee socks), "bottes hautes", "jean taille haute" (high-waisted). Read as the garment, each added a top the member
 * never named ("maillot, short, chaussettes hautes" was called a casual top unfit for football).
 */
export function withoutFrenchHigh(text: string, hits: readonly Hit[], language?: Language): Hit[] {
  if (language !== 'fr') return [...hits];
  return hits.filter((h) => !(h.entry.kind === 'garment' && h.entry.id === 'top' && /^hautes?$/.test(text.slice(h.start, h.end))));
}
