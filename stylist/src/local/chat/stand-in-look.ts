import type { Language } from '@fitrater/contracts';
import { isStandIn } from '../../knowledge';
import type { Garment, GarmentSlot } from '../../knowledge';
import { knowledgeAnswer, type ContentAnswer } from './knowledge-answer';
import type { ChatLines } from './lines/types';
import { garmentInColour } from '../styling/words';
import type { Understanding } from './understand';
import { isGeneralRule } from './piece-for-occasion';

/**
 * The knowledge base's own look for an occasion the outfit generator only stands in for (a hike it plans as travel), or
 * null: where the knowledge base dresses the occasion itself, its look answers, in named weather and for one piece too,
 * rather than the stand-in's (a tracksuit and a weekender bag for a hike, ballet flats as hiking shoes).
 */
export function ownLook(u: Understanding, language: Language, lines: ChatLines): ContentAnswer | null {
  if (!isStandIn(u.occasion) || u.dressCode || u.packing || u.budget) return null;
  const asked: Understanding = { ...u, intent: 'occasion', weather: null, garments: [], colours: [], item: null, yesNo: false };
  const a = knowledgeAnswer(asked, language, lines);
  return a && a.family === 'dressCode' && !isGeneralRule(a.situation) ? a : null;
}

/** The look's pieces of one kind ("what shoes for a hike?": its boots), said with the look's reason; null when it has none. */
export function ownPieces(look: ContentAnswer, slot: GarmentSlot, is: (g: Garment) => boolean, language: Language): ContentAnswer | null {
  const pieces = (look.pickPieces ?? []).filter((p) => p.garment.slot === slot && is(p.garment));
  if (!pieces.length) return null;
  const { lookSizes: _sizes, ...rest } = look;
  return { ...rest, picks: pieces.map((p) => garmentInColour(p, language)), pickPieces: pieces, pickParts: look.pickParts?.filter((_, i) => pieces.includes(look.pickPieces![i]!)), avoid: [], avoidWhy: null, look: false };
}
