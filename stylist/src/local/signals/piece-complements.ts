import type { Language } from '@fitrater/contracts';
import type { LexiconEntry } from '../lexicon';
import { GARMENTS } from '../lexicon/garments';

interface Hit { entry: LexiconEntry; start: number; end: number }

/** The bare words for jeans that, joined to another piece, name its cloth. */
const JEANS_WORDS: ReadonlySet<string> = new Set(['jean', 'jeans']);
/** Cloth prepositions: "jupe en jean", "gonna di jeans", "saia de jeans", "Rock aus Jeans". */
const CLOTH_PREPOSITION = /^(?:en|di|de|em|in|aus)$/;
/** The bare words for heels that, after a shoe, say it has a heel: "botas de salto", "bottes à talons". */
const HEEL_WORDS: ReadonlySet<string> = new Set(['salto', 'saltos', 'salto alto', 'saltos altos', 'talon', 'talons', 'talon haut', 'talons hauts', 'كعب']);
/** What joins the heel to its shoe: a preposition, or Arabic's ب (with) written against the heel (بكعب). */
const HEEL_LINK = /^(?:de|à|a|com|con|col|ب)$/u;

const previousGarment = (hits: readonly Hit[], h: Hit): Hit | undefined =>
  hits.filter((o) => o.entry.kind === 'garment' && o.end <= h.start && o !== h).at(-1);

/** The words between two spans once colours and other described qualities are left out ("bottes marron à" → "à"). */
function linkBetween(text: string, hits: readonly Hit[], from: number, to: number): string {
  let out = '';
  for (let i = from; i < to; i++) if (!hits.some((o) => o.entry.kind !== 'garment' && o.start <= i && i < o.end)) out += text[i];
  return out.replace(/\s+/g, ' ').trim();
}

/**
 * "Jupe en jean", "gonna di jeans", "saia jeans", "macacão jeans": the jeans word joined to another piece names that
 * piece's cloth (denim), not a second pair of trousers. Joined by a cloth preposition in any language; straight after
 * the piece in Portuguese, which uses "jeans" as the adjective (an English list typed without commas is left alone).
 */
export function jeansAsCloth(text: string, hits: Hit[], language?: Language): void {
  for (const h of hits) {
    if (h.entry.kind !== 'garment' || h.entry.id !== 'jeans' || !JEANS_WORDS.has(h.entry.pattern)) continue;
    const before = previousGarment(hits, h);
    if (!before || before.entry.kind !== 'garment' || before.entry.id === 'jeans') continue;
    const link = linkBetween(text, hits, before.end, h.start);
    if (CLOTH_PREPOSITION.test(link) || (language === 'pt' && link === '')) h.entry = { kind: 'colour', id: 'denim', pattern: h.entry.pattern };
  }
}

/**
 * "Botas marrons de salto", "bottes marron à talons": a heel said of the shoe before it makes that shoe dressier; it is
 * not a second pair of shoes (pumps). The heel word is read as a dressy detail of the piece.
 */
export function heelOfAShoe(text: string, hits: Hit[]): void {
  for (const h of hits) {
    if (h.entry.kind !== 'garment' || h.entry.id !== 'heels' || !HEEL_WORDS.has(h.entry.pattern)) continue;
    const before = previousGarment(hits, h);
    if (!before || before.entry.kind !== 'garment' || !GARMENTS[before.entry.id].components.includes('footwear')) continue;
    if (HEEL_LINK.test(linkBetween(text, hits, before.end, h.start))) h.entry = { kind: 'dressy', pattern: h.entry.pattern };
  }
}
