import type { LexiconEntry } from '../lexicon';

interface Hit { entry: LexiconEntry; start: number; end: number }

/**
 * "Jersey" is two things: a sports top (a football jersey, a cycling jersey) and, in every European language, the
 * soft knit cloth a dress or a top is cut from (a jersey dress, une robe en jersey, ein Kleid aus Jersey, ein
 * Jerseykleid, un abito in jersey). A stylist hears the cloth when the word is joined to another garment: written
 * straight before it ("jersey dress", "Jersey-Kleid") or after it with a cloth preposition ("robe en jersey",
 * "Kleid aus Jersey"). Said on its own, or listed with "and" or a comma, it stays a garment.
 */
// A colour said between them may bring its own preposition along ("Kleid in Schwarz aus Jersey").
const CLOTH_AFTER_GARMENT = /^-?$|^(?:(?:in|en|de|di|em) )*(?:in|of|made of|en|de|aus|di|em)$/;
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
    const cloth = (before && CLOTH_AFTER_GARMENT.test(between(text, hits, before.end, h.start)))
      || (after && BEFORE_GARMENT.test(between(text, hits, h.end, after.start)));
    if (cloth) h.entry = { kind: 'sporty', pattern: h.entry.pattern };
  }
}
