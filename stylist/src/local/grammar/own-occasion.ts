/**
 * The occasion a member typed in the rate form ('anniversaire', 'cumpleaños', 'birthday'), said the way the templates
 * say an occasion: every built-in occasion is a noun phrase with its article ('un mariage', 'una boda', 'a wedding'), so
 * 'pour {occasion}' needs one too ('pour un anniversaire', never 'pour anniversaire'). What the member wrote is kept as
 * typed when it already starts with a determiner ('mon anniversaire', 'the office party') or is a holiday's own name
 * ('Noël', 'Navidad', 'Christmas'), which takes none.
 */
export interface OwnOccasionRule {
  /** The words a noun phrase can already start with (articles, possessives, demonstratives), followed by a space. */
  determiners: RegExp;
  /** The indefinite article (with its space) the phrase takes, from its first word; '' for none (a plural, a mass noun). */
  article(first: string, text: string): string;
}

/** Holidays named as themselves, in any of the languages that use this (lower case). */
const HOLIDAYS = new Set([
  'christmas', 'easter', 'thanksgiving', 'halloween', 'new year', 'new year’s eve', 'ramadan', 'eid', 'diwali', 'hanukkah', 'prom',
  'noël', 'pâques', 'nouvel an', 'aïd', 'navidad', 'nochebuena', 'nochevieja', 'semana santa', 'pascua', 'año nuevo', 'carnaval',
  'natale', 'pasqua', 'capodanno', 'ferragosto', 'carnevale', 'natal', 'páscoa', 'ano novo', 'réveillon',
]);

export function ownOccasion(typed: string, rule: OwnOccasionRule): string {
  const text = typed.trim();
  if (!text || rule.determiners.test(text) || HOLIDAYS.has(text.toLowerCase())) return text;
  // A capital the member typed at the start of the field is the field's, not a name's ('Anniversaire' → 'un anniversaire').
  const lower = /^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
  const first = lower.split(/[\s’'-]/u)[0]!.toLowerCase();
  return `${rule.article(first, lower)}${lower}`;
}
