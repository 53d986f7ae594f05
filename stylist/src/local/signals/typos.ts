import type { Language } from '@fitrater/contracts';
import { CATALOGUES } from '../languages/registry';
import type { LexiconEntry } from '../lexicon';
import { normalise } from '../lexicon/normalise';
import { GARMENTS } from '../../knowledge';

interface Hit { entry: LexiconEntry; start: number; end: number }

/** The languages written in the Latin script, where a slip of one letter leaves a word the lexicon cannot find. */
const LATIN_LANGUAGES: readonly Language[] = ['en', 'es', 'fr', 'de', 'it', 'pt'];
const WORD = /\p{Script=Latin}+/gu;
/** A typed word shorter than this is never corrected (too many words are one letter from another); nor a target. */
const MIN_TYPED = 4;
const MIN_TARGET = 5;

/**
 * Every word a language's own tables and prose use (its catalogue: garment and colour names, the rating's sentences, the
 * chat's lines, the cues it reads; and for English the knowledge base's garment names, kitten heels, its own), normalised:
 * a word the stylist writes itself is a word of the language, never a slip.
 */
const KNOWN = new Map<Language, Set<string>>();
function knownWords(language: Language): Set<string> {
  let words = KNOWN.get(language);
  if (!words) {
    const own = language === 'en' ? GARMENTS.map((g) => g.name).join(' ') : '';
    words = new Set(normalise(`${JSON.stringify(CATALOGUES[language])} ${own}`).match(WORD) ?? []);
    KNOWN.set(language, words);
  }
  return words;
}

/** Whether `a` becomes `b` by one letter added, dropped, changed, or two neighbours swapped (Damerau). */
export function oneEdit(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/**
 * Garment words misspelt by one letter ("jens", "sneekers", "blazzer", "trowsers"), read as the garment when nothing
 * else can be meant: the word is not one the language knows, only one garment word of five letters or more is one edit
 * away (a plural s allowed), it stands where a piece is named in a description (beside a colour, a cloth or another
 * piece, a list join or a comma), and it is not a name (capitalised inside a sentence, outside German, where every noun
 * is). Unsure, it stays unread: nothing wrong is said.
 */
export function misspeltGarments(description: string, text: string, hits: readonly Hit[], entries: readonly LexiconEntry[], language: Language | undefined): Hit[] {
  const languages = language ? [language] : LATIN_LANGUAGES;
  if (!languages.some((l) => LATIN_LANGUAGES.includes(l))) return [];
  const known = (w: string) => languages.some((l) => knownWords(l).has(w));
  const joins = new Set(languages.flatMap((l) => CATALOGUES[l].readingWords.listJoins.map((w) => normalise(w))));
  const targets = entries.filter((e) => e.kind === 'garment' && /^[a-z]+$/.test(e.pattern) && e.pattern.length >= MIN_TARGET);
  const covered = (start: number, end: number) => hits.some((h) => h.start < end && start < h.end);
  const names = language === 'de' ? new Set<string>() : namesIn(description);
  const out: Hit[] = [];
  for (const m of text.matchAll(WORD)) {
    const word = m[0];
    const start = m.index;
    const end = start + word.length;
    if (word.length < MIN_TYPED || covered(start, end) || known(word) || names.has(word)) continue;
    const stem = word.endsWith('s') ? word.slice(0, -1) : null;
    const near = targets.filter((e) => oneEdit(word, e.pattern) || (stem !== null && stem.length >= MIN_TYPED && oneEdit(stem, e.pattern)));
    const ids = new Set(near.map((e) => (e.kind === 'garment' ? e.id : null)));
    // A word right before a garment word says what that piece is like (kitten heels), as a compound's first part does; one
    // after a piece with no comma or join between says more of that piece ("jogging gris chiné": heathered, not chinos).
    const beforeAPiece = hits.some((h) => h.entry.kind === 'garment' && /^\s+$/.test(text.slice(end, h.start)));
    const last = hits.filter((h) => h.entry.kind === 'garment' && h.end <= start).at(-1);
    const ofThePieceBefore = !!last && !startsAnItem(text.slice(last.end, start), joins);
    if (ids.size !== 1 || beforeAPiece || ofThePieceBefore || !placedAsAPiece(text, start, end, hits, joins)) continue;
    out.push({ entry: near[0]!, start, end });
  }
  return out;
}

/** Whether the words between a piece and the next word open a new item of the list: a comma or a list join. */
function startsAnItem(between: string, joins: ReadonlySet<string>): boolean {
  return /[,.;:!?\n()]/.test(between) || (between.match(/\p{L}+/gu) ?? []).some((w) => joins.has(w));
}

/** Words written with a capital inside a sentence ("wearing what Jens wore"): names, normalised. */
function namesIn(description: string): Set<string> {
  const out = new Set<string>();
  for (const m of description.matchAll(/\p{L}+/gu)) {
    const opensSentence = /(?:^|[.!?:]\s*)$/u.test(description.slice(0, m.index).trimEnd() ? description.slice(0, m.index) : '');
    if (!opensSentence && /^\p{Lu}/u.test(m[0])) out.add(normalise(m[0]));
  }
  return out;
}

/** The word beside a read word, a list join or punctuation, on either side (an end of the text alone is not enough). */
function placedAsAPiece(text: string, start: number, end: number, hits: readonly Hit[], joins: ReadonlySet<string>): boolean {
  const before = /(?:^|[\s]*([,.;:!?\n()]|\p{L}+)\s*)$/u.exec(text.slice(0, start));
  const after = /^\s*([,.;:!?\n()]|\p{L}+)?/u.exec(text.slice(end));
  const edge = (m: RegExpExecArray | null, side: 'before' | 'after') => {
    const w = m?.[1];
    if (!w) return false;
    if (!/\p{L}/u.test(w) || joins.has(w)) return true;
    const at = side === 'before' ? start - (m![0].length - m![0].indexOf(w)) : end + m![0].indexOf(w);
    return hits.some((h) => h.start <= at && at < h.end);
  };
  return edge(before, 'before') || edge(after, 'after');
}
