import { LANGUAGES } from '@fitrater/contracts';
import { CATALOGUES } from '../../languages/registry';
import type { ChatCues, TripWords } from './cue-types';

export type { BodyWord, ChatCues, ChatOccasion, DressCode, FabricWord, IntentCue, ItemKind, TripDestination, TripLength, TripWords, Weather } from './cue-types';

/**
 * The chat's cue words: every language's (languages/<lang>/chat-cues.ts) joined into one list per key, built once at
 * load. A message is read against every language's words, so "what about a blazer?" written in a Spanish chat still asks
 * an opinion. Lists are '|'-separated, as the matchers take them; a word that two languages share is kept once.
 */
type ListKey = { [K in keyof ChatCues]: ChatCues[K] extends readonly string[] ? K : never }[keyof ChatCues];
type TableKey = Exclude<keyof ChatCues, ListKey | 'trip'>;

const all = LANGUAGES.map((language) => CATALOGUES[language].chatCues);
const joined = (lists: readonly (readonly string[])[]): string => [...new Set(lists.flat())].join('|');

const list = (key: ListKey): string => joined(all.map((cues) => cues[key]));
/** Keys in English's order: where two keys' words start at the same place in a message, the earlier key is read. */
function table<K extends TableKey>(key: K): Record<keyof ChatCues[K], string> {
  const keys = Object.keys(CATALOGUES.en.chatCues[key]) as (keyof ChatCues[K])[];
  return Object.fromEntries(keys.map((k) => [k, joined(all.map((cues) => (cues[key] as Record<keyof ChatCues[K], readonly string[]>)[k]))])) as Record<keyof ChatCues[K], string>;
}

/** Single items a member asks about ("what socks…", "which belt…"). */
export const ITEM_WORDS = table('items');
/** The kind of question. */
export const INTENT_CUES = table('intents');
/** A yes/no question that asks whether a look overdoes it: its yes means the look fails, so the short answer is turned round. */
export const TOO_MUCH = list('tooMuch');
/** A yes/no question that asks whether something is wrong: its yes means it fails, so the short answer is turned round. */
export const WRONG = list('wrong');
/** "Too formal", "trop habillé": a judgement of the look's formality, not a formal occasion. */
export const FORMALITY_JUDGED = list('formalityJudged');
/** "Too casual?", "¿demasiado informal?": a judgement of the look's level, not a casual occasion. */
export const TOO_CASUAL = list('tooCasual');
/** Said of two named pieces, the member proposes a pair to judge; said of one, they may only ask how to wear it. */
export const OPINION_CUES = list('opinion');
/** With a coloured piece named, the question wants colours that pair with it, not how formal the piece is. */
export const COLOUR_ASKED = list('colourAsked');
/** Packing for a trip: answered with a travel capsule (pieces that combine), not one outfit. */
export const PACKING = list('packing');
export const DOUBLE_DENIM = list('doubleDenim');
export const DRESS_CODES = table('dressCodes');
/** A partner and their parents named together: meeting the parents. */
export const PARTNER = list('partner');
export const PARENTS = list('parents');
export const OWN_FAMILY = list('ownFamily');
/** Skiing: the trip packed for goes to the snow. */
export const SKI = list('ski');
/** A workplace that dresses down: an interview there is answered smart casual first. */
export const CASUAL_WORKPLACE = list('casualWorkplace');
/** A workplace that still dresses formally: a tie asked about there is expected. */
export const CONSERVATIVE_WORKPLACE = list('conservativeWorkplace');
/** The working week: outfits planned for five workdays. */
export const WORK_WEEK = list('workWeek');
/** Whom the clothes are for, said by the member. */
export const WEARER = table('wearer');
export const BODY_WORDS = table('body');
/** Fabrics for care questions. */
export const FABRIC_WORDS = table('fabrics');
/** A stain or a spill: a care question about the stain. */
export const STAIN_WORDS = list('stains');
export const BACK_REFERENCE = list('backReference');
export const FOLLOW_UP_OPENERS = list('followUpOpeners');
export const FASHION_WORDS = list('fashion');
export const WHITE_OUT_OF_SEASON = list('whiteOutOfSeason');
/** Whether two pieces must match: said of a bag and shoes, a question a stylist answers with a no and the rule. */
export const MATCHING = list('matching');
/** A question without one of these is a yes/no question ("Does navy go with brown?"). */
export const QUESTION_WORDS = list('questionWords');
export const YES_NO_OPENERS = list('yesNoOpeners');
export const HOW_WORDS = list('how');
/** Money said to be short: a budget question. */
export const BUDGET = list('budget');
/** A piece asked about as an obligation ("do I have to wear a tie?"). */
export const MUST = list('must');
/** A piece said not to be owned: a constraint on the answer. */
export const NOT_OWNED = list('notOwned');
/** A tropical destination: packed for the beach. */
export const TROPICS = list('tropics');
export const OCCASION_WORDS = table('occasions');
export const WEATHER_WORDS = table('weather');
/** Words that ask for a kind of garment without naming one ("what shoes…"). */
export const COMPONENT_WORDS = table('asksFor');
/** How long a trip is: every language's units and length words, and its numbers and counted days in one table each. */
export const TRIP_WORDS: TripWords = {
  numbers: Object.assign({}, ...all.map((cues) => cues.trip.numbers)) as Record<string, number>,
  days: [...new Set(all.flatMap((cues) => cues.trip.days))],
  nights: [...new Set(all.flatMap((cues) => cues.trip.nights))],
  weeks: [...new Set(all.flatMap((cues) => cues.trip.weeks))],
  weekend: [...new Set(all.flatMap((cues) => cues.trip.weekend))],
  long: [...new Set(all.flatMap((cues) => cues.trip.long))],
  week: [...new Set(all.flatMap((cues) => cues.trip.week))],
  countedDays: Object.assign({}, ...all.map((cues) => cues.trip.countedDays)) as Record<string, number>,
};
