/**
 * How a language is written and how its answers are put together, as data each language folder states
 * (languages/<lang>/facts.ts), so the modules read a fact instead of asking which language they speak.
 */
export interface LanguageFacts {
  /** Words are separated by spaces; Chinese and Japanese write none (no gap after a lead, a reply streams two characters at a time). */
  spacedWords: boolean;
  /** A question names the item asked for at its end ('棕色鞋配什么腰带？', '茶色の靴に合うベルトは？'), so the last item word is the one asked for. */
  asksLast: boolean;
  /**
   * Running text goes on in lower case after a colon ('For a wedding: wear…', 'Pour un mariage : portez…') unless a
   * name follows; German keeps its capitals (nouns, and a full sentence after a colon), scripts without case have none.
   */
  lowerAfterColon: boolean;
  /** The chill voice may write all in lower case: the Latin scripts except German, whose capitals are grammar ('fragen sie' reads as 'ask them'). */
  casualLowerCase: boolean;
  /**
   * Hype and sassy name the occasion in their first sentence rather than their last. Korean does (a Korean upgrade line
   * after '면접이라면' would read as the condition of the upgrade); Chinese and Japanese hype too, as its last sentence is the
   * upgrade ('結婚式なら、さらに格上げしたいときは…' reads as two conditions on it).
   */
  occasionFirst: { hype: boolean; sassy: boolean };
  /** French typesetting: a no-break space before a colon, a narrow one before ; ! ? and inside « ». */
  spaceBeforePunctuation: boolean;
  /** An exclamation opens with its own mark as well (Spanish '¡Genial!'). */
  openingExclamation: boolean;
  /** A word that keeps its capital after a colon in this language (English 'I', I’m, I’d); null when none. */
  capitalAfterColon: RegExp | null;
  /**
   * The word for 'or' between two colours of one piece ('a slim leather belt in brown or black'), so a garment offered in
   * two colours is said once; absent where the language has not said how it offers a piece in two colours.
   */
  or?: string;
}
