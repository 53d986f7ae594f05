import type { Language } from '@fitrater/contracts';
import { BUDGET, ITEM_WORDS, NOT_OWNED } from './cues';
import { has, words } from './word-lists';
import { extractEntities } from '../entities';
import { findWord, normalise, type GarmentMention } from '../rater';

/**
 * An amount of money said in a clothes question ("I only have 50 euros", "$80", "5000円", "50유로", "٥٠ يورو"): the
 * member is telling the stylist their budget.
 */
const MONEY = /(?:[$€£¥₩]\s?\p{Nd}|\p{Nd}\s?(?:[$€£¥₩元块円원]|万円|만\s?원|euros?|eur|dollars?|bucks|usd|pounds?|quid|gbp|dolares|reais|libras|franken|chf|yuan|rmb|yen|يورو|دولار|ريال|درهم|جنيه))/u;

/** Whether a message says money is short: a budget word, or an amount of money. */
export const saysBudget = (text: string): boolean => has(text, BUDGET) || MONEY.test(text);

/** Cue words said after the piece they deny (Japanese 持っていない, Korean 없어요); the rest come before it (don't own, no tengo, 没有). */
const AFTER_PIECE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
/** Where a clause ends: a piece denied in one clause says nothing of the next ("I have no blazer, what for an interview?"). */
const CLAUSE_END = /[,.;:!?、。，；：！？\n]/u;

/** A part of a message that denies pieces, and the pieces it denies. */
interface Span { start: number; end: number; pieces: GarmentMention[] }

const piecesIn = (text: string, language: Language): GarmentMention[] => extractEntities(text, false, language).garments;
/** Words that name a piece or an item on their own ("coat" of "trench coat"): a span is never cut through them. */
const ANY_ITEM = Object.values(ITEM_WORDS).join('|');
const namesNothing = (text: string, language: Language): boolean => !text.trim() || (!piecesIn(text, language).length && !has(text, ANY_ITEM));
const same = (a: readonly GarmentMention[], b: readonly GarmentMention[]): boolean => a.length === b.length && a.every((g, i) => g.garment === b[i]!.garment);

/** The next place to cut a span at, a word at a time where words are spaced ("trench coat" is not cut to "trench coa"), else a character. */
function step(text: string, at: number, by: 1 | -1): number {
  if (!/\s/u.test(text)) return at + by;
  let i = at + by;
  while (i > 0 && i < text.length && !/\s/u.test(text[by > 0 ? i - 1 : i]!)) i += by;
  return i;
}

/**
 * The parts of a message (normalised) that say a piece is not owned, each as short as the pieces it names: from the cue
 * to the last piece after it, or for Japanese and Korean from the first piece before it to the cue, within its clause
 * ("I have no blazer what do I wear to an interview" keeps the interview). A cue that names no piece denies nothing
 * ("I have no idea what to wear"); Chinese 有没有 asks "is there".
 */
function notOwnedSpans(text: string, language: Language): Span[] {
  const spans: Span[] = [];
  for (const cue of words(NOT_OWNED)) {
    for (const hit of findWord(text, cue)) {
      if (cue.startsWith('没') && text[hit.start - 1] === '有') continue;
      if (AFTER_PIECE.test(cue)) {
        let start = hit.start;
        while (start > 0 && !CLAUSE_END.test(text[start - 1]!)) start--;
        const pieces = piecesIn(text.slice(start, hit.start), language);
        if (!pieces.length) continue;
        for (let next = step(text, start, 1); next < hit.start && namesNothing(text.slice(start, next), language) && same(piecesIn(text.slice(next, hit.start), language), pieces); next = step(text, next, 1)) start = next;
        spans.push({ start, end: hit.end, pieces });
      } else {
        let end = hit.end;
        while (end < text.length && !CLAUSE_END.test(text[end]!)) end++;
        const pieces = piecesIn(text.slice(hit.end, end), language);
        if (!pieces.length) continue;
        for (let next = step(text, end, -1); next > hit.end && namesNothing(text.slice(next, end), language) && same(piecesIn(text.slice(hit.end, next), language), pieces); next = step(text, next, -1)) end = next;
        spans.push({ start: hit.start, end, pieces });
      }
    }
  }
  return spans;
}

/**
 * A message read apart from the pieces it says are not owned: the rest of it (normalised, each denied part blanked in
 * its place) and the pieces denied.
 */
export function notOwned(message: string, language: Language): { rest: string; without: GarmentMention[] } {
  const text = normalise(message);
  const spans = notOwnedSpans(text, language);
  let rest = text;
  for (const s of spans) rest = rest.slice(0, s.start) + ' '.repeat(s.end - s.start) + rest.slice(s.end);
  return { rest: spans.length ? rest : message, without: spans.flatMap((s) => s.pieces) };
}
