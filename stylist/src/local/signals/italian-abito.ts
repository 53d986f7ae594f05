import { GARMENTS, type GarmentId } from '../lexicon/garments';
import type { GarmentMention } from './types';

/**
 * Italian "abito" is most often a dress (abito da sera, abito lungo, un abito rosso di paillettes), and the lexicon
 * reads it so; a man's suit is "completo", "abito da uomo", "abito due pezzi". A bare "abito" is read as the suit
 * only when the outfit around it is a suit's: a shirt, a tie or bow tie, a waistcoat, a pocket square, or leather
 * lace-ups or plain "scarpe" beside it ("abito blu, camicia bianca e cravatta", "scarpe marroni con un abito blu
 * navy"), which no one wears with a dress. Heels, a clutch or a finish (paillettes) leave it a dress.
 */
const SUIT_COMPANIONS: ReadonlySet<GarmentId> = new Set(['shirt', 'tie', 'bowTie', 'waistcoat', 'pocketSquare', 'oxfords', 'shoes']);

export function abitoBesideTailoring(patterns: readonly string[], mentions: GarmentMention[]): void {
  if (!mentions.some((m) => SUIT_COMPANIONS.has(m.garment))) return;
  mentions.forEach((m, i) => {
    if (patterns[i] !== 'abito' || m.garment !== 'dress' || m.finish) return;
    m.garment = 'suit';
    m.components = [...GARMENTS.suit.components];
    m.formality = GARMENTS.suit.formality;
  });
}
