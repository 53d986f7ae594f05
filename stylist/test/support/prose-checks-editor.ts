import type { Language } from '@fitrater/contracts';
import type { ProseCheck } from './prose-checks';

const match = (pattern: RegExp): ProseCheck => (text) => pattern.exec(text)?.[0] ?? null;

/**
 * A score followed by a colon and a bare piece ('Esta parte obtuvo 5,3: camiseta gris.') reads as a
 * form label, not a sentence: the piece should be the subject ('La camiseta gris obtuvo 5,3 y…').
 * The kept-piece sentence's apposition ('a obtenu 8,4 : l’un des points forts') is a sentence and passes.
 */
const scoreLabel = match(/(?:obtuvo|obtuvieron|a obtenu|ont obtenu|ha preso|hanno preso|tirou|tiraram) \d+(?:,\d)?(?:\/10)?[\s\u00a0\u202f]*:[\s\u00a0]+(?!l[’']une? )\p{Ll}[^.]*/u);

/** English: a plural piece, then 'It is…' about it in the next sentence ('The camel trousers count as business dress. It is right for work.'). */
const EN_PLURALS = '(?:shoes|flats|boots|trousers|jeans|chinos|loafers|heels|sneakers|sandals|shorts|pumps|leggings|oxfords|derbies)';
const enPluralThenIt = match(new RegExp(`(?:^|[.!?]\\s+)The (?:[\\p{L}-]+ ){0,3}${EN_PLURALS} [^.!?]*[.!?]\\s+It (?:is|works|goes|suits)(?!\\p{L})`, 'iu'));

/**
 * Calques of the English 'reads as' that a native editor rewrites: Spanish 'se lee como', Italian
 * 'si legge come', French 'se lit comme' said of a garment.
 */
const readsAsCalque = match(/(?<!\p{L})(?:se (?:lee|leen|lit|lisent) com(?:o|me)|si (?:legge|leggono) come)(?!\p{L})/iu);

/** Checks found by reading generated answers as a native editor, added to each language's own. */
export const EDITOR_CHECKS: Partial<Record<Language, Record<string, ProseCheck>>> = {
  en: { pronounAfterPlural: enPluralThenIt },
  fr: { scoreLabel, calque: readsAsCalque },
  es: { scoreLabel, calque: readsAsCalque },
  it: { scoreLabel, calque: readsAsCalque },
  pt: { scoreLabel },
};
