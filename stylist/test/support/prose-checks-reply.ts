import type { Language } from '@fitrater/contracts';
import type { ProseCheck } from './prose-checks';
import { occasionHead } from '../../src/local/chat/voices';

/**
 * Error shapes of a whole reply, found by reading chat answers as a native editor: an answer that shouts,
 * one that names its occasion twice in other words, one that opens on a pronoun with nothing before it.
 */

/** More than one exclamation in one answer: the voice stacks them and every sentence shouts. */
export const stackedExclamations: ProseCheck = (text) => {
  const marks = text.match(/[!！]/gu) ?? [];
  return marks.length > 1 ? text.slice(0, 160) : null;
};

/** A lead addressed to the member ('For you:'), not an occasion. */
const ADDRESSED: ReadonlySet<string> = new Set(['you', 'vous', 'sie', 'ihnen', 'ti', 'te', 'você', 'voi', 'usted']);
/** Prepositions and articles that introduce an occasion's name in a sentence. */
const INTRODUCERS = 'for|to|at|on|a|an|the|pour|au|à|un|une|le|la|les|für|zum|zur|zu|bei|beim|ein|eine|einen|einem|einer|den|dem|der|die|das|para|en|una|el|per|al|alla|il|lo|um|uma|o|no|na|ao|num|numa';

const FOR: Partial<Record<Language, string>> = { en: 'For', fr: 'Pour', de: 'Für', es: 'Para', it: 'Per', pt: 'Para' };

/**
 * "Pour un rendez-vous, portez… Pour un rendez-vous amoureux : portez…": a sentence led by its occasion ("For a
 * date:") in an answer whose other sentences already name that occasion, by its head noun in any form.
 */
export const occasionTwice = (language: Language): ProseCheck => {
  const word = FOR[language];
  if (!word) return () => null;
  const lead = new RegExp(`(?:^|[.!?]\\s+|\\d\\.\\s)${word} ([^:.!?]{2,40}?)[\\s\\u00a0]?:`, 'u');
  return (text) => {
    const m = lead.exec(text);
    if (!m) return null;
    const head = occasionHead(m[1]!);
    if (ADDRESSED.has(head)) return null;
    const rest = (text.slice(0, m.index) + text.slice(m.index + m[0].length)).toLowerCase();
    // Named as an occasion: after a preposition or an article ('for a date', 'zum Date', 'pour un rendez-vous'), not
    // the same letters as a verb ('Black ballet flats also work').
    const named = new RegExp(`(?<!\\p{L})(?:${INTRODUCERS}) (?:\\p{L}+ )?${head.replace(/[.*+?^$()|[\]\\]/gu, '\\$&')}(?!\\p{L})`, 'u');
    return named.test(rest) ? m[0] : null;
  };
};

/**
 * An answer that opens by replacing a pronoun has nothing for it to stand for ("Remplacez-la par des derbies.",
 * "Replace it with…", "Cámbiala por…"): the piece replaced is named.
 */
const OPENING_PRONOUN: Partial<Record<Language, RegExp>> = {
  en: /^(?:replace|swap|change) (?:it|them)(?!\p{L})/iu,
  fr: /^(?:remplacez|changez|échangez)-(?:la|le|les)(?!\p{L})/iu,
  es: /^(?:cámbia|sustitúye|reemplá?za)(?:la|lo|las|los)(?!\p{L})/iu,
  it: /^(?:sostituisci|cambia)(?:la|lo|le|li)(?!\p{L})/iu,
  // 'Troque por…' with its object left out is how a rating's suggestion under its piece reads in Brazil; a clitic is not.
  pt: /^(?:troque|substitua)-(?:a|o|as|os)\s+por(?!\p{L})/iu,
  de: /^(?:ersetzen|tauschen) Sie (?:ihn|sie|es)(?!\p{L})/iu,
};
export const openingPronoun = (language: Language): ProseCheck => {
  const p = OPENING_PRONOUN[language];
  return p ? (text) => p.exec(text.trim())?.[0] ?? null : () => null;
};

/** The checks above for one language (all run over every generated text). */
export function replyChecks(language: Language): Record<string, ProseCheck> {
  return { stackedExclamations, occasionTwice: occasionTwice(language), openingPronoun: openingPronoun(language) };
}
