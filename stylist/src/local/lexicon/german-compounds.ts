import { findWord } from './normalise';
import type { LexiconEntry } from './index';

/**
 * German names a piece by one compound, its kind last: a Leinenhemd is a linen shirt, a Midi-Wickelkleid a wrap dress,
 * Lederboots leather boots. The reader matches whole words, so a compound the lexicon does not list is opened after a
 * cloth or a cut it starts with ('leinen hemd', 'wickel kleid'), when what follows is a garment word of its own. The
 * first part must be one of these: an open list would read a Handschuh (glove) as a shoe and a Badehose as trousers.
 * Normalised spellings (ü → u, ß → ss); longest first, so Feinstrick is not read as Fein + Strick.
 */
const CLOTHS = [
  'baumwoll', 'chiffon', 'cord', 'daunen', 'denim', 'feinstrick', 'filz', 'flanell', 'grobstrick', 'kaschmir', 'kord',
  'krepp', 'kunstleder', 'lack', 'leder', 'leinen', 'loden', 'merino', 'popeline', 'seiden', 'spitzen', 'stroh', 'strick',
  'tull', 'tweed', 'viskose', 'wildleder', 'woll',
];
const CUTS = [
  'a-linien', 'bleistift', 'bundfalten', 'cargo', 'etui', 'falten', 'hemdblusen', 'karotten', 'keil', 'maxi', 'midi',
  'mini', 'plateau', 'plissee', 'rollkragen', 'rundhals', 'schlag', 'schnur', 'sommer', 'stepp', 'trench', 'wickel', 'winter',
];
const FIRST_PARTS = [...CLOTHS, ...CUTS].sort((a, b) => b.length - a.length);
const FIRST = new RegExp(`^(?:${FIRST_PARTS.join('|')})`, 'u');

/** Whether `word` is, as a whole, a garment word of the lexicon (with the endings a word may take: Kleider, Hemden). */
const isGarmentWord = (word: string, entries: readonly LexiconEntry[]): boolean =>
  entries.some((e) => e.kind === 'garment' && findWord(word, e.pattern).some((s) => s.start === 0 && s.end === word.length));

const opened = new Map<string, string>();

/** The compound opened after its first part, repeatedly (Feinstrick-Rollkragenpullover), or the word as it was. */
function open(word: string, entries: readonly LexiconEntry[]): string {
  if (isGarmentWord(word, entries)) return word;
  const first = FIRST.exec(word)?.[0];
  const rest = first ? word.slice(first.length) : '';
  if (!first || rest.length < 3) return word;
  const head = open(rest, entries);
  return head !== rest || isGarmentWord(rest, entries) ? `${first} ${head}` : word;
}

/** The text with every German garment compound the lexicon does not list opened ('midi-wickel kleid'). */
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
