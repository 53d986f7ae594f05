import { BUDGET, NOT_OWNED } from './cues';
import { has, words } from './word-lists';
import { findWord, normalise } from '../rater';

/**
 * An amount of money said in a clothes question ("I only have 50 euros", "$80", "5000円", "50유로", "٥٠ يورو"): the
 * member is telling the stylist their budget.
 */
const MONEY = /(?:[$€£¥₩]\s?\p{Nd}|\p{Nd}\s?(?:[$€£¥₩元块円원]|万円|만\s?원|euros?|eur|dollars?|bucks|usd|pounds?|quid|gbp|dolares|reais|libras|franken|chf|yuan|rmb|yen|يورو|دولار|ريال|درهم|جنيه))/u;

/** Whether a message says money is short: a budget word, or an amount of money. */
export const saysBudget = (text: string): boolean => has(text, BUDGET) || MONEY.test(text);

/** A part of a message that denies a piece, and the words naming the piece without the denial (the reader would drop a piece said with "no"). */
export interface Span { start: number; end: number; piece: string }

/** Cue words said after the piece they deny (Japanese 持っていない, Korean 없어요); the rest come before it (don't own, no tengo, 没有). */
const AFTER_PIECE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
/** Where a clause ends: a piece denied in one clause says nothing of the next ("I have no blazer, what for an interview?"). */
const CLAUSE_END = /[,.;:!?、。，；：！？\n]/u;

/**
 * The parts of a message (normalised) that say a piece is not owned: from the cue to the clause's end, or for Japanese
 * and Korean from the clause's start to the cue. Chinese 有没有 asks "is there", and denies nothing.
 */
export function notOwnedSpans(message: string): Span[] {
  const text = normalise(message);
  const spans: Span[] = [];
  for (const cue of words(NOT_OWNED)) {
    for (const hit of findWord(text, cue)) {
      if (cue.startsWith('没') && text[hit.start - 1] === '有') continue;
      if (AFTER_PIECE.test(cue)) {
        let start = hit.start;
        while (start > 0 && !CLAUSE_END.test(text[start - 1]!)) start--;
        spans.push({ start, end: hit.end, piece: text.slice(start, hit.start) });
      } else {
        let end = hit.end;
        while (end < text.length && !CLAUSE_END.test(text[end]!)) end++;
        spans.push({ start: hit.start, end, piece: text.slice(hit.end, end) });
      }
    }
  }
  return spans;
}

/** The message with the given spans blanked (each character kept in its place), and the spans' own text. */
export function splitSpans(message: string, spans: readonly Span[]): { rest: string; denied: string } {
  const text = normalise(message);
  let rest = text;
  const denied: string[] = [];
  for (const s of spans) {
    denied.push(s.piece);
    rest = rest.slice(0, s.start) + ' '.repeat(s.end - s.start) + rest.slice(s.end);
  }
  return { rest, denied: denied.join('. ') };
}
