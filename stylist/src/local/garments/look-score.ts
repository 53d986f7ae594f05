import type { GarmentCategory, GarmentColour, GarmentFormality, RatingOccasion } from '@fitrater/contracts';
import { measure } from '../engine';
import { judge } from '../scoring/verdict';
import { packFor } from '../i18n/packs';
import type { LowerKind } from '../vision/lower-kind';
import { GARMENT_NOUN, pieceNoun } from './prefill';

/**
 * A piece of a look as the engine reads it. `lower`: an owned bottom's kind when known, so a skirt
 * is rated as a skirt; without it a bottom reads as its formality's trousers noun.
 */
export interface ScoredPiece { category: GarmentCategory; formality: GarmentFormality; colours: readonly GarmentColour[]; lower?: LowerKind | null }

const english = packFor('en');
/**
 * Scores by occasion and description: the rating of a text is a pure function of it, and a closet holds
 * many pieces that read alike (three navy shirts), so a look's combinations repeat descriptions.
 */
const SCORES = new Map<string, number>();
const SCORES_MAX = 20_000;

/**
 * The look written as the engine's rating input reads a description ("navy shirt, grey trousers,
 * tan loafers"): colour and garment noun in English whatever the member's language or the item's
 * name, so two looks are always compared on the same words.
 */
export function lookDescription(pieces: readonly ScoredPiece[]): string {
  return pieces.map((p) => {
    // An unknown kind has no neutral word the rater reads: the formality's noun stands for it there.
    const noun = (p.lower ? pieceNoun(p.category, p.formality, p.lower) : null) ?? GARMENT_NOUN[p.category][p.formality];
    const garment = english.garments[noun];
    const colour = p.colours[0];
    return colour ? `${english.colours[colour]} ${garment}` : garment;
  }).join(', ');
}

/**
 * The local engine's score for a look at an occasion (a premium occasion maps to one through
 * knowledge.STYLING_OCCASION_RULES): the same rater that scores a described outfit, so a swap's
 * predicted change is one rating minus another of the same kind.
 */
export async function scoreLook(pieces: readonly ScoredPiece[], occasion: RatingOccasion): Promise<number> {
  if (pieces.length === 0) return 0;
  const description = lookDescription(pieces);
  const key = `${occasion}|${description}`;
  const known = SCORES.get(key);
  if (known !== undefined) return known;
  // measure + judge is the rater without its prose: the same overall score, without writing feedback nobody reads.
  const signals = await measure({ image: null, description, occasion, customOccasion: null, language: 'en' });
  const score = judge(signals).overall;
  if (SCORES.size >= SCORES_MAX) SCORES.delete(SCORES.keys().next().value!);
  SCORES.set(key, score);
  return score;
}
