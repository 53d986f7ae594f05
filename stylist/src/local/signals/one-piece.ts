import type { Language } from '@fitrater/contracts';
import type { LexiconEntry } from '../lexicon';
import { GARMENTS, isDenimPiece, type GarmentId } from '../lexicon/garments';
import { COMPOUND_JOIN, isFirstPart } from '../lexicon/german-compounds';

interface Hit { entry: LexiconEntry; start: number; end: number }
type GarmentHit = Hit & { entry: { kind: 'garment'; id: GarmentId; pattern: string } };

/**
 * A garment's name often holds another garment's word: a shirt dress, a tuxedo shirt, chino shorts, une robe chemise,
 * un pantalon de smoking, una gonna in maglia, 西装连体裤, ボウタイブラウス, 스웨터 원피스, شورت تشينو. A native reader hears
 * one piece, named by its head noun, and the other word saying its style, its cloth or what it is for. English, German,
 * Chinese, Japanese and Korean put the head last; Spanish, French, Italian, Portuguese and Arabic put it first and tie
 * what follows by a bare apposition or by "de", "di", "en", "in", "a", "tipo", من.
 */
const HEAD_FIRST: ReadonlySet<Language> = new Set(['es', 'fr', 'it', 'pt', 'ar']);

/** Prepositions that tie a word to the piece before it as its cloth, use or style (pantalon de smoking, polo in maglia). */
const OF: ReadonlySet<string> = new Set(['de', 'di', 'da', 'del', 'della', 'do', 'en', 'in', 'a', "all'", 'alla', 'al', 'tipo', 'em', 'من']);
/** What a piece is said to come with: "Mantel mit Gürtel", "abrigo con cinturón", "montre à bracelet", معطف بحزام. */
const WITH: ReadonlySet<string> = new Set(['with', 'con', 'col', 'mit', 'com', 'avec', 'a', 'ب']);
/** Words that start another piece: a list goes on after them. */
const CONJUNCTION: ReadonlySet<string> = new Set(['and', 'y', 'e', 'et', 'und', 'o', 'or', 'ou', 'oder', 'plus', 'و']);
const BREAK = /[,.;:!?\n()、。，；،؛؟]/u;
/** Descriptive words allowed between a piece and the preposition that ties its cloth or style to it. */
const MAX_WORDS_BETWEEN = 3;
/** Arabic writes "the" and "with" against the next word (من الجيرسي, بحزام): the tie is the bare ب. */
const ARABIC_ARTICLE = /^(?:ال|لل)$/u;

/** Cloth words the lexicon reads as a garment when said alone (a fleece is a warm jacket, ニット a jumper). */
const FLEECE = new Set(['fleece', 'フリース', '플리스', '抓绒', 'فليس']);
const JEANS = new Set(['jean', 'jeans', 'جينز', 'デニム']);
/** Knit, which is a jumper alone (니트, ニット, maglia) and the cloth of whatever piece it is said of (니트 스커트). */
const KNIT = new Set(['니트', 'ニット', 'maglia']);

/**
 * Where the word said of the piece names it more exactly than the head noun does: a "blusa gola alta" and a كنزة بياقة
 * عالية are turtlenecks, a Polo-Shirt a polo, a "jaqueta puffer", 패딩 점퍼 and 棉服派克大衣 puffers, 雨衣外套 a raincoat,
 * a حذاء كعب عالٍ heels.
 */
const MORE_EXACT: Partial<Record<GarmentId, readonly GarmentId[]>> = {
  turtleneck: ['top', 'sweater', 'blouse', 'tshirt'],
  polo: ['shirt', 'tshirt'],
  puffer: ['jacket', 'coat'],
  raincoat: ['jacket'],
  heels: ['shoes', 'sandals'],
};

/**
 * Turtleneck words that name the collar itself (a high collar, gola alta, ياقة عالية), which a top is said to have.
 * The English garment nouns are not among them: "a sweater with a turtleneck under it" is two layers.
 */
const COLLAR = /(?:ياقة|gola|cuello|col roule|collo|kragen)/u;
/** Outer pieces whose belt is their own ("Wickelmantel mit Gürtel", ベルト付きラップコート), not a belt worn at the waist. */
const BELTED: ReadonlySet<GarmentId> = new Set(['coat', 'trench', 'jacket', 'puffer', 'raincoat', 'leatherJacket', 'denimJacket']);
/**
 * A watch's strap, which the lexicon reads as a bracelet: "montre à bracelet cuir", "Uhr mit Lederarmband", ساعة بسوار.
 * English says strap or band; its "watch with bracelets" are more jewellery, stacked beside the watch.
 */
const STRAPS: ReadonlySet<string> = new Set(['bracelet', 'armband', 'pulseira', 'سوار', 'ベルト']);
/** Words that are adjectives after a piece, nouns alone: "botas impermeables" are waterproof, "escarpins vernis" patent. */
const ADJECTIVES: ReadonlySet<string> = new Set([
  'impermeable', 'impermeables', 'impermeavel', 'impermeaveis', 'impermeabile', 'impermeabili', 'vernis', 'cropped',
]);

/**
 * Languages whose members may list pieces with nothing but a space ("tee jeans sneakers", "T恤牛仔裤"): there, two
 * garment words written side by side make one name only when they can be one piece, dressing a part in common (a shirt
 * dress, chino shorts, 西装连体裤), never a T-shirt named after jeans. Japanese writes a compound's katakana together
 * (ボウタイブラウス) and a list with と or 、; Arabic joins a list with و.
 */
const LISTS_WITH_SPACES: ReadonlySet<Language> = new Set(['en', 'de', 'es', 'fr', 'it', 'pt', 'zh', 'ko']);
const shareAPart = (a: GarmentId, b: GarmentId): boolean =>
  GARMENTS[a].components.some((c) => (GARMENTS[b].components as readonly string[]).includes(c));

const isGarment = (h: Hit): h is GarmentHit => h.entry.kind === 'garment';
/** Gives a hit its new reading (a garment hit may become a quality). */
const becomes = (h: Hit, entry: LexiconEntry): void => { h.entry = entry; };

/** The text between two spans, with the words read as qualities left out (all of them, or all but the colours). */
function between(text: string, hits: readonly Hit[], from: number, to: number, keepColours: boolean): string {
  let out = '';
  for (let i = from; i < to; i++) {
    const inWord = hits.some((h) => h.start <= i && i < h.end && !isGarment(h) && !(keepColours && h.entry.kind === 'colour'));
    out += inWord ? ' ' : text[i];
  }
  return out;
}

/** English articles: "with a belt" is tied by "with" (the French and Italian "a" is a preposition). */
const ENGLISH_ARTICLE = /^(?:a|an|the)$/u;

/** The words of a link, or null when it starts another piece (a comma, "and"). */
function linkWords(link: string, language: Language | undefined): string[] | null {
  if (BREAK.test(link)) return null;
  // A German compound's first part (leder‧ in Lederarmband) belongs to the word after it.
  const words = link.split(/[\s-]+/u).filter((w) => w && !w.endsWith(COMPOUND_JOIN) && !(language === 'en' && ENGLISH_ARTICLE.test(w)));
  if (words.at(-1) !== undefined && ARABIC_ARTICLE.test(words.at(-1)!)) words.pop();
  const last = words.at(-1);
  if (last && /^[وب]ال$/u.test(last)) words[words.length - 1] = last[0]!;
  return words.some((w) => CONJUNCTION.has(w)) ? null : words;
}

/** Whether `words` are a few describing words ending in one of `ties` (or, when `bare`, nothing but describing words). */
const tiedBy = (words: readonly string[] | null, ties: ReadonlySet<string>, bare: boolean): boolean =>
  !!words && words.length <= MAX_WORDS_BETWEEN + 1 && (bare || (words.length > 0 && ties.has(words.at(-1)!)));

/** What a word said of another piece is: the cloth (denim, a sporty fleece or jersey, patent), or a detail of it. */
function asQuality(h: Hit, text: string): LexiconEntry {
  const word = text.slice(h.start, h.end);
  const id = isGarment(h) ? h.entry.id : null;
  if (JEANS.has(h.entry.pattern)) return { kind: 'colour', id: 'denim', pattern: h.entry.pattern };
  if (id === 'patent') return { kind: 'dressy', pattern: h.entry.pattern };
  if (FLEECE.has(h.entry.pattern) || (id === 'sportsTop' && /jersey|جيرسي/u.test(word))) return { kind: 'sporty', pattern: h.entry.pattern };
  return { kind: 'detail', pattern: h.entry.pattern };
}

/** A part the piece before it comes with: a coat's belt, a watch's strap, a suit's own trousers ("بدلة ببنطلون"). */
function partOf(piece: GarmentHit, part: GarmentHit, words: string[] | null, language: Language | undefined): boolean {
  if (language === 'ja') return false;
  const p = part.entry.id;
  if (p === 'belt' && BELTED.has(piece.entry.id)) return tiedBy(words, WITH, true);
  if (p === 'jewellery' && STRAPS.has(part.entry.pattern) && piece.entry.id === 'watch') return language !== 'en' && tiedBy(words, WITH, false);
  return (p === 'trousers' || p === 'skirt') && piece.entry.id === 'suit' && tiedBy(words, WITH, false);
}

/** Japanese says the belt first: ベルト付きのコート, 革ベルトの腕時計. */
function japaneseBeltOf(first: GarmentHit, second: GarmentHit, link: string): boolean {
  if (first.entry.pattern !== 'ベルト') return false;
  if (second.entry.id === 'watch') return /^の[^、。とやにはがをもで]*$/u.test(link);
  return BELTED.has(second.entry.id) && /^付き/u.test(link);
}

/** Whether the head-last languages join the two words into one name: written together, or by の / 的. */
function joinedHeadLast(link: string, language: Language | undefined): boolean {
  if (language === 'ja') return /^(?:の)?[\p{Script=Katakana}ー]*$/u.test(link.replace(/\s/gu, ''));
  if (language === 'zh') return /^的?$/u.test(link.replace(/\s/gu, ''));
  return linkWords(link, language)?.length === 0;
}

/**
 * Reads each garment name as the one piece it is: of two garment words joined into one name, the one that says the
 * style, cloth or use of the other becomes that quality ("robe chemise" is a dress, "chemise de smoking" a shirt, "fleece
 * jacket" a jacket of fleece), and a piece's own belt, strap or trousers are part of it. Words only listed beside each
 * other (a comma, "and", a colour between them) stay pieces of their own. A text of no stated language is read in
 * English word order: it is the catalogue's English names and the English descriptions the engine writes.
 */
export function onePieceNames(text: string, hits: Hit[], stated: Language | undefined): void {
  const language = stated ?? 'en';
  const headFirst = HEAD_FIRST.has(language);
  let prev: GarmentHit | undefined;
  for (const h of hits) {
    if (!isGarment(h)) continue;
    const a = prev;
    prev = h;
    // German compounds the reader opened (Jeans-Latzhose, Bermuda‧shorts) keep their own reading (text.ts).
    if (!a || a.end > h.start || (language === 'de' && isFirstPart(text, a.start, a.end))) continue;
    const bound = linkWords(between(text, hits, a.end, h.start, false), language);
    const bare = between(text, hits, a.end, h.start, true);
    if (language === 'ja' && japaneseBeltOf(a, h, text.slice(a.end, h.start))) { becomes(a, { kind: 'detail', pattern: a.entry.pattern }); continue; }
    if (partOf(a, h, bound, language)) { becomes(h, { kind: 'detail', pattern: h.entry.pattern }); prev = a; continue; }
    // A high collar said of a top names it: "blusa gola alta", "كنزة بياقة عالية", "Pullover mit Rollkragen".
    const neck = COLLAR.test(h.entry.pattern) && !!MORE_EXACT.turtleneck?.includes(a.entry.id) && tiedBy(bound, WITH, false);
    const adjective = headFirst && ADJECTIVES.has(text.slice(h.start, h.end)) && tiedBy(bound, OF, true);
    const modifier = headFirst ? h : a;
    // Jeans are denim whatever is said beside them: 니트 청바지 is a knit and jeans, the everyday pairing.
    const cloth = (FLEECE.has(modifier.entry.pattern) || KNIT.has(modifier.entry.pattern)) && !isDenimPiece((headFirst ? a : h).entry.id);
    const sideBySide = !LISTS_WITH_SPACES.has(language) || cloth || shareAPart(a.entry.id, h.entry.id);
    const joined = headFirst ? tiedBy(bound, OF, false) || (sideBySide && linkWords(bare, language)?.length === 0) : sideBySide && joinedHeadLast(bare, language);
    if (!adjective && !joined && !neck) continue;
    const [head, said] = headFirst || neck ? [a, h] : [h, a];
    if (said.entry.id !== head.entry.id && MORE_EXACT[said.entry.id]?.includes(head.entry.id) && !FLEECE.has(said.entry.pattern)) {
      head.entry = { kind: 'garment', id: said.entry.id, pattern: head.entry.pattern };
    }
    becomes(said, asQuality(said, text));
    prev = head;
  }
}
