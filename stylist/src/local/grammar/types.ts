/**
 * What a language's realiser knows (languages/<lang>/grammar.ts): the gender and number of its
 * garment nouns, how its colour adjectives agree, and the contractions and elisions that happen
 * where a template's word meets the value put in a slot ('à' + 'le travail' → 'au travail').
 * Languages without gender or contractions (zh, ja, ko; ar's agreement lives in its templates) use
 * NO_GRAMMAR: every phrase singular, nothing joined.
 */
export type Gender = 'm' | 'f' | 'n';

export interface Agreement {
  gender: Gender;
  plural: boolean;
}

/** A realised phrase that carries what a verb or adjective elsewhere in the sentence agrees with. */
export interface Phrase extends Agreement {
  text: string;
}

/** What a template slot takes: plain text (singular, default gender) or a phrase that agrees. */
export type SlotValue = string | Phrase;

export interface Grammar {
  /** The gender and number of a noun phrase, read from its head noun (the language's noun data). */
  agreement(noun: string): Agreement;
  /** A colour adjective (its dictionary form, as in names.ts) agreeing with `with`. */
  colour(colour: string, with_: Agreement): string;
  /**
   * Where the text before a slot ends in a preposition or an elidable word and the value starts
   * with an article or a vowel: both sides rewritten ('à ' + 'le travail' → 'au ' + 'travail').
   */
  join(before: string, value: string): [string, string];
  /** The noun phrase with its article ('une jupe', 'unos zapatos'), for `{@name}` slots; absent where the language has none to add. */
  article?(noun: string, definite: boolean): string;
  /**
   * A particle whose form depends on the sound the value ends in (Korean 이/가, 을/를, 과/와…),
   * asked for by a `{name:particle}` slot; languages without such particles leave it out.
   */
  particle?(value: string, particle: string): string;
  /** The occasion a member typed, as a noun phrase with its article ('anniversaire' → 'un anniversaire'); absent: as typed. */
  ownOccasion?(typed: string): string;
}

export const SINGULAR: Agreement = { gender: 'm', plural: false };

export const NO_GRAMMAR: Grammar = {
  agreement: () => SINGULAR,
  colour: (colour) => colour,
  join: (before, value) => [before, value],
};

export const phrase = (text: string, agreement: Agreement): Phrase => ({ text, ...agreement });
export const textOf = (value: SlotValue): string => (typeof value === 'string' ? value : value.text);
