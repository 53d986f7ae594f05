import type { CountedTrip, TripLength } from './trip-length';
import type { TripClimate } from './climate';
import type { BodyWord, DressCode, FabricWord, ItemKind, TripDestination } from './cues';
import type { Wearer } from '../../../knowledge/chat-situations';
import type { Entities, Weather } from '../entities';
import type { ColourId, GarmentMention } from '../rater';

/** What a message asks for. */
export const INTENTS = [
  'greeting', 'thanks', 'offTopic', 'photo', 'lastRating', 'history', 'rateIdea', 'capsule', 'care', 'fit', 'colour',
  'item', 'pairing', 'occasion', 'style', 'trends', 'clarify',
] as const;
export type Intent = (typeof INTENTS)[number];

/** The message understood: what is asked and what it is about (after resolving "them", "it", "that"). */
export interface Understanding {
  intent: Intent;
  /** The single item asked about ("what socks…", "which belt…"), if any. */
  item: ItemKind | null;
  /** The lexicon garment the item word names, where the words tell kinds of one item apart ("coat" or "jacket"). */
  itemGarment: string | null;
  /** The garments the question is about: named in this message, or carried from the turn it refers back to. */
  garments: GarmentMention[];
  colours: ColourId[];
  occasion: Entities['occasion'];
  weather: Weather | null;
  dressCode: DressCode | null;
  body: BodyWord | null;
  fabric: FabricWord | null;
  /** The question is about a stain or a spill ("wine out of a silk blouse"). */
  stain?: boolean;
  doubleDenim: boolean;
  /** The question names a season rule for white ("after Labor Day", "in winter"). */
  whiteOutOfSeason: boolean;
  /** Asks whether the bag must match the shoes ("Must my bag match my shoes?"). */
  bagMatchesShoes?: boolean;
  /** A yes/no question ("Does navy go with brown?"): the answer opens with yes or no. */
  yesNo: boolean;
  /** The yes/no question asks whether the look overdoes it ("too much?"): its yes means the look fails. */
  tooMuch?: boolean;
  /** Asks whether something is wrong ("is it bad to…?"): the short answer is turned round, as for `tooMuch`. */
  wrong?: boolean;
  /**
   * "Too casual?", "Too formal?", "Too much?" said alone right after a look for an occasion: whether that look misses
   * the occasion's level, in the direction asked.
   */
  judgesLook?: 'tooCasual' | 'tooFormal';
  /** The member is packing for a trip: the capsule is a travel one, wherever they go. */
  packing: boolean;
  /** How long the trip packed for is (a week when the question does not say); null when not packing. */
  trip: TripLength | null;
  /** The trip's length as the member counted it in days or nights ("cinque giorni", "3 notti"), said back as counted. */
  tripCount?: CountedTrip | null;
  /** Where the trip packed for goes, when that changes the suitcase; null for a trip anywhere else, or not packing. */
  destination: TripDestination | null;
  /** True when part of the subject came from an earlier turn. */
  carried: boolean;
  /** A bare kind of piece said after a look for an occasion ("and trousers?"): that piece is asked for at the occasion. */
  asksKind?: boolean;
  /** Whom the clothes are for, when the member said it in this conversation ("I am a man", "pour ma femme"); null otherwise. */
  wearer: Wearer | null;
  /** The workplace dresses down (an interview at a start-up). */
  casualWorkplace: boolean;
  /** A workplace that still dresses formally (a bank, a law firm), said now or earlier in the conversation. */
  conservativeWorkplace?: boolean;
  /** Outfits asked for the working week (five workdays): a small capsule with a look for each day. */
  workWeek?: boolean;
  /** The city and month a packing question names, with that month's weather (knowledge/climate.ts); null otherwise. */
  climate: TripClimate | null;
  /** The wedding is the member's own (entities.ts): white is theirs. */
  couple: boolean;
  /** Money is said to be short ("on a budget", "I only have 50 euros", "预算有限"): dressing well for less is the subject. */
  budget?: boolean;
  /** A piece is asked about as an obligation ("do I have to wear a tie?", "¿tengo que…?", "一定要…吗"). */
  must?: boolean;
  /**
   * Pieces the member says they do not own ("I don't own a trench coat", "no tengo blazer", "没有西装外套"): a constraint,
   * never a piece worn; the answer does without them.
   */
  without?: GarmentMention[];
  /** The message only adds weather to the look just proposed ("and if it rains?"): the look is kept and dressed for it. */
  addsWeather?: boolean;
}
