import type { Entities } from '../entities';
import type { GarmentMention } from '../rater';
import { INTENT_CUES, FASHION_WORDS, COLOUR_ASKED, OPINION_CUES, PACKING, type BodyWord, type DressCode, type FabricWord, type ItemKind } from './cues';
import { asksPacking } from './trip-length';
import type { Intent } from './understanding';
import { has } from './word-lists';

/** A message read on its own words, before the conversation around it is considered. */
export interface Own {
  text: string;
  entities: Entities;
  item: ItemKind | null;
  itemGarment: string | null;
  garments: GarmentMention[];
  dressCode: DressCode | null;
  body: BodyWord | null;
  fabric: FabricWord | null;
  stain: boolean; doubleDenim: boolean; whiteOutOfSeason: boolean; bagMatchesShoes: boolean;
  yesNo: boolean; budget: boolean; must: boolean;
  /** Outfits asked for the working week: planned as a small work capsule, a look for each day. */
  workWeek: boolean;
  /** Pieces said not to be owned: read apart from the rest of the message, never worn. */
  without: GarmentMention[];
}

/** The kind of question a message asks on its own words. */
export function intentOf(o: Own, hasImage: boolean, hasContext: boolean): Intent {
  const t = o.text;
  const e = o.entities;
  const about = o.garments.length > 0 || e.colours.length > 0 || !!e.occasion || !!e.weather || !!o.item || !!o.dressCode;
  if (hasImage) return 'photo';
  if (has(t, INTENT_CUES.lastRating)) return 'lastRating';
  if (has(t, INTENT_CUES.history)) return 'history';
  if (has(t, INTENT_CUES.capsule) || o.workWeek) return 'capsule';
  // "Cheap outfit ideas", "I only have 50 euros", "con poco presupuesto para trabajar": dressing well for less, for the
  // occasion said (or everyday clothes), unless a piece or a trip is asked about.
  if (o.budget && !o.garments.length && !o.item && !has(t, PACKING)) return 'occasion';
  // "What bag should I pack?" asks for a bag; any other packing question wants the whole trip's pieces.
  if (asksPacking(o.text, o.entities.occasion) && !o.item) return 'capsule';
  if (o.doubleDenim) return 'colour';
  if ((has(t, INTENT_CUES.care) || o.stain) && (o.fabric || o.garments.length)) return 'care';
  // "¿Puedo llevar un vestido rojo a un funeral?": one piece asked about at a dress code is answered with the code's look.
  if (has(t, INTENT_CUES.rateIdea) && o.garments.length && !(o.dressCode && o.yesNo && o.garments.length === 1)) return 'rateIdea';
  // "¿Qué te parece un abrigo camel con vaqueros negros?", "驼色大衣配黑色牛仔裤怎么样？": an opinion asked on two named pieces.
  if (has(t, OPINION_CUES) && o.garments.length >= 2 && !o.item) return 'rateIdea';
  // "Je suis petite, quelles chaussures avec une robe midi ?", "I'm tall, which heels…": shoes for that body, not the fit rule.
  // A shoe named without a colour beside the piece it goes with ("I'm 5 ft 2, what heels with a midi dress?") is asked for too.
  const plainShoe = (g: GarmentMention) => !g.colours.length && g.components.every((c) => c === 'footwear');
  const shoesAsked = o.item === 'shoes' || (o.garments.length > 0 && o.garments.every(plainShoe)) || (!o.yesNo && o.garments.some(plainShoe));
  if (o.body && shoesAsked) return 'pairing';
  if (has(t, INTENT_CUES.fit) || (o.body && !o.item)) return 'fit';
  if (o.item && o.item !== 'shoes') return 'item';
  if (o.item === 'shoes' && (o.garments.length || e.colours.length)) return 'pairing';
  // "What colour goes with camel trousers?" asks for colours to pair with the one piece named in one colour.
  if (!o.item && o.garments.length === 1 && o.garments[0]!.colours.length === 1 && has(t, COLOUR_ASKED)) return 'colour';
  if (!o.item && e.colours.length && !o.garments.length && (has(t, INTENT_CUES.colour) || e.colours.length >= 2 || o.whiteOutOfSeason)) return 'colour';
  // "Is a burgundy skirt OK for work?", "Can I wear sneakers to the office?": the piece is judged for the occasion.
  if (o.yesNo && o.garments.length === 1 && e.occasion && !o.dressCode && !o.item) return 'rateIdea';
  // "Is a red dress with gold heels too much for a date?": the pieces named are judged for the occasion, not replaced by a look for it.
  if (e.occasion && !o.dressCode && !o.item && o.garments.length >= 2) return 'rateIdea';
  // "I don't own a trench coat": a look that does without it (the occasion's, or everyday clothes).
  if (o.dressCode || e.occasion || (o.item === 'shoes' && !o.garments.length) || (o.without.length && !o.garments.length && !o.item)) return 'occasion';
  if (o.garments.length >= 2) return 'rateIdea';
  if (o.garments.length === 1) return 'style';
  if (has(t, INTENT_CUES.trends)) return 'trends';
  if (e.weather) return 'occasion';
  const short = t.split(' ').length <= 5;
  if (has(t, INTENT_CUES.thanks) && short) return 'thanks';
  if (has(t, INTENT_CUES.greeting) && short) return 'greeting';
  if (has(t, INTENT_CUES.colour)) return 'colour';
  if (about || has(t, FASHION_WORDS) || hasContext) return 'clarify';
  return 'offTopic';
}
