import { LANGUAGES, type Language } from '@fitrater/contracts';
import { COLOUR_IDS, type ColourId } from '../colour/names';
import type { Agreement } from '../grammar/types';
import { PACKS } from '../i18n/packs';
import { COLOUR_WORDS, DRESSY_MATERIALS, SPORTY_MATERIALS } from './colours';
import { GARMENT_IDS, type GarmentId } from './garments';
import { normalise } from './normalise';
import { PRINT_KINDS, WORDS, vocabularyProblems, type PrintKind } from './words';
import type { Finish } from '../signals/types';
import type { FinishMaterial } from './finish-materials';
import { materialOf } from './finish-reading';
import { DETAIL_WORDS } from './detail-words';

export type LexiconEntry =
  | { kind: 'garment'; id: GarmentId; pattern: string }
  | { kind: 'colour'; id: ColourId; pattern: string }
  | { kind: 'finish'; id: Finish; pattern: string; material: FinishMaterial | null }
  | { kind: 'dressy' | 'sporty' | 'condition' | 'fit'; pattern: string }
  /** A statement word: a print of its kind said of the nearest piece (signals/piece-pattern.ts), or none (neon, a logo). */
  | { kind: 'pattern'; pattern: string; print: PrintKind | null }
  /** How a piece is cut or made (detail-words.ts): read only so that the garment word inside it is not. */
  | { kind: 'detail'; pattern: string };

/**
 * Display names that are everyday words in another language ('Rock' is a German skirt, 'short' French shorts, 'Body' a
 * German bodysuit; Brazilian 'cropped' is a crop top, where in English it says how any piece is cut: a cropped hoodie).
 */
const AMBIGUOUS: ReadonlySet<string> = new Set(['rock', 'short', 'or', 'pull', 'sweat', 'top model', 'body', 'cropped']);

/** One Han, kana or Hangul character can be a whole colour word ('흰' white, '紺' navy); one Latin letter never is. */
const ONE_CHARACTER_WORD = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]$/u;
/**
 * One Han character can be a whole garment noun (ja 靴 shoes, 傘 umbrella, zh 鞋); longer compounds (靴下, 日傘,
 * 运动鞋) are matched first, longest first. One Hangul syllable (힐, 진, 탑) is too, read only as a word of its own
 * (signals/text.ts): inside other words it is something else (사진, 진한).
 */
const ONE_CHARACTER_GARMENT = /^[\p{Script=Han}\p{Script=Hangul}]$/u;

function words(list: string, single: RegExp | null = null): string[] {
  return list.split('|').map((w) => normalise(w.trim()))
    .filter((w) => (w.length > 1 || (single?.test(w) ?? false)) && !AMBIGUOUS.has(w));
}

const AGREEMENTS: readonly Agreement[] = [{ gender: 'm', plural: false }, { gender: 'f', plural: false }, { gender: 'm', plural: true }, { gender: 'f', plural: true }];

/** Every pattern once (first owner wins), longest first so 'running shoes' beats 'shoes'. */
function build(): LexiconEntry[] {
  const problems = vocabularyProblems();
  if (problems.length) throw new Error(`Vocabulary tables are broken: ${problems.slice(0, 5).join('; ')}`);
  const seen = new Set<string>();
  const out: LexiconEntry[] = [];
  const add = (e: LexiconEntry): void => {
    if (seen.has(e.pattern)) return;
    seen.add(e.pattern);
    out.push(e);
  };
  for (const id of GARMENT_IDS) {
    const names = LANGUAGES.map((l) => PACKS[l].garments[id]).join('|');
    const native = LANGUAGES.map((l) => WORDS[l].garments[id] ?? '').join('|');
    for (const pattern of words(`${names}|${native}`, ONE_CHARACTER_GARMENT)) add({ kind: 'garment', id, pattern });
  }
  for (const id of COLOUR_IDS) {
    const names = LANGUAGES.map((l) => PACKS[l].colours[id]).join('|');
    const native = LANGUAGES.map((l) => WORDS[l].colours[id] ?? '').join('|');
    // Every form the language's realiser writes (marroni, noires, pretas) reads back as the colour.
    const agreeing = LANGUAGES.flatMap((l) => AGREEMENTS.map((a) => PACKS[l].grammar?.colour(PACKS[l].colours[id], a) ?? '')).join('|');
    for (const pattern of words(`${COLOUR_WORDS[id]}|${names}|${native}|${agreeing}`, ONE_CHARACTER_WORD)) add({ kind: 'colour', id, pattern });
  }
  // Before the materials: a finish is read as what it does to its piece, not as one more fine cloth.
  for (const id of ['evening', 'rich'] as const) {
    for (const pattern of words(LANGUAGES.map((l) => WORDS[l].finishes[id]).join('|'))) add({ kind: 'finish', id, pattern, material: materialOf(pattern) });
  }
  const all = (key: 'dressy' | 'sporty' | 'patterns' | 'condition' | 'fit'): string => LANGUAGES.map((l) => WORDS[l][key]).join('|');
  const prints = (kind: PrintKind): string => LANGUAGES.map((l) => WORDS[l].prints[kind]).join('|');
  for (const pattern of words(`${DRESSY_MATERIALS}|${all('dressy')}`)) add({ kind: 'dressy', pattern });
  for (const pattern of words(`${SPORTY_MATERIALS}|${all('sporty')}`)) add({ kind: 'sporty', pattern });
  for (const print of PRINT_KINDS) for (const pattern of words(prints(print))) add({ kind: 'pattern', pattern, print });
  for (const pattern of words(all('patterns'))) add({ kind: 'pattern', pattern, print: null });
  for (const pattern of words(all('condition'))) add({ kind: 'condition', pattern });
  for (const pattern of words(all('fit'))) add({ kind: 'fit', pattern });
  // A cut word is read in its own language only (Portuguese cintura alta is a high waist, Italian cintura a belt); the
  // English ones here too, for the catalogue's English names read with no language stated.
  for (const pattern of words(DETAIL_WORDS.en)) add({ kind: 'detail', pattern });
  return out.sort((a, b) => b.pattern.length - a.pattern.length || a.pattern.localeCompare(b.pattern));
}

let cached: LexiconEntry[] | null = null;
export function lexicon(): LexiconEntry[] {
  cached ??= build();
  return cached;
}

/**
 * A language's own garment and colour words, as its member means them. Two jobs: the words left out for being everyday
 * words elsewhere are read again in the one language they name a garment or a colour in ('pull' and 'short' in French,
 * 'Rock' in German: "pull jaune, short kaki" was read as no top and no bottom); and a language's own word wins over the
 * same spelling in another language (Spanish "jersey" is a sweater, "un jersey de lana", where the English word is a
 * sports jersey and was read so).
 */
function ownEntries(language: Language): LexiconEntry[] {
  const own = (list: string | undefined, single: RegExp) => (list ?? '').split('|').map((w) => normalise(w.trim()))
    .filter((w) => w.length > 1 || single.test(w));
  const out: LexiconEntry[] = [];
  for (const id of GARMENT_IDS) {
    const here = WORDS[language].garmentsHere?.[id] ?? '';
    for (const pattern of own(`${here}|${PACKS[language].garments[id]}|${WORDS[language].garments[id] ?? ''}`, ONE_CHARACTER_GARMENT)) out.push({ kind: 'garment', id, pattern });
  }
  for (const id of COLOUR_IDS) {
    for (const pattern of own(`${PACKS[language].colours[id]}|${WORDS[language].colours[id] ?? ''}`, ONE_CHARACTER_WORD)) out.push({ kind: 'colour', id, pattern });
  }
  // A language's own detail words win over the same spelling elsewhere (Portuguese bolso is a pocket, Spanish a bag).
  for (const pattern of own(DETAIL_WORDS[language], ONE_CHARACTER_WORD)) out.push({ kind: 'detail', pattern });
  return out;
}

const sameReading = (a: LexiconEntry, b: LexiconEntry): boolean => a.kind === b.kind && 'id' in a && 'id' in b && a.id === b.id;

/** Every entry, with `language`'s own reading of a spelling in place of another language's (first own owner wins). */
function withOwnWords(language: Language): LexiconEntry[] {
  const own = new Map<string, LexiconEntry>();
  for (const e of ownEntries(language)) if (!own.has(e.pattern)) own.set(e.pattern, e);
  const out: LexiconEntry[] = [];
  for (const e of lexicon()) {
    const mine = own.get(e.pattern);
    if (mine && e.kind !== 'garment' && e.kind !== 'colour') continue;
    out.push(mine && !sameReading(mine, e) ? mine : e);
    own.delete(e.pattern);
  }
  // Spellings the shared lexicon leaves out (the everyday words elsewhere) are added back.
  out.push(...own.values());
  return out.sort((a, b) => b.pattern.length - a.pattern.length || a.pattern.localeCompare(b.pattern));
}

const byLanguage = new Map<Language, LexiconEntry[]>();
/** The lexicon for a text known to be in `language`: every entry, that language's own words first, longest first. */
export function lexiconFor(language: Language): LexiconEntry[] {
  let entries = byLanguage.get(language);
  if (!entries) {
    entries = withOwnWords(language);
    byLanguage.set(language, entries);
  }
  return entries;
}
