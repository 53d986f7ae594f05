/** Uppercases the first letter (a sentence start). */
export const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** Lower-cases the first letter for text placed after a colon, unless the word is an acronym ('TV'). */
export const lowerFirst = (s: string): string => (/^\p{Lu}\p{Lu}/u.test(s) ? s : s.charAt(0).toLowerCase() + s.slice(1));

/**
 * 'a, b and c' with the language's word for "and", which may depend on the word after it
 * (Spanish y becomes e before an i sound: "negro e índigo").
 */
export function listJoiner(and: string | ((next: string) => string)): (items: readonly string[]) => string {
  return (items) => {
    if (items.length <= 1) return items[0] ?? '';
    const last = items[items.length - 1]!;
    return `${items.slice(0, -1).join(', ')} ${typeof and === 'string' ? and : and(last)} ${last}`;
  };
}

/** Names and titles that keep their capital after a colon (fashion history, brands, shoe styles named after places). */
const PROPER_AFTER_COLON = /^(?:Fred|Audrey|Chanel|Humphrey|Levi|Steve|Duke|Grace|Susie|Giorgio|Cary|Kate|Savile|Tuxedo|Hermès|Vogue|Chelsea|Oxford|Derby|Ivy|Bing|Donna|Givenchy|Armani|Casablanca|Glastonbury|Pantone|Mocha|Harrington|Fair Isle)(?!\p{Ll})/u;
const LOWER_AFTER_COLON = new Set(['en', 'es', 'fr', 'it', 'pt']);

/**
 * English and the Romance languages write lower case after a colon in running text ('For a wedding:
 * wear…', 'Pour un mariage : portez…') unless a name follows; German keeps its capitals (nouns, and a
 * full sentence after a colon), and scripts without case are left as they are.
 */
export function lowerAfterColon(text: string, language: string): string {
  if (!LOWER_AFTER_COLON.has(language)) return text;
  // English 'I' (and I’m, I’d) keeps its capital; 'If' and 'In' are ordinary words.
  return text.replace(/(:[\s\u00a0\u202f]+[¡¿«\u00a0"“]*)(\p{Lu})(?=\p{Ll}|[\s\u00a0'’])/gu, (m, sep: string, letter: string, offset: number) =>
    PROPER_AFTER_COLON.test(text.slice(offset + sep.length)) || (language === 'en' && /^I(?!\p{L})/u.test(text.slice(offset + sep.length))) ? m : `${sep}${letter.toLowerCase()}`);
}

/**
 * A sentence turned into an exclamation the language's way: 'Great!' , Spanish opens it as well
 * ('¡Genial!'), Chinese and Japanese use the full-width mark.
 */
export function exclaimed(sentence: string, language: string): string {
  const out = sentence.replace(/[.。]$/u, (m) => (m === '。' ? '！' : '!'));
  if (language !== 'es' || !out.endsWith('!')) return out;
  // Only the last sentence becomes an exclamation; it opens after a lead such as 'Para una boda: '.
  const start = Math.max(0, ...[...out.matchAll(/[.!?…]\s+/gu)].map((m) => m.index + m[0].length));
  const last = out.slice(start);
  if (last.includes('¡')) return out;
  const lead = /^(?:\d+\. )?(?:[^:!?]*:\s+)?/u.exec(last)![0];
  return `${out.slice(0, start)}${lead}¡${last.slice(lead.length)}`;
}

/**
 * French spacing: a no-break space before a colon and a narrow one before ; ! ? and inside « »,
 * as French typesetting has them ('Pour un mariage : portez…', 'ici !').
 */
export function frenchSpacing(text: string): string {
  return text
    .replace(/[ \u00a0\u202f]*:(?=[\s]|$)/gu, (m, offset: number) => (offset === 0 ? m : '\u00a0:'))
    .replace(/(?<=[\p{L}\d)»%…])[ \u00a0\u202f]*([;!?])/gu, '\u202f$1')
    .replace(/«[ \u00a0\u202f]*/gu, '«\u00a0')
    .replace(/[ \u00a0\u202f]*»/gu, '\u00a0»');
}

/** The last touches of a chat reply or an answer: French spacing, and lower case after a colon. */
export function typeset(text: string, language: string): string {
  return lowerAfterColon(language === 'fr' ? frenchSpacing(text) : text, language);
}
