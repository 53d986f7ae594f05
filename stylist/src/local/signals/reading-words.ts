import { LANGUAGES, type Language } from '@fitrater/contracts';
import { CATALOGUES } from '../languages/registry';
import type { ReadingWords } from '../lexicon/words/reading-types';
import type { AnimalPrint } from '../lexicon/animal-print';

/**
 * The readers' matchers, each built once from every language's reading words (languages/<lang>/reading-words.ts): a
 * description is read with the union, so a word of another language is read too. Adding a language adds its words here
 * without touching a reader.
 */
type ListKey = { [K in keyof ReadingWords]: ReadingWords[K] extends readonly string[] ? K : never }[keyof ReadingWords];

const all = (key: ListKey): string[] => [...new Set(LANGUAGES.flatMap((l) => CATALOGUES[l].readingWords[key]))];
const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const alternatives = (words: readonly string[]): string => words.map(escape).join('|');
const LATIN = /^[a-z ]+$/;

/** Clause joins: Latin words between spaces, the others followed by a space (그리고, و). */
const clauseJoins = all('clauseJoins').map((w) => (LATIN.test(w) ? ` ${w} ` : `${w} `));
/** Where a clause ends, for a negation: punctuation or a word that joins two pieces ('no coat and a scarf'). */
export const CLAUSE_BREAK = new RegExp(`[,.;:!?\\n()、。，；]|${alternatives(clauseJoins)}`, 'g');

const listJoins = all('listJoins');
/** A join between two pieces in a list, read on ` ${between} `: a Latin word between spaces, another after a space (و). */
export const LIST_JOIN = new RegExp(
  [`(?: (${alternatives(listJoins.filter((w) => LATIN.test(w)))}) )`, ...listJoins.filter((w) => !LATIN.test(w)).map((w) => ` ${escape(w)}`)].join('|'),
);
/** A join particle between two pieces written without spaces (と, 配), the whole of what stands between them. */
export const JOIN_PARTICLE = new RegExp(`^(?:${alternatives(all('joinParticles'))})$`, 'u');

/** A count before a jewellery piece, or a number. */
export const MANY = new RegExp(`(${alternatives(all('many'))}|\\d+)\\s*$`);

/** A crease word (it holds one of the stems). */
export const CREASED = new RegExp(alternatives(all('creased')), 'u');
/** A tear word (it opens with one of the stems). */
export const TEAR = new RegExp(`^(?:${alternatives(all('tear'))})`, 'u');
/** A fade word (it opens with one of the stems). */
export const FADE = new RegExp(`^(?:${alternatives(all('fade'))})`, 'u');
/** The linen cloth word, whole. */
export const LINEN = new RegExp(`^(?:${alternatives(all('linen'))})$`, 'u');
/** A canvas word in a text: a Latin one opening a word (segeltuchschuhe, not 'stela'), the others anywhere (帆布鞋, القماش). */
export const CANVAS = new RegExp([
  `(?<!\\p{L})(?:${alternatives(all('canvas').filter((w) => LATIN.test(w)))})`,
  ...all('canvas').filter((w) => !LATIN.test(w)).map(escape),
].join('|'), 'u');

export const JEANS_CLOTH: ReadonlySet<string> = new Set(all('jeansCloth'));
/** Languages that put the jeans word straight after the piece it makes. */
export const JEANS_AFTER: ReadonlySet<Language> = new Set(LANGUAGES.filter((l) => CATALOGUES[l].readingWords.jeansAfterPiece));
export const CLOTH_PREPOSITION = new RegExp(`^(?:${alternatives(all('clothPrepositions'))})$`);

export const HEEL_WORDS: ReadonlySet<string> = new Set(all('heelsAfter'));
export const HEEL_LINK = new RegExp(`^(?:${alternatives(all('heelLinks'))})$`, 'u');
export const HEEL_BEFORE: ReadonlySet<string> = new Set(all('heelsBefore'));
/** What joins a heel said before its shoe: one of the links, or nothing. */
export const HEEL_BEFORE_LINK = new RegExp(`^(?:${alternatives(all('heelBeforeLinks'))}|)$`, 'u');
/** What joins a jewel's material to the jewel: one of the links, or nothing. */
export const JEWEL_MATERIAL_LINK = new RegExp(`^(?:${alternatives(all('jewelMaterialLinks'))}|)$`, 'u');

/** Particles a one-syllable Korean garment word may carry and still stand alone; no Hangul after them. */
export const STANDS_ALONE = new RegExp(`^(?:${alternatives(all('particles'))})?(?!\\p{Script=Hangul})`, 'u');
/** A word that, written straight before the jacket word, makes it tailored. */
export const TAILORED_BEFORE = new RegExp(`(?:${alternatives(all('tailoredJacketPrefixes'))})$`, 'u');
/** Everyday jacket words that name the tailored jacket beside tailoring (Italian giacca). */
export const JACKET_OF_TAILORING: ReadonlySet<string> = new Set(all('jacketOfTailoring'));

/** A word in a text: one in Latin letters whole (short, not shorts), the others anywhere (超短, 짧은, قصيرة). */
const wordsIn = (words: readonly string[]): RegExp => new RegExp(words.map((w) =>
  (/\p{Script=Latin}/u.test(w) ? `(?<!\\p{L})${escape(w)}(?!\\p{L})` : escape(w))).join('|'), 'gu');
/** A word saying a piece shows skin: a short or tight cut, a plunging neckline, a bare back. */
export const REVEALING = wordsIn(all('revealing'));
/** A sleeve word, as a stem (sleeved, mangas, kurzen Ärmeln): a short word beside it is the sleeve's length. */
export const SLEEVE = new RegExp(alternatives(all('sleeves')), 'gu');
/** What stains a piece (red wine, coffee): a colour beside it names the stain. */
export const STAIN_SOURCE = wordsIn(all('stainSources'));

/** The animal an animal-print word says, by the stems each language writes it with; null for the family word. */
const ANIMAL_STEMS = (['leopard', 'zebra', 'snake'] as const).map((a) => [a, LANGUAGES.flatMap((l) => CATALOGUES[l].readingWords.animals[a])] as const);
export const animalOf = (printWord: string): AnimalPrint | null => ANIMAL_STEMS.find(([, stems]) => stems.some((s) => printWord.includes(s)))?.[0] ?? null;
/** A sandal word inside a heel's name (sandalias de tacón, ヒールサンダル). */
export const SANDAL = new RegExp(alternatives(all('sandals')), 'u');
