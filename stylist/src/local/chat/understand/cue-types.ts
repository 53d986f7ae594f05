import type { RatingComponent, RatingOccasion } from '@fitrater/contracts';
import type { Wearer } from '../../../knowledge/chat-situations';

/** The spec's six weather options (part 2 §9). */
export const WEATHERS = ['hot', 'warm', 'cool', 'rain', 'cold', 'mild'] as const;
export type Weather = (typeof WEATHERS)[number];

/** Single items a member asks about ("what socks…", "which belt…"). */
export type ItemKind = 'socks' | 'belt' | 'bag' | 'coat' | 'jewellery' | 'tie' | 'shoes';
/** Kinds of question told by a word of their own. */
export type IntentCue = 'greeting' | 'thanks' | 'lastRating' | 'history' | 'rateIdea' | 'capsule' | 'care' | 'fit' | 'trends' | 'colour';
/** Dress codes and occasions the rating list does not name, in the chat's words. */
export type DressCode = 'blackTie' | 'cocktail' | 'businessCasual' | 'smartCasual' | 'gardenParty' | 'beachWedding' | 'funeral' | 'christening' | 'festival' | 'meetParents';
/** Body types, as the styling contracts name them. */
export type BodyWord = 'petite' | 'tall' | 'curvy' | 'pear' | 'apple' | 'plusSize' | 'broad';
/** Fabrics for care questions. */
export type FabricWord = 'wool' | 'linen' | 'suede' | 'silk' | 'denim' | 'leather' | 'sneakers';
/** The rating occasions a chat message names in words of its own ("for work", "to a wedding"). */
export type ChatOccasion = Extract<RatingOccasion,
  'wedding' | 'interview' | 'work' | 'formal' | 'date' | 'party' | 'brunch' | 'concert' | 'casual' | 'workout' | 'running' | 'hiking' | 'beach' |
  'travel' | 'school' | 'graduation' | 'church'>;

/** Words, each one way a member may write the thing. */
type Words = readonly string[];

/** How long a trip packed for is: a stylist packs by length (a weekend needs two tops, a fortnight a wash halfway). */
export type TripLength = 'weekend' | 'week' | 'long';
/** A trip's length as the member counted it: "five days", "3 nights", 닷새. */
export interface CountedTrip { n: number; unit: 'days' | 'nights' }

/** The months, in the calendar's order (climate.ts reads a month's number from its place). */
export const MONTH_NAMES = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'] as const;
export type MonthName = (typeof MONTH_NAMES)[number];

/** Where a trip goes, as far as the suitcase changes: the beach (or the tropics), the snow (skiing), a city in winter, or the trails. */
export type TripDestination = 'beach' | 'snow' | 'winterCity' | 'hiking';

/**
 * The words a packing question says its length in. A number and a unit count days ("two weeks", "3 Nächte", "十天", "2박");
 * some words are a length by themselves. A Latin word of four letters or fewer is read as a whole word only ("mes" is not
 * in "mesa", "week" not in "weekend").
 */
export interface TripWords {
  /** Numbers written as words, with their value ('two': 2, 'dos': 2, '半': 0.5). */
  numbers: Readonly<Record<string, number>>;
  /** Units after a number: days, nights (a stay of three nights is four days), weeks. */
  days: Words;
  nights: Words;
  weeks: Words;
  /** Words that are a length by themselves, read in this order: a weekend, a long trip (a fortnight, a month), a week. */
  weekend: Words;
  long: Words;
  week: Words;
  /** Words that are a count of days by themselves (Korean 이틀, Arabic يومين), with the days they count. */
  countedDays: Readonly<Record<string, number>>;
}

/**
 * The words the chat reads a message by, in one language (languages/<lang>/chat-cues.ts): what kind of question it is, which
 * single item is asked about, the occasion, the weather, dress codes, body types, fabrics and words that point back at the
 * last turn. Garments and colours come from the rating lexicon. Every language has every key, so a language missing one
 * does not compile; a list may be empty where the language says it another way (Arabic opens every yes/no question with هل
 * and needs no open question words).
 *
 * Written as they are matched: lower case, without Latin accents (é → e, ü → u, ß → ss), each form once. The matchers
 * read the union of every language's words on normalised text (lexicon/normalise.ts), so a member writing in one
 * language with a word of another is still understood.
 */
export interface ChatCues {
  items: Record<ItemKind, Words>;
  intents: Record<IntentCue, Words>;
  /** Asks whether a look overdoes it ("too much?", "¿es demasiado?"): its yes means the look fails. */
  tooMuch: Words;
  /**
   * Asks whether something is wrong ("is it bad to…?", "¿está mal…?", "ダメですか"): its yes means the look fails, so the
   * short answer is turned round. Chinese answers with the content word (可以, 不太合适), which reads right either way.
   */
  wrong: Words;
  /** Judges the look's formality ("too formal", "trop habillé"): no formal occasion named. */
  formalityJudged: Words;
  /** Asks whether a look is too casual ("too casual?", "zu lässig?"): no casual occasion named. */
  tooCasual: Words;
  /** Asks an opinion ("what about…", "¿qué te parece…?", "怎么样"). */
  opinion: Words;
  /** Asks for a colour itself ("what colour…", "什么颜色"). */
  colourAsked: Words;
  /** Packing for a trip. */
  packing: Words;
  /** "Double denim", a colour-and-fabric question of its own. */
  doubleDenim: Words;
  /** Dress codes by name; meeting a partner's parents also by a partner and their parents named together (below). */
  dressCodes: Record<DressCode, Words>;
  /** A partner ("boyfriend", "novia", "男朋友"): with their parents named, the occasion is meeting the parents. */
  partner: Words;
  /** A partner's parents or family ("parents", "padres", "父母"). */
  parents: Words;
  /** The member's own family ("my family", "mis padres", "我的家人"): named with a partner, no partner's parents are met. */
  ownFamily: Words;
  /** Skiing and the snow ("ski trip", "Skiurlaub", "滑雪"): a packing question for the mountains in winter. */
  ski: Words;
  /**
   * The months, January first, as a packing question names them ("Tokyo in January", "Paris en juillet", "1月の東京"):
   * with a city of knowledge/climate.ts, the trip is packed for that month's weather. Written digits (1月, 7월) are read too.
   */
  months: Record<MonthName, Words>;
  /** A workplace that dresses down ("start-up", "tech company", "创业公司"): an interview there is smart casual. */
  casualWorkplace: Words;
  /** A workplace that still dresses formally (a bank, a law firm, a conservative office): a tie is expected there. */
  conservativeWorkplace: Words;
  /** The five days of a working week: a plan of outfits for the week (a small work capsule), not one look. */
  workWeek: Words;
  /** The member says whom the clothes are for ("I am a man", "pour ma femme", "我是女生"): looks for others are left out. */
  wearer: Record<Wearer, Words>;
  body: Record<BodyWord, Words>;
  fabrics: Record<FabricWord, Words>;
  /**
   * Say a stain or a spill ("stain", "out of my", "mancha", "Fleck", "渍", "シミ", "얼룩", "بقعة"): with a piece or a fabric named,
   * a care question about the stain. Words that also name a colour (wine) are not among them.
   */
  stains: Words;
  /** Point back at the last turn ("them", "it", "with that"). */
  backReference: Words;
  /** Open a follow-up ("and…", "what about…"). */
  followUpOpeners: Words;
  /** Make a message about clothes; a message with none of these (and no garment, colour or occasion) is off topic. */
  fashion: Words;
  /** Ask whether two pieces must match ("match", "assorti", "passen", "搭配", "合わせる", "맞춰야", "تتطابق"): said of a bag and shoes. */
  matching: Words;
  /** A season rule for white ("after Labor Day", "in winter"). */
  whiteOutOfSeason: Words;
  /** Open question words (what, which, how…, a recommendation asked for): a question without one is a yes/no question. */
  questionWords: Words;
  /** Open a yes/no question without a question mark ("can I wear…", "est-ce que…", "هل"). */
  yesNoOpeners: Words;
  /** Money is short ("on a budget", "petit budget", "预算有限"): the answer is what a stylist says about dressing well for less. */
  budget: Words;
  /** Asks whether a piece is required ("do I have to…", "¿tengo que…?", "一定要"): a yes/no question about an obligation. */
  must: Words;
  /**
   * Says a piece is not owned ("I don't own", "no tengo", "ich habe keinen", "没有", "持っていない", "없어요", "ما عندي"):
   * the pieces named in the same clause are a constraint, never worn.
   */
  notOwned: Words;
  /** A tropical destination or the tropics ("Thailand", "Caraïbes", "海岛", "南国"): the trip is packed as for the beach. */
  tropics: Words;
  /**
   * "Or" between two options ("navy or black?", "¿traje o algo más casual?", 还是): a choice asked, not a yes/no question.
   * Read in the member's own language only: the words are short and mean other things elsewhere (Portuguese o is "the").
   */
  choice: Words;
  /** "Or not" ends a yes/no question that the "or" does not turn into a choice ("should I wear a tie or not?"). */
  orNot: Words;
  /** "How" in a question about one piece ("how do I style a coat?"). */
  how: Words;
  occasions: Record<ChatOccasion, Words>;
  weather: Record<Weather, Words>;
  /** Ask for a kind of garment without naming one ("what shoes…", "which top…"). */
  asksFor: Record<RatingComponent, Words>;
  /** How long a trip is, in a packing question. */
  trip: TripWords;
}
