import type { ColourId } from '../../local/colour/names';
import type { KnowledgeGarmentId } from '../garment-data';

/**
 * What a stylist answers in the situations members ask about most, as data: the pieces to
 * recommend (garments of garment-data.ts in a colour, best first), the pieces to avoid, the
 * reason in a stylist's words (formality, contrast, season), the exception to the rule, and a
 * real reference from fashion history (eras.ts). English is written here; the chat names the
 * pieces in every language from garment-names/.
 */
export type SituationFamily = 'shoes' | 'socks' | 'belt' | 'bag' | 'coat' | 'jewellery' | 'tie' | 'capsule' | 'budget' | 'dressCode' | 'colour' | 'fit' | 'care' | 'idea';

export type EraId = 'astaire' | 'ivy' | 'funnyFace' | 'tiffany' | 'chanel' | 'bogart' | 'crosby' | 'mcqueen' | 'windsor' | 'tuxedoPark' | 'kelly' | 'capsule' | 'armani' | 'grant' | 'moss' | 'savileRow';

/** A piece: garment id and colour. */
export type PieceRow = readonly [KnowledgeGarmentId, ColourId];

/** Who a look dresses, where the member says it ("I am a man", "for my wife"). */
export type Wearer = 'man' | 'woman';

/**
 * One whole outfit among a situation's picks: how many of them, in order, it takes (a suit, its shirt and its shoes),
 * and whom it dresses when that is not everyone (a dress and pumps); a look without `for` suits anyone.
 */
export interface LookRow { size: number; for?: Wearer }

/** When a situation applies: every condition given must hold; the most specific match wins. */
export interface SituationWhen {
  /** The lexicon garments the question is about (any of them). */
  garment?: readonly string[];
  /** A colour named with it (any of them). */
  colour?: readonly ColourId[];
  dressCode?: string;
  occasion?: readonly string[];
  body?: readonly string[];
  fabric?: readonly string[];
  doubleDenim?: true;
  /** The weather named (entities.ts ids). */
  weather?: readonly string[];
  /** Garments that must all be named (a rate-my-idea combination). */
  allGarments?: readonly string[];
  /** Colours a colour question names (all of them). */
  colours?: readonly ColourId[];
  /** The question names a season rule for white ("after Labor Day", "in winter"). */
  whiteOutOfSeason?: true;
  /** The question is about a stain or a spill ("wine out of a silk blouse"). */
  stain?: true;
  /** The workplace dresses down (a start-up, a tech company, a creative agency). */
  casualWorkplace?: true;
  /** The workplace still dresses formally (a bank, a law firm, a conservative office). */
  conservativeWorkplace?: true;
  /** The question asks whether the bag must match the shoes. */
  bagMatchesShoes?: true;
  /** Money is said to be short ("on a budget", "petit budget", "预算有限"). */
  budget?: true;
  /** The piece is asked about as an obligation ("do I have to wear a tie?"). */
  must?: true;
  /** The lexicon garment whose colour is asked beside the named pieces ("what colour shirt goes with a grey suit?"). */
  asked?: readonly string[];
}

export interface SituationRow {
  family: SituationFamily;
  when: SituationWhen;
  picks: readonly PieceRow[];
  /**
   * The picks as whole looks, in order: a stylist proposes a suit with its shirt and shoes, never the shoes alone as
   * another look. Absent where the picks are alternatives for one piece or one look.
   */
  looks?: readonly LookRow[];
  avoid: readonly PieceRow[];
  era: EraId;
  /** Why these pieces work, as a stylist says it. */
  why: string;
  /**
   * The advice in one sentence, where the reason is the answer and the picks only an example of it (money short: how to
   * buy matters more than which blazer). Every voice says it, the short ones too, which otherwise keep only a pick.
   */
  core?: string;
  /** What to avoid and why. */
  avoidWhy: string;
  /** Where the rule bends. */
  exception: string;
  /**
   * The short answer to a yes/no question this situation answers ("Can I wear white after Labor
   * Day?" yes; "sneakers with a suit to a wedding?" no; "with a condition" when the reason says which; "not
   * necessarily" to a question whether something must be: "must my bag match my shoes?" is no obligation, not a misfit).
   */
  answer?: 'yes' | 'no' | 'condition' | 'needNot';
  /**
   * How many conditions a conditional answer sets (one when absent): the opening counts them ("Yes, on three
   * conditions: plain white leather sneakers, a slim suit, a smart-casual setting"), so the count matches the list.
   */
  conditionCount?: 2 | 3;
  /**
   * For a one-colour situation, the partner colours its reason names, as data: a language without its own
   * words for the reason still names them (the chat's colour-partner sentence).
   */
  partners?: readonly ColourId[];
  /**
   * An occasion no invitation dresses (an interview, a date, meeting the parents): the dress-code family's short rule
   * ("dress to the invitation") is not said of it; a short answer gives the first sentence of its own reason.
   */
  uninvited?: true;
}
