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

/** A sentence that ends once: "wedding." + "." is "wedding."; Chinese and Japanese end with 。. */
export function endSentence(text: string): string {
  const t = text.trim().replace(/([.。])\1+$/u, '$1');
  if (/[.!?。！？]$/u.test(t)) return t;
  return /[\u3040-\u30ff\u3400-\u9fff]$/u.test(t) ? `${t}。` : `${t}.`;
}
