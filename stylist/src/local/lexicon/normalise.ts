/**
 * Lower-case, strip Latin accents (é → e, ß → ss), and write Arabic as it is read: alef with hamza or madda (أ إ آ ٱ)
 * as a bare alef and alef maqsura (ى) as ya, the way members type them as often as not ("ارتدي" for "أرتدي", "اللي" for
 * "اللى"), without short-vowel marks or the tatweel. Ta marbuta (ة) stays: written as ha it would be another word, and a
 * word found inside others (Arabic joins "and", "the" and "with" to the next word) would then be found where it is not.
 * Every other script is kept as it is.
 */
export function normalise(text: string): string {
  return foldArabic(text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .replace(/[’`]/g, "'")
    .replace(/\s+/g, ' '));
}

/** Arabic as normalise writes it (see there): for patterns written against normalised text. */
export function foldArabic(text: string): string {
  return text.replace(/[\u0622\u0623\u0625\u0671]/gu, '\u0627').replace(/\u0649/gu, '\u064a').replace(/[\u064b-\u065f\u0670\u0640]/gu, '');
}

/** Word boundaries are Latin letters: 'Tシャツ' after 'い' is still a word, as in '白いTシャツ'. */
const LETTER = /\p{Script=Latin}/u;
const LATIN = /[a-z]/;

/** Suffixes a Latin word may carry and still match (plurals, German adjective endings). */
function suffixOk(pattern: string, suffix: string): boolean {
  if (suffix === '') return true;
  if (suffix === 's' || suffix === 'es') return true;
  if (suffix === 'e' || suffix === 'er' || suffix === 'en') return pattern.length >= 3;
  // German dative plural: 'Schuhe' → 'Schuhen', 'Sneaker' → 'Sneakern', 'Stiefel' → 'Stiefeln'.
  if (suffix === 'n') return pattern.length >= 5 && /(?:e|er|el)$/.test(pattern);
  return false;
}

export interface Span { start: number; end: number }

/**
 * Finds `pattern` in `text` as a whole word (Latin scripts) or as a substring (CJK, Arabic,
 * where words are not separated or take prefixes). Returns the spans, suffix included.
 */
export function findWord(text: string, pattern: string): Span[] {
  const out: Span[] = [];
  const latin = LATIN.test(pattern);
  let from = 0;
  for (;;) {
    const i = text.indexOf(pattern, from);
    if (i < 0) break;
    from = i + 1;
    if (!latin) { out.push({ start: i, end: i + pattern.length }); continue; }
    if (i > 0 && LETTER.test(text[i - 1]!)) continue;
    let end = i + pattern.length;
    while (end < text.length && LETTER.test(text[end]!) && end - (i + pattern.length) < 3) end++;
    if (end < text.length && LETTER.test(text[end]!)) continue;
    if (!suffixOk(pattern, text.slice(i + pattern.length, end))) continue;
    out.push({ start: i, end });
  }
  return out;
}
