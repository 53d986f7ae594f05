import { GARMENTS, type GarmentId } from '../lexicon/garments';
import type { GarmentMention } from './types';

/**
 * Italian "abito" is a dress (abito da sera, abito lungo, abitino, un abito rosso di paillettes) and, on a man, the suit
 * ("abito da uomo", "abito completo", "abito blu e scarpe stringate"). The lexicon reads it as a dress; a stylist reads
 * it as the suit from what is said around it:
 * - a suit's own words said of it: monopetto, doppiopetto, due or tre pezzi, gessato, principe di galles, da uomo;
 * - or a man's piece worn with it: a shirt or a polo under it, a tie or bow tie, a waistcoat, a pocket square, the plain
 *   "giacca" (its jacket), leather lace-ups or plain "scarpe" ("abito blu, camicia bianca e cravatta", "abito grigio,
 *   polo e sneakers"), none of which is worn with a dress;
 * a finish said of it (paillettes) keeps it the dress. The polo and the plain giacca are the weaker signs (a woman wears
 * a jacket over a dress): beside a piece only worn with a dress (heels, a clutch, tights, a handbag) they leave it one.
 */
const SUIT_COMPANIONS: ReadonlySet<GarmentId> = new Set(['shirt', 'tie', 'bowTie', 'waistcoat', 'pocketSquare', 'oxfords', 'shoes']);
const LIKELY_SUIT_COMPANIONS: ReadonlySet<GarmentId> = new Set(['polo']);
/** The plain jacket word: the suit's jacket beside "abito" (giacca di pelle, di jeans are other pieces, read as such). */
const SUIT_JACKET = 'giacca';
const DRESS_COMPANIONS: ReadonlySet<GarmentId> = new Set(['heels', 'clutch', 'hosiery', 'handbag', 'bridalVeil']);
/** A suit's own words, said of "abito" in its noun phrase ("abito blu doppiopetto", "abito grigio gessato"). */
const SUIT_WORDS = /^[^,;.\n]{0,30}?\b(?:monopetto|doppiopetto|due pezzi|tre pezzi|gessato|principe di galles|da uomo|maschile|grisaglia)\b/u;

export function abitoBesideTailoring(patterns: readonly string[], mentions: GarmentMention[], text = ''): void {
  const dressWorn = mentions.some((m) => DRESS_COMPANIONS.has(m.garment));
  const manWorn = mentions.some((m, i) => SUIT_COMPANIONS.has(m.garment)
    || (!dressWorn && (LIKELY_SUIT_COMPANIONS.has(m.garment) || patterns[i] === SUIT_JACKET)));
  mentions.forEach((m, i) => {
    if (patterns[i] !== 'abito' || m.garment !== 'dress' || m.finish) return;
    const suitWords = SUIT_WORDS.test(text.slice(m.at + 'abito'.length));
    if (!suitWords && !manWorn) return;
    m.garment = 'suit';
    m.components = [...GARMENTS.suit.components];
    m.formality = GARMENTS.suit.formality;
  });
}
