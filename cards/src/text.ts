/**
 * Text for the share card: cleaning user strings (control, bidi-override and
 * emoji characters out, length capped), estimating rendered widths, and
 * wrapping into at most N lines with an ellipsis. Widths are estimated from
 * Noto Sans advance widths measured with resvg (see text-metrics.ts).
 */
import { latinAdvance, ARABIC_ADVANCE, CJK_ADVANCE, OTHER_ADVANCE } from './text-metrics';

const ELLIPSIS = '…';
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** C0/C1 controls, XML-invalid code points, bidi embedding/override/isolate controls, marks. */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069\uFFFE\uFFFF\uFFF9-\uFFFB]/g;
/** Emoji (resvg cannot draw colour emoji fonts; the card's emoji is drawn separately). */
// Each code point is removed on its own, so the joiner (U+200D) in the class is intended.
// eslint-disable-next-line no-misleading-character-class
const EMOJI = /[\p{Extended_Pictographic}\p{Emoji_Modifier}\u{1F1E6}-\u{1F1FF}\uFE0F\u20E3\u200D]/gu;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
export const CJK = /[\u1100-\u11FF\u2E80-\u2FDF\u3000-\u9FFF\uA960-\uA97F\uAC00-\uD7FF\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFFEF]|[\u{20000}-\u{3FFFF}]/u;
/** Characters a line may break after without a space (Han, kana, fullwidth punctuation). */
const CJK_BREAKABLE = /[\u2E80-\u2FDF\u3000-\u30FF\u3400-\u9FFF\uF900-\uFAFF\uFF00-\uFF60]|[\u{20000}-\u{3FFFF}]/u;
/** Closing punctuation that must not start a line (kinsoku). */
const NO_LINE_START = /^[、。，．！？）」』】〕》〉・ー：；,.!?)\]}%]/;

function splitGraphemes(text: string): string[] {
  return Array.from(graphemes.segment(text), (s) => s.segment);
}

/** Makes a user string safe to draw: one line, no controls or emoji, at most `maxChars` characters. */
export function cleanText(value: unknown, maxChars: number): string {
  if (typeof value !== 'string') return '';
  const text = value
    .normalize('NFC')
    .replace(LONE_SURROGATE, '')
    .replace(/[\t\n\r\u2028\u2029]+/g, ' ')
    .replace(UNSAFE, '')
    .replace(EMOJI, '')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = splitGraphemes(text);
  if (chars.length <= maxChars) return text;
  return chars.slice(0, Math.max(0, maxChars - 1)).join('').trimEnd() + ELLIPSIS;
}

export function isArabicText(text: string): boolean {
  return ARABIC.test(text);
}

/** Estimated width of one grapheme, in ems. */
function charAdvance(ch: string, bold: boolean): number {
  const cp = ch.codePointAt(0)!;
  if (cp < 0x250 || (cp >= 0x1e00 && cp <= 0x1eff)) return latinAdvance(ch, bold);
  if (CJK.test(ch)) return CJK_ADVANCE;
  if (ARABIC.test(ch)) return ARABIC_ADVANCE * (bold ? 1.1 : 1);
  if (cp >= 0x2000 && cp <= 0x206f) return ch === ELLIPSIS ? 0.9 : 0.5;
  return OTHER_ADVANCE;
}

/** Estimated rendered width in px of `text` at `fontSize`. */
export function textWidth(text: string, fontSize: number, bold = false): number {
  let em = 0;
  for (const ch of splitGraphemes(text)) em += charAdvance(ch, bold);
  return em * fontSize;
}

export interface WrapOptions {
  maxWidth: number;
  fontSize: number;
  maxLines: number;
  bold?: boolean;
}

/** Break opportunities: after spaces, and between CJK characters. Returns the pieces, spaces kept. */
function breakPieces(text: string): string[] {
  const pieces: string[] = [];
  let current = '';
  const chars = splitGraphemes(text);
  chars.forEach((ch, i) => {
    current += ch;
    const next = chars[i + 1];
    if (next === undefined) return;
    const breakAfter = ch === ' ' || ((CJK_BREAKABLE.test(ch) || CJK_BREAKABLE.test(next)) && next !== ' ' && !NO_LINE_START.test(next));
    if (breakAfter) {
      pieces.push(current);
      current = '';
    }
  });
  if (current) pieces.push(current);
  return pieces;
}

/** Cuts `text` so that it plus an ellipsis fits `maxWidth`. */
export function ellipsize(text: string, maxWidth: number, fontSize: number, bold = false): string {
  const chars = splitGraphemes(text.trimEnd());
  while (chars.length > 0 && textWidth(chars.join('') + ELLIPSIS, fontSize, bold) > maxWidth) chars.pop();
  return chars.join('').trimEnd() + ELLIPSIS;
}

/**
 * Wraps `text` into at most `maxLines` lines no wider than `maxWidth`; a word
 * longer than a line is broken between characters; text that does not fit
 * ends in an ellipsis.
 */
export function wrapText(text: string, options: WrapOptions): string[] {
  const { maxWidth, fontSize, maxLines, bold = false } = options;
  if (maxLines <= 0 || text.trim() === '') return [];
  const fits = (s: string) => textWidth(s.trimEnd(), fontSize, bold) <= maxWidth;
  const lines: string[] = [];
  let line = '';
  const queue = breakPieces(text);
  while (queue.length > 0) {
    const piece = queue.shift()!;
    if (fits(line + piece)) {
      line += piece;
      continue;
    }
    if (line.trim() === '') {
      // A single piece wider than the line: break it between characters.
      const chars = splitGraphemes(piece);
      let head = '';
      while (chars.length > 0 && fits(head + chars[0])) head += chars.shift();
      if (head === '') head = chars.shift() ?? '';
      lines.push(head);
      if (chars.length > 0) queue.unshift(chars.join(''));
    } else {
      lines.push(line.trimEnd());
      queue.unshift(piece.trimStart() === '' ? '' : piece);
    }
    line = '';
    if (lines.length === maxLines) {
      const rest = queue.join('').trim();
      if (rest !== '') lines[maxLines - 1] = ellipsize(lines[maxLines - 1]!, maxWidth, fontSize, bold);
      return lines;
    }
  }
  if (line.trim() !== '') lines.push(line.trimEnd());
  return lines;
}
