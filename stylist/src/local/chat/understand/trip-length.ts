import { foldArabic } from '../../lexicon/normalise';
import { PACKING, TRIP_WORDS } from './cues';
import { has } from './word-lists';
import type { CountedTrip, TripLength } from './cue-types';

export type { CountedTrip, TripLength } from './cue-types';

/*
 * How long a trip is, read from a packing question in any of the ten languages (the words are each language's own,
 * languages/<lang>/chat-cues.ts): a weekend, a week or longer. A stylist packs by length (a weekend needs two tops, a
 * fortnight a wash halfway), so the answer scales with it. Nothing said → a week, the trip most people ask about.
 * The text read is normalised (lexicon/normalise.ts), so the words are too: Arabic is read without its hamza.
 */

const escape = (word: string): string => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Words as one alternation, longest first, so '日間' is read before '日' and '주일' before '주'. */
const alternation = (words: readonly string[]): string =>
  [...new Set(words.map(foldArabic))].sort((a, b) => b.length - a.length).map(escape).join('|');
/** A short Latin word is a whole word only: 'mes' is not in 'mesa', 'week' not in 'weekend'. */
const phrase = (words: readonly string[]): RegExp => new RegExp([...new Set(words.map(foldArabic))].sort((a, b) => b.length - a.length)
  .map((w) => (/^[a-z]{1,4}$/.test(w) ? `\\b${w}\\b` : escape(w))).join('|'), 'u');
const folded = (table: Readonly<Record<string, number>>): Readonly<Record<string, number>> =>
  Object.fromEntries(Object.entries(table).map(([w, n]) => [foldArabic(w), n]));

const NUMBER_WORDS = folded(TRIP_WORDS.numbers);
// A Latin number word starts a word ('a week', never the 'a' ending 'para'); digits and Han numerals stand anywhere.
const NUMBER = `(?<!\\p{Script=Latin})(\\d+(?:[.,]\\d+)?|[一二两三四五六七八九十]{1,3}|${alternation(Object.keys(NUMBER_WORDS))})`;
/** A Latin unit ends its word: 'week' in 'weekend' and 'Woche' in 'Wochenende' are not a week. */
const END = '(?![\\p{Script=Latin}-])';

const DAY = `(${alternation([...TRIP_WORDS.days, ...TRIP_WORDS.nights])})`;
const WEEK = `(?:${alternation(TRIP_WORDS.weeks)})`;
const NIGHTS: ReadonlySet<string> = new Set(TRIP_WORDS.nights.map(foldArabic));

/** Words that are a length by themselves; checked in this order (a weekend before a week). */
const WEEKEND = phrase(TRIP_WORDS.weekend);
const LONG = phrase(TRIP_WORDS.long);
const WEEK_ALONE = phrase(TRIP_WORDS.week);
const COUNTED_DAYS = folded(TRIP_WORDS.countedDays);
/** Arabic-Indic and Persian digits (١٠ أيام) read as the digits they are. */
const latinDigits = (text: string): string => text.replace(/[\u0660-\u0669\u06f0-\u06f9]/gu, (d) => String(d.charCodeAt(0) & 0xf));

const HAN_DIGITS: Readonly<Record<string, number>> = { 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };
/** Han numerals as written for days (十天, 十四天, 二十天): tens before 十, ones after it. */
function hanNumber(word: string): number {
  const ten = word.indexOf('十');
  if (ten < 0) return HAN_DIGITS[word] ?? NaN;
  return (ten === 0 ? 1 : HAN_DIGITS[word.slice(0, ten)] ?? NaN) * 10 + (HAN_DIGITS[word.slice(ten + 1)] ?? 0);
}
const number = (word: string): number => NUMBER_WORDS[word] ?? (/^[一二两三四五六七八九十]+$/u.test(word) ? hanNumber(word) : Number(word.replace(',', '.')));

/** Count words that are nights (ليلتين, two nights: three days), known by the night word's stem. */
const COUNTED_NIGHTS: ReadonlySet<string> = new Set(Object.keys(COUNTED_DAYS).filter((w) => TRIP_WORDS.nights.some((n) => w.startsWith(foldArabic(n).slice(0, 3)))));

/** The longest span the text names, in days (2泊3日 → 3), with how it was counted when in days or nights, or null. */
function namedDays(text: string): { days: number; said: CountedTrip | null } | null {
  let named: { days: number; said: CountedTrip | null } | null = null;
  const longest = (d: number, said: CountedTrip | null) => {
    if (!Number.isFinite(d) || d <= 0 || d < (named?.days ?? 0)) return;
    // Of two counts of one length (2泊3日), the days are said back.
    named = { days: d, said: named?.days === d && named.said?.unit === 'days' ? named.said : said };
  };
  for (const m of text.matchAll(new RegExp(`${NUMBER}\\s*(?:-|~|〜|to|a|à|bis|ou|o|or)?\\s*(?:(\\d+)\\s*)?${DAY}${END}`, 'gu'))) {
    // A stay counted in nights ('3 nights', '3泊', '3박') is one day longer; of a range ('4-5 days', 'a 5 day trip') the last number counts.
    const n = m[2] ? Number(m[2]) : number(m[1]!);
    const nights = NIGHTS.has(m[3]!);
    longest(n + (nights ? 1 : 0), { n, unit: nights ? 'nights' : 'days' });
  }
  for (const m of text.matchAll(new RegExp(`${NUMBER}\\s*(?:个)?\\s*${WEEK}${END}`, 'gu'))) longest(number(m[1]!) * 7, null);
  for (const [word, d] of Object.entries(COUNTED_DAYS)) {
    if (text.includes(word)) longest(d, COUNTED_NIGHTS.has(word) ? { n: d - 1, unit: 'nights' } : { n: d, unit: 'days' });
  }
  return named;
}

/**
 * A trip the member counted in days or nights ("cinque giorni", "fünf Tage", "3 notti", 닷새, ليلتين), in whole numbers:
 * the packing answer says that length back rather than the week it rounds to. Null for weeks or no count.
 */
export function countedTrip(text: string): CountedTrip | null {
  const said = namedDays(latinDigits(text))?.said ?? null;
  return said && Number.isInteger(said.n) && said.n > 0 ? said : null;
}

export function tripLength(text: string): TripLength {
  const normalisedText = latinDigits(text);
  const days = namedDays(normalisedText)?.days ?? null;
  if (days !== null) return days <= 3 ? 'weekend' : days <= 8 ? 'week' : 'long';
  if (WEEKEND.test(normalisedText)) return 'weekend';
  if (LONG.test(normalisedText)) return 'long';
  if (WEEK_ALONE.test(normalisedText)) return 'week';
  return 'week';
}

/**
 * A packing question: a suitcase word, or a trip counted in days or nights ("Cosa porto per un viaggio di 5 giorni?",
 * "O que levar para uma viagem de 5 dias?"): clothes for a counted stay are a suitcase, not one outfit.
 */
export function asksPacking(text: string, occasion: string | null | undefined): boolean {
  return has(text, PACKING) || (occasion === 'travel' && countedTrip(text) !== null);
}
