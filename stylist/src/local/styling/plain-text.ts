import type { Language } from '@fitrater/contracts';
import { PACKS } from '../i18n/packs';
import { VISION_WORDS } from '../i18n/vision';
import { endSentence } from '../grammar/text';

export { endSentence };

/** Articles a sentence puts before the piece it names ('the', 'les', 'den'…), dropped when the piece is quoted alone. */
const ARTICLE = /^(?:l[’']|(?:the|an?|les?|la|une?|des|el|los|las|un[oa]s?|il|lo|gli|i|dei|degli|delle|os?|as|uma?|der|die|das|den|dem|ein|eine[mnr]?)\s+)/iu;

/**
 * The sentences a rating writes about one piece ('The black heels are right for a date.', 'On the
 * black top I measured…'), as patterns that find the piece in them, for every European catalogue.
 */
let patterns: RegExp[] | null = null;
/**
 * Sentences ratings wrote before a native editor rewrote them ('encaja bien con una boda' is now 'va bien para una
 * boda'): ratings saved with them are still read back to their piece.
 */
const FORMER_TEMPLATES: readonly (readonly [Language, string])[] = [
  ['es', '{#garment} {encaja|encajan:garment} bien con {occasion}.'],
  ['pt', '{#garment} {combina|combinam:garment} bem com {occasion}.'],
  ['en', '{#garment} {is|are:garment} not made for {occasion}; you need gear that moves and breathes.'],
  ['ar', '{#garment} خيار مناسب في {occasion}.'],
  ['zh', '{garment}是运动服，在{occasion}显得格格不入。'],
  // A piece is no 차림 (what one is dressed in, the whole of it): '…에 딱 맞는 차림이에요' became '…에 딱 맞아요'.
  ['ko', '{garment:은} {occasion}에 딱 맞는 차림이에요.'],
];
/** The slot that names the piece, with the particle a template may attach to it (`{garment:은}`) captured. */
const PIECE_SLOT = /\{#?(?:garment|piece)(?::([^{}|]+))?\}/u;
/** Every form a language's particle takes after a word (은 and 는): a vowel, a consonant and ㄹ before it. */
function particleForms(l: Language, particle: string): string[] {
  const attach = PACKS[l].grammar?.particle;
  if (!attach) return [particle];
  return [...new Set(['가', '각', '갈'].map((w) => attach(w, particle).slice(w.length)))];
}
function piecePatterns(): RegExp[] {
  if (patterns) return patterns;
  const keys = ['fit.good', 'fit.tooCasual', 'fit.tooFormal', 'fit.sportWanted', 'fit.sportOut', 'fit.tooLoud', 'fit.soaks', 'fit.tooBare', 'cond.worn', 'cond.creased'] as const;
  // Every language's pack, not only the registry's catalogues: Arabic names its piece as the sentence's subject too.
  const languages = Object.keys(PACKS) as Language[];
  // The lower half's line first, in every language: it ends like a plain measured line ('…の下半分：ネイビー'), whose
  // pattern would take the whole lead for the piece.
  // A template of two sentences ('{garment:은} {occasion}에 맞지 않아요. 운동복이 정답이에요.') is read by its first, as the
  // description is (plainPiece reads a line's first sentence).
  const firstSentence = (t: string) => t.split(/(?<=[.!?。！？])\s*/u)[0] ?? t;
  const templates: (readonly [Language, string])[] = [
    ...languages.flatMap((l) => VISION_WORDS[l].phrases['comp.seenLower'].map((t) => [l, t] as const)),
    ...languages.flatMap((l) => [...keys.flatMap((k) => PACKS[l].phrases[k]), ...VISION_WORDS[l].phrases['comp.seen']].map((t) => [l, firstSentence(t)] as const)),
    ...FORMER_TEMPLATES,
  ];
  // Chinese, Japanese and Korean name the piece without an article ('{garment}上的污渍…'): read them the same way.
  patterns = templates.filter(([, t]) => PIECE_SLOT.test(t)).map(([l, t]) => {
    const [before, particle = '', after] = t.split(PIECE_SLOT) as [string, string | undefined, string];
    // Korean names the piece with its topic particle ('차콜 슬랙스는 …'): either form of it follows the piece.
    const suffix = particle ? `(?:${particleForms(l, particle).map(esc).join('|')})` : '';
    // One word before the piece may have merged with its article ('Su' + 'la' → 'Sulla'): any word stands for it;
    // so may a short preposition ending a longer lead ('su' + 'la' → 'sulla', 'em' + 'a' → 'na', 'an' + 'dem' → 'am').
    const merged = /(?<=^|\s)\p{Ll}{1,3} $/u.exec(before);
    const lead = !before.trim() ? '^' : /^\S+ $/u.test(before) ? '^\\S+\\s'
      : merged ? `^${pattern(before.slice(0, merged.index))}\\S+\\s` : `^${pattern(before)}`;
    // Arabic says one is on a beach, not in it: the realiser turns في into على before الشاطئ, so either is read.
    return new RegExp(`${lead}(.+?)${suffix}${pattern(after).replace(/\\\.$/u, '').replace(/في/gu, '(?:في|على)')}\\.?$`, 'iu');
  });
  return patterns;
}
const esc = (s: string) => s.replace(/[.*+?^$()|[\]\\{}]/gu, '\\$&');
/** A template's text as a pattern: agreeing forms become alternatives, other slots any text. */
const pattern = (text: string) => text
  // The word before a slot may have merged with the value's article ('de' + 'o dia' → 'do dia', 'zu' + 'der Arbeit' → 'zur Arbeit').
  .replace(/(?<=^|\s)\p{Ll}{1,3} (\{(?![#@])[^{}|]*\})/gu, '$1')
  // Arabic لـ joins its word (لـ + العمل → للعمل): the ل stays, the ـ does not.
  .replace(/لـ(?=\{)/gu, 'ل')
  .replace(/\{[^{}]*\}|[.*+?^$()|[\]\\]/gu, (m) =>
    m.startsWith('{') ? (m.includes('|') ? `(?:${m.slice(1, m.lastIndexOf(':')).split('|').map(esc).join('|')})` : '.+') : `\\${m}`);

/** The piece a rating's sentence names ('The black heels are right…' → 'Black heels'), or null for other shapes. */
function pieceOfSentence(sentence: string): string | null {
  for (const p of piecePatterns()) {
    const m = p.exec(sentence);
    if (m?.[1]) {
      const piece = m[1].replace(ARTICLE, '');
      return piece.charAt(0).toUpperCase() + piece.slice(1);
    }
  }
  return null;
}

/** The measured lines that name no piece ('測った色：白（100%）。', 'الألوان المقيسة: …'), as patterns. */
let unnamed: RegExp[] | null = null;
function namesNoPiece(sentence: string): boolean {
  unnamed ??= (Object.keys(PACKS) as Language[])
    .flatMap((l) => [...VISION_WORDS[l].phrases['comp.seen'], ...VISION_WORDS[l].phrases['comp.seenLower']])
    .filter((t) => !/\{#?piece\}/u.test(t))
    .map((t) => new RegExp(`^${pattern(t)}$`, 'iu'));
  return unnamed.some((p) => p.test(sentence.trim()));
}

/**
 * A rating's component description as a member should read it elsewhere: the measured colour
 * shares ("black (42%), wine (17%)") and scores are for the rating screen, not for advice or
 * the combiner. Keeps the first clause that names the piece, without numbers or trailing stops;
 * empty when the line names no piece (the caller says the part instead, never "measured colours").
 */
export function plainPiece(description: string): string {
  const first = description.split(/(?<=[.!?。！？])\s*/u)[0] ?? description;
  if (namesNoPiece(first)) return '';
  const named = pieceOfSentence(first) ?? first.split(/[:：]/u)[0] ?? first;
  return named
    .replace(/\s*[(（][^)）]*\d[^)）]*[)）]/gu, '')
    .replace(/\s*\d+([.,]\d+)?\s*(%|\/10)/gu, '')
    .replace(/[\s.。!！?？,，;；]+$/u, '')
    .trim();
}


/** The rating's "press it" notes as patterns, in every language ('Press or steam the grey suit.', '把西装熨平整。'). */
let pressNotes: RegExp[] | null = null;
/**
 * Whether a part's note says to press its piece: a creased piece is fixed with an iron, so the advice recommends
 * that, not a replacement.
 */
export function isPressNote(note: string): boolean {
  pressNotes ??= (Object.keys(PACKS) as Language[]).flatMap((l) => PACKS[l].phrases['sugg.press'])
    .map((t) => new RegExp(`^${pattern(t)}$`, 'iu'));
  return pressNotes.some((p) => p.test(note.trim()));
}
