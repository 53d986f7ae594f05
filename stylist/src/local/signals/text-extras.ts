import { LANGUAGES } from '@fitrater/contracts';
import { findWord, normalise } from '../lexicon/normalise';
import { WORDS, items, type Weather } from '../lexicon/words';
import { CLAUSE_BREAK } from './reading-words';

const LATIN = /[a-z]/;
const HAN_OR_KANA = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]$/u;

function list(pick: (w: (typeof WORDS)['en']) => string): string[] {
  const out = new Set<string>();
  for (const l of LANGUAGES) for (const w of items(pick(WORDS[l]))) out.add(normalise(w));
  return [...out].sort((a, b) => b.length - a.length);
}

/** A negation said before its garment: Latin words as a pattern (the word, then at most two words to the clause's end). */
interface NegationBefore { word: string; latin: RegExp | null }

let cache: { before: NegationBefore[]; after: string[]; weather: [Weather, string[]][] } | null = null;
function tables() {
  cache ??= {
    before: list((w) => w.negationBefore).map((word) => ({ word, latin: LATIN.test(word) ? new RegExp(`(?:^|\\s)${escape(word)}(?:\\s+\\S+){0,2}$`) : null })),
    after: list((w) => w.negationAfter),
    weather: (['hot', 'cold', 'rain', 'snow'] as const).map((k) => [k, list((w) => w.weather[k])]),
  };
  return cache;
}

/** A pattern found as a word (Latin) or a substring (other scripts; one Han/kana character is enough). */
function found(text: string, pattern: string): boolean {
  if (LATIN.test(pattern)) return findWord(text, pattern).length > 0;
  if (pattern.length < 2 && !HAN_OR_KANA.test(pattern)) return false;
  return text.includes(pattern);
}

/** The weather the description names ('pouring rain', 'hot summer day', '土砂降り'). */
export function weatherIn(text: string, pieces: readonly { start: number; end: number }[] = []): Weather[] {
  // A garment's own name says what it is for, not what the day is like: "rain boots", 雨衣, スノーブーツ name no weather.
  const said = pieces.reduce((t, p) => t.slice(0, p.start) + ' '.repeat(p.end - p.start) + t.slice(p.end), text);
  return tables().weather.filter(([, words]) => words.some((w) => found(said, w))).map(([k]) => k);
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether the garment at [start, end) is said not to be worn: 'no coat', 'without a tie', 'sin corbata',
 * 'ohne Krawatte', '没有领带', 'ネクタイなし', '넥타이 없이', 'بدون ربطة عنق'. A negation counts when at
 * most two words (an article, a colour) stand between it and the garment, in the same clause.
 */
export function negated(text: string, start: number, end: number): boolean {
  const { before, after } = tables();
  const parts = text.slice(Math.max(0, start - 40), start).split(CLAUSE_BREAK);
  const clause = (parts[parts.length - 1] ?? '').trimEnd();
  for (const { word, latin } of before) {
    if (latin) {
      if (latin.test(clause)) return true;
    } else if (clause.endsWith(word) || clause.endsWith(`${word} `)) return true;
  }
  const tail = text.slice(end, end + 12).replace(/^[\sをはが]+/, '');
  return after.some((neg) => tail.startsWith(neg));
}
