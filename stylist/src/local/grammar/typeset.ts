import type { Language } from '@fitrater/contracts';
import { factsOf } from '../languages/registry';

/** Names and titles that keep their capital after a colon (fashion history, brands, shoe styles named after places). */
const PROPER_AFTER_COLON = /^(?:Fred|Audrey|Chanel|Humphrey|Levi|Steve|Duke|Grace|Susie|Giorgio|Cary|Kate|Savile|Tuxedo|Hermès|Vogue|Chelsea|Oxford|Derby|Ivy|Bing|Donna|Givenchy|Armani|Casablanca|Glastonbury|Pantone|Mocha|Harrington|Fair Isle)(?!\p{Ll})/u;

/**
 * Lower case after a colon in running text ('For a wedding: wear…', 'Pour un mariage : portez…') where the
 * language writes it (its facts.lowerAfterColon), unless a name or a word the language always capitalises follows.
 */
export function lowerAfterColon(text: string, language: Language): string {
  const { lowerAfterColon: lowers, capitalAfterColon } = factsOf(language);
  if (!lowers) return text;
  return text.replace(/(:[\s\u00a0\u202f]+[¡¿«\u00a0"“]*)(\p{Lu})(?=\p{Ll}|[\s\u00a0'’])/gu, (m, sep: string, letter: string, offset: number) =>
    PROPER_AFTER_COLON.test(text.slice(offset + sep.length)) || !!capitalAfterColon?.test(text.slice(offset + sep.length)) ? m : `${sep}${letter.toLowerCase()}`);
}

/**
 * A sentence turned into an exclamation the language's way: 'Great!' , Spanish opens it as well
 * ('¡Genial!', facts.openingExclamation), Chinese and Japanese use the full-width mark.
 */
export function exclaimed(sentence: string, language: Language): string {
  const out = sentence.replace(/[.。]$/u, (m) => (m === '。' ? '！' : '!'));
  if (!factsOf(language).openingExclamation || !out.endsWith('!')) return out;
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
export function typeset(text: string, language: Language): string {
  return lowerAfterColon(factsOf(language).spaceBeforePunctuation ? frenchSpacing(text) : text, language);
}
