/**
 * A workaround for a resvg-js 2.6 text-layout bug: in a <text> whose
 * characters need two fonts (Noto Sans Arabic plus Noto Sans for Latin
 * letters or "…"), a lam-alef ligature (لا, لأ, لإ, لآ: two characters, one
 * glyph) makes font fallback fail for the whole element, which then draws
 * only empty boxes. In such lines only, lam-alef is written with its
 * presentation-form ligature (one character, one glyph), which resvg handles.
 * The letter before it then loses its joining stroke: a small blemish, in a
 * rare case (Latin words inside Arabic text), instead of unreadable text.
 */

/** Lam followed by alef, alef with hamza above/below, or alef with madda. */
const LAM_ALEF = /\u0644([\u0622\u0623\u0625\u0627])/g;
const ARABIC_LETTERS = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/gu;
const MARK = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED]/;
/** Letters that join only to the right (the letter after them cannot join to them). */
const RIGHT_JOINING = new Set('\u0621\u0622\u0623\u0624\u0625\u0627\u0629\u062F\u0630\u0631\u0632\u0648\u0671');

/** Isolated and final presentation forms for each alef. */
const LIGATURES: Record<string, [string, string]> = {
  '\u0622': ['\uFEF5', '\uFEF6'],
  '\u0623': ['\uFEF7', '\uFEF8'],
  '\u0625': ['\uFEF9', '\uFEFA'],
  '\u0627': ['\uFEFB', '\uFEFC'],
};

function isArabicLetter(ch: string | undefined): boolean {
  return ch !== undefined && /[\u0620-\u064A\u066E-\u06D3\u06FA-\u06FF]/.test(ch);
}

/** True when a line mixes Arabic with characters Noto Sans Arabic lacks (so resvg falls back to another font). */
export function needsFallback(line: string, arabicPrimary: boolean): boolean {
  const rest = line.replace(ARABIC_LETTERS, '');
  if (!arabicPrimary) return rest.length !== line.length;
  return /[\p{L}\u2026]/u.test(rest);
}

/** The line with lam-alef sequences as presentation-form ligatures, if it needs font fallback. */
export function protectLamAlef(line: string, arabicPrimary: boolean): string {
  if (!line.includes('\u0644') || !needsFallback(line, arabicPrimary)) return line;
  return line.replace(LAM_ALEF, (_match, alef: string, offset: number) => {
    let i = offset - 1;
    while (i >= 0 && MARK.test(line[i]!)) i--;
    const prev = i >= 0 ? line[i] : undefined;
    const joined = isArabicLetter(prev) && !RIGHT_JOINING.has(prev!);
    const forms = LIGATURES[alef]!;
    return joined ? forms[1] : forms[0];
  });
}
