import type { Language } from '@fitrater/contracts';
import { CATALOGUES } from '../../languages/registry';
import { QUESTION_WORDS, YES_NO_OPENERS } from './cues';
import { has, words } from './word-lists';
import { readText } from './text';

/**
 * Spoken Arabic asks yes or no by ending on the verdict wanted, with no هل: "الكحلي مع الأسود ينفع؟" (does navy with black
 * work?), "يمشي؟", "حلو؟". A question word anywhere (ايش, شو, ايه, ماذا, كيف, أي) makes it an open question.
 */
const SPOKEN_ARABIC_YES_NO = /^(?!.*(?:^| )(?:ايش|شو|ايه|ماذا|ما|كيف|اي|وين|ليش|امتى|متى)(?: |$))(?=.* ).*(?:ينفع|يمشي|يصلح|يناسب|مناسب|حلو|يليق|مقبول)[?؟\s]*$/u;

/**
 * A yes/no question: it opens the way one does ("does…", "est-ce que…", "هل"), or it asks (a
 * question mark, Chinese 吗) without an open question word (what, which, how…).
 */
export function isYesNo(message: string, text: string, language?: Language): boolean {
  // "Is navy or black better?", "¿Traje o algo más casual?": one of two is asked for, and "yes" answers neither.
  if (language && asksAChoice(text, language)) return false;
  // Spanish marks where the question starts: "Trabajo en un banco, ¿tengo que llevar corbata?" asks from the ¿ on.
  const from = message.lastIndexOf('¿');
  if (from > 0) text = readText(message.slice(from));
  // French "je n'ai que…" says "I only have": its que is no question word (Portuguese and Spanish que is one).
  text = text.replace(/(?<!\p{L})n'(?:ai|as|a|avons|avez|ont|porte|portes)\s+que(?!\p{L})/gu, ' ');
  const opener = words(YES_NO_OPENERS).filter((w) => text === w || text.startsWith(`${w} `)).sort((a, b) => b.length - a.length)[0];
  const opens = opener !== undefined;
  // Arabic opens every yes/no question with هل, and its question words hide inside other words;
  // "ومع حذاء رياضي أبيض؟" ("and with white sneakers?") proposes a piece the way "and with…?" does.
  if (/\p{Script=Arabic}/u.test(text)) return opens || (/^و(?:مع|ب)/u.test(text) && /[?؟]\s*$/u.test(message.trim())) || SPOKEN_ARABIC_YES_NO.test(text);
  // The opener itself may hold a question word ("est-ce QUE le bordeaux va avec…"): only what follows it is read for one.
  if (has(opens ? text.slice(opener.length) : text, QUESTION_WORDS)) return false;
  // A bare topic asked about is an open question: "面接用のジャケットは？" (which jacket for an interview?), "白色的呢？",
  // "재킷은요?". A yes/no question ends on its predicate (合う？, 可以吗？, 괜찮아요?).
  if (/(?:は|呢|는요|은요)$/u.test(text)) return false;
  // French also asks by inversion ('va-t-il', 'peut-on').
  return opens || /[?？]\s*$|[吗嗎]/u.test(message.trim()) || /\p{L}-t-(?:il|elle|on)(?!\p{L})/u.test(text);
}

/** Two options joined by the language's "or", unless it is "…or not?". */
function asksAChoice(text: string, language: Language): boolean {
  const cues = CATALOGUES[language].chatCues;
  const list = (ws: readonly string[]) => ws.join('|');
  return cues.choice.length > 0 && has(text, list(cues.choice)) && !(cues.orNot.length > 0 && has(text, list(cues.orNot)));
}
