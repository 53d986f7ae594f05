import type { ChatPersonality } from '@fitrater/contracts';

/** Sentences the chat writes, per language. Placeholders in braces; a missing key does not compile. */
export const CHAT_KEYS = [
  'greet', 'thanks', 'fallback', 'noPhoto',
  'occasion.level', 'occasion.outfit', 'occasion.onePiece', 'occasion.finish', 'occasion.score',
  'weather.hot', 'weather.warm', 'weather.cool', 'weather.rain', 'weather.cold', 'weather.mild', 'weather.layer',
  'pick.best', 'pick.also', 'pick.score',
  'piece.first', 'piece.why.footwear', 'piece.why.bottom', 'piece.why.top', 'piece.why.layer', 'piece.why.accessories', 'piece.other', 'piece.others',
  // What a weather asks of the piece, where its rules narrow that slot (the other pairs take the weather's general line).
  'piece.rain.footwear', 'piece.rain.layer', 'piece.cold.footwear', 'piece.cold.layer', 'piece.cold.bottom',
  'pair.good', 'pair.fair', 'pair.weak', 'colours.good', 'colours.weak',
  'style.level', 'style.occasions', 'style.partners',
  'photo.score',
  'history.best', 'history.latest', 'history.stats', 'history.none',
  'trends.intro',
] as const;
export type ChatKey = (typeof CHAT_KEYS)[number];

export interface Voice {
  /** First sentence of every reply in this voice. */
  open: readonly [string, ...string[]];
  /** Last sentence. */
  close: readonly [string, ...string[]];
}

export interface ChatWords {
  phrases: Record<ChatKey, readonly [string, ...string[]]>;
  /** Formality 0 (sportswear) to 4 (black tie), as a stylist names it. */
  levels: readonly [string, string, string, string, string];
  /** This season's strong looks, one sentence each. */
  trends: readonly [string, string, string];
  voices: Record<ChatPersonality, Voice>;
  /** Words that mark a message as a follow-up ("and…", "what about…"). */
  followUp: string;
  /**
   * The hello a reply opens with when the member's message opens with a greeting and goes on to a question ("Hi!
   * What should I wear…?"): the same hello the greet lines open with, so a bare greeting and a greeted question are
   * answered alike.
   */
  hello: string;
  /** Greetings with a fixed answer of their own, by the greeting as the cues read it («السلام عليكم» → «وعليكم السلام!»). */
  helloTo?: Readonly<Record<string, string>>;
  /** A date for "your best look (…)". */
  date(iso: string): string;
}
