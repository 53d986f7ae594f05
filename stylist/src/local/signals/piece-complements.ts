import type { Language } from '@fitrater/contracts';
import type { LexiconEntry } from '../lexicon';
import { GARMENTS } from '../lexicon/garments';

interface Hit { entry: LexiconEntry; start: number; end: number }

/** The bare words for jeans that, joined to another piece, name its cloth. */
const JEANS_WORDS: ReadonlySet<string> = new Set(['jean', 'jeans', 'جينز', 'デニム']);
/** Languages that put the jeans word straight after the piece it makes ("saia jeans", "سالوبيت جينز"). */
const JEANS_AFTER: ReadonlySet<Language> = new Set(['pt', 'ar']);
/** Cloth prepositions: "jupe en jean", "gonna di jeans", "saia de jeans", "Rock aus Jeans". */
const CLOTH_PREPOSITION = /^(?:en|di|de|em|in|aus)$/;
/** The bare words for heels that, after a shoe, say it has a heel: "botas de salto", "bottes à talons". */
const HEEL_WORDS: ReadonlySet<string> = new Set(['salto', 'saltos', 'salto alto', 'saltos altos', 'talon', 'talons', 'talon haut', 'talons hauts', 'كعب']);
/** What joins the heel to its shoe: a preposition, or Arabic's ب (with) written against the heel (بكعب). */
const HEEL_LINK = /^(?:de|à|a|com|con|col|ب)$/u;

const previousGarment = (hits: readonly Hit[], h: Hit): Hit | undefined =>
  hits.filter((o) => o.entry.kind === 'garment' && o.end <= h.start && o !== h).at(-1);

const nextGarment = (hits: readonly Hit[], h: Hit): Hit | undefined =>
  hits.filter((o) => o.entry.kind === 'garment' && o.start >= h.end && o !== h).sort((a, b) => a.start - b.start)[0];

/** The words between two spans once colours and other described qualities are left out ("bottes marron à" → "à"). */
function linkBetween(text: string, hits: readonly Hit[], from: number, to: number): string {
  let out = '';
  for (let i = from; i < to; i++) if (!hits.some((o) => o.entry.kind !== 'garment' && o.start <= i && i < o.end)) out += text[i];
  return out.replace(/\s+/g, ' ').trim();
}

/**
 * "Jupe en jean", "gonna di jeans", "saia jeans", "سالوبيت جينز", "デニムのサロペット": the jeans word joined to another piece
 * names that piece's cloth (denim), not a second pair of trousers. Joined by a cloth preposition in any language; straight
 * after the piece in Portuguese and Arabic, which use "jeans" as the adjective (an English list typed without commas is
 * left alone); before the piece with の in Japanese.
 */
export function jeansAsCloth(text: string, hits: Hit[], language?: Language): void {
  for (const h of hits) {
    if (h.entry.kind !== 'garment' || h.entry.id !== 'jeans' || !JEANS_WORDS.has(h.entry.pattern)) continue;
    const before = previousGarment(hits, h);
    const after = language === 'ja' ? nextGarment(hits, h) : undefined;
    const clothOfBefore = !!before && before.entry.kind === 'garment' && before.entry.id !== 'jeans' &&
      (CLOTH_PREPOSITION.test(linkBetween(text, hits, before.end, h.start)) || (JEANS_AFTER.has(language!) && linkBetween(text, hits, before.end, h.start) === ''));
    const clothOfAfter = !!after && after.entry.kind === 'garment' && after.entry.id !== 'jeans' && /^の?$/u.test(linkBetween(text, hits, h.end, after.start));
    if (clothOfBefore || clothOfAfter) h.entry = { kind: 'colour', id: 'denim', pattern: h.entry.pattern };
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
