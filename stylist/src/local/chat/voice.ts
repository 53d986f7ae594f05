import type { ChatPersonality, Language } from '@fitrater/contracts';
import { pickIndex, type LanguagePack } from './rater';
import type { ChatWords } from './words/types';
import { typeset } from '../grammar/typeset';
import { factsOf } from '../languages/registry';

/** The chill voice's casing: all lower case where the language allows it (facts.casualLowerCase). */
export function chillCase(text: string, language: Language): string {
  return factsOf(language).casualLowerCase ? text.toLowerCase() : text;
}

/**
 * The personality's voice around the content: its own opening and closing lines in the user's
 * language, and a way of speaking (brutal keeps it short, coach numbers the steps, chill stays
 * lower-case where the language allows it). Hype's opener is its one exclamation; its closer ends
 * on an emoji, and the content keeps its full stops: an exclamation on every sentence is shouting.
 */
export function voiced(personality: ChatPersonality, language: Language, pack: LanguagePack, words: ChatWords, seed: string, content: readonly string[], era: string, opens = true): string {
  const voice = words.voices[personality];
  // Vintage opens with a real reference from fashion history, never an unattributed "as they would say".
  const open = personality === 'vintage' ? era : voice.open[pickIndex(seed, `${personality}.open`, voice.open.length)]!;
  const close = voice.close[pickIndex(seed, `${personality}.close`, voice.close.length)]!;
  let body = [...content];
  if (personality === 'brutal') body = body.slice(0, 3);
  // A plan of one step is not numbered: '1.' alone announces a list that never comes.
  if (personality === 'coach' && body.length > 1) body = body.map((s, i) => `${i + 1}. ${s}`);
  const text = [...(opens ? [open] : []), ...body, close].filter(Boolean).join(pack.sentenceGap);
  return typeset(personality === 'chill' ? chillCase(text, language) : text, language);
}

/** Word by word (with its trailing space); in a language written without spaces (Chinese, Japanese), two characters at a time. */
export function pieces(text: string, language: Language): string[] {
  if (!factsOf(language).spacedWords) return text.match(/[\s\S]{1,2}/gu) ?? [];
  return text.split(/(?<=\s)/u);
}
