import type { LexiconEntry } from '../lexicon';

interface Hit { entry: LexiconEntry; start: number; end: number }

/**
 * "Jersey" is two things: a sports top (a football jersey, a cycling jersey) and, in every European language, the
 * soft knit cloth a dress or a top is cut from (a jersey dress, une robe en jersey, ein Kleid aus Jersey, ein
 * Jerseykleid, un abito in jersey). A stylist hears the cloth when the word is joined to another garment: written
 * straight before it ("jersey dress", "Jersey-Kleid") or after it with a cloth preposition ("robe en jersey",
 * "Kleid aus Jersey"); after aus, en, di or em it is the cloth whatever stands before. Said on its own, or listed
 * with "and" or a comma, it stays a garment.
 */
// Straight after a cloth preposition; words describing the garment may stand between ("top portefeuille en jersey",
// "Kleid in Schwarz aus Jersey"), but not a comma or a conjunction, which start another piece.
const CLOTH_PREPOSITION = /(?:^| )(?:in|of|en|de|aus|di|em)$/;
const ANOTHER_PIECE = /[,.;:!?]| (?:and|y|et|und|e|with|con|avec|mit|com|plus|o|or|ou|oder) /;
const MAX_WORDS_BETWEEN = 4;
/** Prepositions that only ever introduce a cloth before "jersey", even after a garment the reader does not know (Wickeltop aus Jersey). */
const ONLY_CLOTH_BEFORE = /(?:^|[\s,])(?:aus|en|di|em) $/u;
const BEFORE_GARMENT = /^-?$/;
/** German writes the cloth into the garment's name (Jerseykleid, Jerseyrock): opened so both words are read. */
const GERMAN_JERSEY_COMPOUND = /(?<![\p{L}])jersey(?=\p{L}{4,})/gu;

export function openJerseyCompounds(normalisedText: string): string {
  return normalisedText.replace(GERMAN_JERSEY_COMPOUND, 'jersey ');
}

/** What stands between two spans once colours, finishes and other cloth words are left out. */
function between(text: string, hits: readonly Hit[], from: number, to: number): string {
  let out = '';
  for (let i = from; i < to; i++) {
    const inWord = hits.some((h) => h.entry.kind !== 'garment' && h.start <= i && i < h.end);
    if (!inWord) out += text[i];
  }
  return out.replace(/\s+/g, ' ').trim();
}

/** Turns a "jersey" joined to another garment into what it is there: the cloth (a soft, sporty knit), not a top. */
export function jerseyAsCloth(text: string, hits: Hit[]): void {
  const garments = hits.filter((h) => h.entry.kind === 'garment');
  for (const h of garments) {
    if (h.entry.pattern !== 'jersey') continue;
    const before = garments.filter((g) => g !== h && g.end <= h.start).at(-1);
    const after = garments.find((g) => g !== h && g.start >= h.end);
    const after0 = before ? between(text, hits, before.end, h.start) : null;
    const joinedAfter = after0 !== null && (/^-?$/.test(after0) || (CLOTH_PREPOSITION.test(after0) && !ANOTHER_PIECE.test(` ${after0} `)
      && after0.split(' ').length <= MAX_WORDS_BETWEEN));
    const cloth = joinedAfter || ONLY_CLOTH_BEFORE.test(text.slice(Math.max(0, h.start - 4), h.start))
      || (after && BEFORE_GARMENT.test(between(text, hits, h.end, after.start)));
    if (cloth) h.entry = { kind: 'sporty', pattern: h.entry.pattern };
  }
}

/**
 * "Flannel" on its own is the checked weekend shirt in American English; written straight before another garment it
 * is the soft wool or cotton cloth that garment is cut from ("grey flannel trousers", "a flannel blazer"), not a shirt.
 */
const FLANNEL = /^flannel$/;

export function flannelAsCloth(text: string, hits: Hit[]): void {
  const garments = hits.filter((h) => h.entry.kind === 'garment');
  for (const h of garments) {
    if (!FLANNEL.test(h.entry.pattern)) continue;
    const after = garments.find((g) => g !== h && g.start >= h.end);
    if (after && BEFORE_GARMENT.test(between(text, hits, h.end, after.start))) h.entry = { kind: 'dressy', pattern: h.entry.pattern };
  }
}
