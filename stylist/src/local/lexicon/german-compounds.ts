import { findWord, normalise } from './normalise';
import type { LexiconEntry } from './index';
import type { GermanCompound } from './german-compound';

export type { GermanCompound } from './german-compound';

/**
 * German names a piece by one compound, its kind last: a Leinenhemd is a linen shirt, a Midi-Wickelkleid a wrap dress,
 * Lederboots leather boots. The reader matches whole words, so a compound the lexicon does not list is opened after a
 * cloth, a cut or what the piece is for ('leinen‧hemd', 'wickel‧kleid', 'abend‧clutch'), when what follows is a garment
 * word of its own. The first part must be one of these: an open list would read a Handschuh (glove) as a shoe and a
 * Badehose as trousers. Normalised spellings (ü → u, ß → ss); longest first, so Feinstrick is not read as Fein + Strick.
 */
const CLOTHS = [
  'baumwoll', 'chiffon', 'cord', 'daunen', 'denim', 'feinstrick', 'filz', 'flanell', 'fleece', 'grobstrick', 'jeans',
  'kaschmir', 'kord', 'krepp', 'kunstleder', 'kunstpelz', 'lack', 'lammfell', 'leder', 'leinen', 'loden', 'merino', 'pelz', 'popeline',
  'rippstrick', 'seiden', 'spitzen', 'stroh', 'strick', 'tull', 'tweed', 'viskose', 'waffelstrick', 'wildleder', 'woll',
  'zopfstrick',
];
const CUTS = [
  'a-linien', 'bermuda', 'bleistift', 'bundfalten', 'cape', 'cargo', 'etui', 'falten', 'hemdblusen', 'karotten', 'keil',
  'kurzarm', 'langarm', 'maxi', 'midi', 'mini', 'palazzo', 'plateau', 'plissee', 'pullover', 'riemchen', 'rollkragen',
  'rundhals', 'schlag', 'schluppen', 'schnur', 'schosschen', 'sling', 'slip', 'stepp', 'streifen', 'trager', 'trench',
  'wickel', 'zigaretten',
];
/** What the piece is for, said as its first part: an Abendclutch, a Strandhemd, a Smokinghemd, a Reiseschal. */
const USES = ['abend', 'business', 'kompressions', 'reise', 'smoking', 'sommer', 'strand', 'winter'];
const FIRST_PARTS = [...CLOTHS, ...CUTS, ...USES].sort((a, b) => b.length - a.length);
const FIRST = new RegExp(`^(?:${FIRST_PARTS.join('|')})`, 'u');

/**
 * Where the reader opened a compound. Not a space, so a first part that is a garment word elsewhere (Bermuda, Pullover,
 * Smoking, Fleece) is known to be part of the name after it, and the name can be given back whole.
 */
export const COMPOUND_JOIN = '\u2027';

/** Whether `word` is, as a whole, a garment word of the lexicon (with the endings a word may take: Kleider, Hemden). */
const isGarmentWord = (word: string, entries: readonly LexiconEntry[]): boolean =>
  entries.some((e) => e.kind === 'garment' && findWord(word, e.pattern).some((s) => s.start === 0 && s.end === word.length));

const opened = new Map<string, string>();

/** The compound opened after its first part, repeatedly (Midiwickelkleid), or the word as it was. */
function open(word: string, entries: readonly LexiconEntry[]): string {
  if (isGarmentWord(word, entries)) return word;
  const first = FIRST.exec(word)?.[0];
  const rest = first ? word.slice(first.length) : '';
  if (!first || rest.length < 3) return word;
  const head = open(rest, entries);
  return head !== rest || isGarmentWord(rest, entries) ? `${first}${COMPOUND_JOIN}${head}` : word;
}

/** The text with every German garment compound the lexicon does not list opened ('midi-wickel‧kleid'). */
export function openGermanCompounds(normalisedText: string, entries: readonly LexiconEntry[]): string {
  return normalisedText.replace(/\p{Script=Latin}{6,}/gu, (word) => {
    let out = opened.get(word);
    if (out === undefined) {
      out = open(word, entries);
      if (opened.size < 5000) opened.set(word, out);
    }
    return out;
  });
}

/**
 * Whether the garment word `text[start, end)` is the first part of a compound, not a piece of its own: opened by the
 * reader (Bermuda‧shorts, Pullover‧kleid), or a first part or Jeans before a hyphen (Jeans-Trägerkleid). Other words
 * before a hyphen stay pieces: a Polo-Shirt is a polo.
 */
export function isFirstPart(text: string, start: number, end: number): boolean {
  if (text[end] === COMPOUND_JOIN) return true;
  const word = text.slice(start, end);
  return text[end] === '-' && /^-\p{L}/u.test(text.slice(end)) && (word === 'jeans' || FIRST_PARTS.includes(word));
}


/** Letters, hyphens and opened joins straight before a garment word: the first parts of its compound. */
const FIRST_PARTS_BEFORE = new RegExp(`(?:^|[^\\p{L}${COMPOUND_JOIN}-])([\\p{L}${COMPOUND_JOIN}-]+)$`, 'u');

/**
 * The compound the garment word `head` at `start` ends, or null: every part before it must be a cloth, a cut or a
 * use ('Feinstrick-Rollkragenpullover', 'Leinenhemd'), or Jeans ('Jeans-Trägerkleid'). Spelt as the member wrote it
 * (Tüll, Schößchen), found in the original `description`.
 */
export function compoundBefore(text: string, start: number, head: string, description: string): GermanCompound | null {
  const chain = FIRST_PARTS_BEFORE.exec(text.slice(0, start))?.[1];
  if (!chain) return null;
  const parts = chain.split(/[‧-]/u).filter(Boolean);
  if (!parts.length || !parts.every((p) => FIRST_PARTS.includes(p) || p === 'jeans')) return null;
  const first = chain.replaceAll(COMPOUND_JOIN, '');
  return { written: writtenAs(first + head, description), first: writtenAs(first, description), head };
}

/**
 * A compound the lexicon lists that names the piece more exactly than the garment's own name, which it ends in
 * (Jeansshorts for Shorts, Midirock for Rock, Bomberjacke for Jacke): given back as the member wrote it. A name the
 * listed word does not end in (Stoffhose for Hose, Stiefel for Stiefeletten) is the engine's own choice and stays.
 */
export function listedCompound(pattern: string, name: string, description: string): GermanCompound | null {
  const own = normalise(name);
  if (pattern === own || !pattern.endsWith(own) || /\s/u.test(pattern) || /\s/u.test(own)) return null;
  return { written: writtenAs(pattern, description), first: '', head: own };
}

/** The member's own spelling of a normalised word's start (its endings left off), capitalised as a German noun. */
function writtenAs(normalised: string, description: string): string {
  for (const word of description.split(/[^\p{L}-]+/u)) {
    if (!normalise(word).startsWith(normalised)) continue;
    for (let i = 1; i <= word.length; i++) {
      if (normalise(word.slice(0, i)) === normalised) return capitalised(word.slice(0, i));
    }
  }
  return capitalised(normalised);
}

/** Nouns are capitalised, and so is each part after a hyphen (Midi-Wickelkleid). */
const capitalised = (s: string): string => s.replace(/(^|-)(\p{Ll})/gu, (_, h: string, c: string) => h + c.toUpperCase());
