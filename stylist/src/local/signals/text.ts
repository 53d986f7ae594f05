import type { Language, RatingComponent } from '@fitrater/contracts';
import { namedColour, type ColourId } from '../colour/names';
import { lexicon, lexiconFor, type LexiconEntry } from '../lexicon';
import { GARMENTS, isDenimPiece, type GarmentId } from '../lexicon/garments';
import { findWord, normalise } from '../lexicon/normalise';
import { openFinishCompounds } from '../lexicon/finish-reading';
import { compoundBefore, isFirstPart, listedCompound, openGermanCompounds } from '../lexicon/german-compounds';
import { packFor } from '../i18n/packs';
import { analyseHarmony } from './harmony';
import { flannelAsCloth, jerseyAsCloth, openJerseyCompounds } from './jersey-cloth';
import { germanDenimCompounds, heelOfAShoe, hoodOfASweatshirt, jeansAsCloth, jewelOfItsMaterial } from './piece-complements';
import { chineseBagAlone } from './han-bag';
import { onePieceNames } from './one-piece';
import { withoutFrenchHigh } from './french-haut';
import { negated, weatherIn } from './text-extras';
import { JOIN_PARTICLE, LIST_JOIN, MANY, STANDS_ALONE, TAILORED_BEFORE } from './reading-words';
import { attachConditions, markLinen, suedeDressShoes, withoutDistressedDenim } from './piece-condition';
import { abitoBesideTailoring } from './italian-abito';
import { markSportsShoeWords } from './sports-shoe-words';
import { TAILORED_COMPANY, jacketBesideTailoring, kitKeepsItsCompany, shirtUnderTailoring } from './piece-company';
import { veilBesideTheDress, wornByTheCouple } from './couple';
import { sandalsWithAThobe } from './gulf-dress';
import { sapatilhasOfPortugal } from './portuguese-sapatilhas';
import { misspeltGarments } from './typos';
import { colourLists, hanColourRuns } from './colour-runs';
import { patternedPieces, printColours, printedShirtsStepDown } from './piece-pattern';
import { attachFinishes, colourOfAFinish } from './piece-finish';
import { canvasShoes, heeledSandals } from './canvas-shoes';
import { revealingCuts } from './revealing-cut';
import { stainColours } from './stain-colours';
import { formalWearOfItsWearer } from './formal-wear-word';
import type { Finish, GarmentMention, PaletteColour, TextSignals } from './types';

interface Hit { entry: LexiconEntry; start: number; end: number }

/**
 * A one-syllable Korean garment word (힐 heels, 진 jeans, 탑 top) is read only as a word of its own, bare or with a
 * particle ('금색 힐에', '블랙 진이랑'): inside other words it is something else (사진 photo, 진한 deep, 힐링 healing).
 */
const ONE_SYLLABLE = /^\p{Script=Hangul}$/u;
const HANGUL = /\p{Script=Hangul}/u;
function koreanWordAlone(text: string, entry: LexiconEntry, s: { start: number; end: number }): boolean {
  if (entry.kind !== 'garment' || !ONE_SYLLABLE.test(entry.pattern)) return true;
  return !(s.start > 0 && HANGUL.test(text[s.start - 1]!)) && STANDS_ALONE.test(text.slice(s.end));
}

/**
 * A short Arabic garment word (توب top) is read only as a word of its own, bare or after the letters Arabic joins to
 * the next word (و and, ب with, ل for, ك as, ال the): inside other words it is something else (أكتوبر October).
 */
const SHORT_ARABIC = /^\p{Script=Arabic}{1,3}$/u;
const ARABIC_LETTER = /\p{Script=Arabic}/u;
const JOINED_BEFORE = /(?:^|[^\p{Script=Arabic}])(?:و|ف)?(?:ب|ل|ك)?(?:ال)?$/u;
function arabicWordAlone(text: string, entry: LexiconEntry, s: { start: number; end: number }): boolean {
  if (entry.kind !== 'garment' || !SHORT_ARABIC.test(entry.pattern)) return true;
  return JOINED_BEFORE.test(text.slice(0, s.start)) && !(s.end < text.length && ARABIC_LETTER.test(text[s.end]!));
}

/** Longest-first matching; a span already claimed ('running shoes') is not matched again ('shoes'). */
function scan(text: string, entries: readonly LexiconEntry[]): Hit[] {
  const claimed = new Uint8Array(text.length);
  const hits: Hit[] = [];
  for (const entry of entriesStartingIn(text, entries)) {
    if (!text.includes(entry.pattern)) continue;
    for (const s of findWord(text, entry.pattern)) {
      if (!koreanWordAlone(text, entry, s) || !arabicWordAlone(text, entry, s) || !chineseBagAlone(text, entry.pattern, s)) continue;
      let free = true;
      for (let i = s.start; i < s.end; i++) if (claimed[i]) { free = false; break; }
      if (!free) continue;
      claimed.fill(1, s.start, s.end);
      hits.push({ entry, ...s });
    }
  }
  return hits.sort((a, b) => a.start - b.start);
}

/** A lexicon's entries by the first two characters of their pattern (the one character of a one-character word). */
const BY_START = new WeakMap<readonly LexiconEntry[], Map<string, number[]>>();
const startOf = (pattern: string): string => pattern.slice(0, 2);
function startIndex(entries: readonly LexiconEntry[]): Map<string, number[]> {
  let byStart = BY_START.get(entries);
  if (!byStart) {
    byStart = new Map();
    for (const [i, e] of entries.entries()) {
      const list = byStart.get(startOf(e.pattern));
      if (list) list.push(i); else byStart.set(startOf(e.pattern), [i]);
    }
    BY_START.set(entries, byStart);
  }
  return byStart;
}

/**
 * The entries whose pattern could be in `text`, in the lexicon's order: those whose first two characters are. A lexicon
 * holds thousands of words in ten languages and a description a handful, so scan looks up only these.
 */
function entriesStartingIn(text: string, entries: readonly LexiconEntry[]): LexiconEntry[] {
  const byStart = startIndex(entries);
  // Flags in the lexicon's order, so the entries come out in it without sorting what was found.
  const wanted = new Uint8Array(entries.length);
  let first = entries.length;
  let last = -1;
  const looked = new Set<string>();
  const take = (start: string) => {
    if (looked.has(start)) return;
    looked.add(start);
    for (const i of byStart.get(start) ?? []) {
      wanted[i] = 1;
      if (i < first) first = i;
      if (i > last) last = i;
    }
  };
  for (let i = 0; i < text.length; i++) {
    take(text[i]!);
    take(text.slice(i, i + 2));
  }
  const out: LexiconEntry[] = [];
  for (let i = first; i <= last; i++) if (wanted[i]) out.push(entries[i]!);
  return out;
}

const COLOUR_ENTRIES = new WeakMap<readonly LexiconEntry[], LexiconEntry[]>();
const CLOTH_COLOURS: ReadonlySet<ColourId> = new Set(['denim', 'khaki']);
/**
 * A colour said inside a garment's own name is that garment's colour: "little black dress", 小黑裙 and 小白鞋 (white
 * sneakers), "black socks". The garment's longer name claims those letters first, so the colour is read again inside it
 * (with the same word-boundary rules: 틸 in 스틸레토 is no teal).
 */
function coloursInNames(text: string, hits: readonly Hit[], entries: readonly LexiconEntry[]): Hit[] {
  let colours = COLOUR_ENTRIES.get(entries);
  if (!colours) { colours = entries.filter((e) => e.kind === 'colour'); COLOUR_ENTRIES.set(entries, colours); }
  const out: Hit[] = [];
  for (const h of hits) {
    if (h.entry.kind !== 'garment') continue;
    const name = text.slice(h.start, h.end);
    for (const c of scan(name, colours)) {
      // Korean writes words apart: a colour syllable inside a longer word (틸 in 스틸레토) is part of that word.
      if (HANGUL.test(name[c.start - 1] ?? '') || HANGUL.test(name[c.end] ?? '')) continue;
      // So does Arabic once a word's prefixes are read: letters going on after a colour (بيج in بيجامة) make another word.
      if (ARABIC_LETTER.test(name[c.end] ?? '')) continue;
      // Denim and khaki in a name say the cloth, which comes in every wash and dye (black jeans, navy khakis): no colour.
      if (c.entry.kind === 'colour' && CLOTH_COLOURS.has(c.entry.id)) continue;
      out.push({ entry: c.entry, start: h.start + c.start, end: h.start + c.end });
    }
  }
  return out;
}

// Arabic writes its own comma, semicolon and question mark (، ؛ ؟), and its 'and' (و) joined to the next word.
const BREAK = /[,.;:!?\n()、。，；،؛؟]/;
// Japanese joins pieces with と or や and no space: 'グレーのジーンズとバーガンディのローファー', where the colour's の
// binds it to the garment after it, one character away like the と before it. A case particle after a garment
// ('カーキのジーンズは黒のポロシャツに…') ends that noun phrase the same way. Chinese 配 / 搭配 ('paired with') joins
// two pieces the same way ('藏青色西装配棕色的鞋': the brown is the shoes'). The words are each language's
// (reading-words.ts: LIST_JOIN, JOIN_PARTICLE).
/** How far a colour word is from a garment word: characters between, punctuation and conjunctions count extra. */
/** Two colours said with 'and' of one piece: no comma between them, and the second does not stand before a piece of its own. */
function pairOfOnePiece(text: string, [first, second]: readonly Hit[], garments: readonly Hit[]): boolean {
  return !/[,、，]/u.test(text.slice(first!.end, second!.start)) && !garments.some((g) => g.start >= second!.end && !text.slice(second!.end, g.start).trim());
}

function gap(text: string, a: { start: number; end: number }, b: { start: number; end: number }): number {
  const between = a.end <= b.start ? text.slice(a.end, b.start) : text.slice(b.end, a.start);
  let g = between.trim().length;
  if (BREAK.test(between)) g += 30;
  if (LIST_JOIN.test(` ${between} `) || JOIN_PARTICLE.test(between.trim())) g += 10;
  return g;
}


/**
 * Japanese says ジャケット for a tailored jacket and for a casual one, and the lexicon reads it as a blazer. Said bare,
 * the rest of the outfit decides (TAILORED_COMPANY). A katakana word written straight before it makes a compound the
 * lexicon may not list (アノラックジャケット, ワークマンジャケット), and that is a casual jacket unless the word says
 * tailored (テーラード, ノーカラー, スーツ). A fine cloth or a finish said of it keeps it tailored either way.
 */
function casualJacketCompounds(text: string, hits: Hit[]): void {
  const others = hits.filter((o) => o.entry.kind === 'garment' && o.entry.pattern !== 'ジャケット');
  // Said alone, nothing tells which jacket is meant, and it keeps the shops' reading.
  const tailoring = !others.length || others.some((o) => o.entry.kind === 'garment' && TAILORED_COMPANY.has(o.entry.id));
  for (const h of hits) {
    if (h.entry.kind !== 'garment' || h.entry.id !== 'blazer' || h.entry.pattern !== 'ジャケット') continue;
    const compound = h.start > 0 && /[\p{Script=Katakana}ー]/u.test(text[h.start - 1]!);
    // Bare, it is the jacket the rest of the outfit says: tailored beside slacks, a shirt, a suit or polished shoes, a
    // casual jacket with denim, a T-shirt and trainers ('デニムにカットソー、ジャケット、白スニーカー').
    if (!compound && tailoring) continue;
    if (compound && TAILORED_BEFORE.test(text.slice(0, h.start))) continue;
    // A cloth or a finish before it (ツイードジャケット, ベルベットジャケット) is still the tailored jacket.
    if (hits.some((o) => (o.end === h.start || text.slice(o.end, h.start) === 'の') && (o.entry.kind === 'finish' || o.entry.kind === 'dressy'))) continue;
    h.entry = { kind: 'garment', id: 'jacket', pattern: h.entry.pattern };
  }
}

/**
 * "Brown shoes" (schwarze Schuhe, 茶色の靴…) named beside a suit or a tuxedo are leather dress shoes: that is what a
 * stylist hears, and brown Oxfords, Derbies or brogues with a navy or grey suit are a classic for work and interviews.
 * The plain shoe word keeps its middling formality elsewhere (a blazer is worn with jeans and trainers too), which read
 * them a step too casual for the suit whatever their colour.
 */
const DRESS_SHOES_BESIDE: ReadonlySet<GarmentId> = new Set(['suit', 'tuxedo']);
/**
 * Words for a shoe that name boots as often as shoes: Arabic جزمة is the everyday shoe in Egypt and a boot in the Levant.
 * Beside a suit it is the suit's shoe ("بدلة رمادي ... وجزمة سوداء"), as the plain shoe word is.
 */
const SHOE_OR_BOOT: ReadonlySet<string> = new Set(['جزمة', 'جزم']);
function plainShoesWithTailoring(mentions: GarmentMention[], patterns: readonly string[]): void {
  if (!mentions.some((m) => DRESS_SHOES_BESIDE.has(m.garment))) return;
  for (const [i, m] of mentions.entries()) {
    const plain = m.garment === 'shoes' || (m.garment === 'boots' && SHOE_OR_BOOT.has(patterns[i] ?? ''));
    if (!plain || m.finish) continue;
    m.garment = 'oxfords';
    m.formality = GARMENTS.oxfords.formality;
    m.plainShoes = true;
  }
}

/** The member wrote the plain shoe word ("shoes", "zapatos", "靴"), whatever it was read as. */
export const saidPlainShoes = (m: GarmentMention): boolean => m.garment === 'shoes' || m.plainShoes === true;


const COVERAGE: Record<RatingComponent, number> = { top: 0.35, bottom: 0.3, footwear: 0.12, accessories: 0.08 };

/** What a description says; with its `language`, that language's own words that are everyday words elsewhere are read too. */
export function readDescription(description: string | null, language?: Language): TextSignals | null {
  if (!description || !description.trim()) return null;
  const entries = language ? lexiconFor(language) : lexicon();
  const text = openGermanCompounds(openJerseyCompounds(openFinishCompounds(normalise(description))), entries);
  const all = withoutFrenchHigh(text, scan(text, entries), language);
  all.push(...misspeltGarments(description, text, all, entries, language));
  const inNames = coloursInNames(text, all, entries);
  if (language === 'de') inNames.push(...germanDenimCompounds(text, all));
  all.push(...inNames);
  if (!language || language === 'zh') all.push(...hanColourRuns(text, all));
  all.sort((a, b) => a.start - b.start);
  casualJacketCompounds(text, all);
  jerseyAsCloth(text, all);
  flannelAsCloth(text, all);
  jeansAsCloth(text, all, language);
  heelOfAShoe(text, all);
  hoodOfASweatshirt(text, all);
  jewelOfItsMaterial(text, all);
  onePieceNames(text, all, language);
  // A garment said not to be worn ('no coat', 'sin corbata', 'ネクタイなし') is not in the outfit.
  const absent = all.filter((h) => h.entry.kind === 'garment' && negated(text, h.start, h.end));
  // A garment word opening a compound names what the piece after it is like (Bermuda‧shorts), not a piece of its own.
  const hits = all.filter((h) => !absent.includes(h) && !(h.entry.kind === 'garment' && isFirstPart(text, h.start, h.end)));
  const garmentHits = hits.filter((h) => h.entry.kind === 'garment');
  const mentions: GarmentMention[] = garmentHits.map((h) => {
    const id = (h.entry as { id: GarmentId }).id;
    const g = GARMENTS[id];
    const compound = language === 'de' ? compoundBefore(text, h.start, h.entry.pattern, description) ?? listedCompound(h.entry.pattern, packFor('de').garments[id], description) : null;
    return { garment: id, components: [...g.components], formality: g.formality, colours: [], at: h.start, ...(compound ? { compound } : {}) };
  });
  const finishedBy = attachFinishes(text, hits, garmentHits, mentions, (a, b) => gap(text, a, b));
  patternedPieces(hits, garmentHits, mentions, (a, b) => gap(text, a, b));
  const wear = withoutDistressedDenim(hits.filter((h) => h.entry.kind === 'condition'), garmentHits, mentions, (a, b) => gap(text, a, b));
  attachConditions(wear, garmentHits, mentions, (a, b) => gap(text, a, b));
  markLinen(hits.filter((h) => h.entry.kind === 'dressy'), garmentHits, mentions, (a, b) => gap(text, a, b));
  suedeDressShoes(hits.filter((h) => h.entry.kind === 'dressy'), garmentHits, mentions, (a, b) => gap(text, a, b));
  canvasShoes(text, garmentHits, mentions, (a, b) => gap(text, a, b));
  heeledSandals(garmentHits, mentions);
  revealingCuts(text, garmentHits, mentions, (a, b) => gap(text, a, b));
  abitoBesideTailoring(garmentHits.map((h) => h.entry.pattern), mentions, text);
  formalWearOfItsWearer(garmentHits.map((h) => h.entry.pattern), mentions, language);
  jacketBesideTailoring(mentions, garmentHits.map((h) => h.entry.pattern));
  plainShoesWithTailoring(mentions, garmentHits.map((h) => h.entry.pattern));
  shirtUnderTailoring(mentions);
  printedShirtsStepDown(mentions);
  veilBesideTheDress(mentions, garmentHits.map((h) => h.entry.pattern));
  sandalsWithAThobe(mentions);
  sapatilhasOfPortugal(description, mentions, garmentHits.map((h) => h.entry.pattern), language);
  const colours: ColourId[] = [];
  const shares = new Map<ColourId, number>();
  // The colours said first, then those inside a garment's own name, which only a piece given no colour of its own keeps:
  // "vaqueros negros" are black jeans, not black and denim.
  // The red of 'a red wine stain' is the stain's (stain-colours.ts).
  const ofStains = stainColours(text, hits.filter((h) => h.entry.kind === 'colour'), hits.filter((h) => h.entry.kind === 'condition'));
  const colourHits = hits.filter((h) => h.entry.kind === 'colour' && !ofStains.has(h));
  const lists = colourLists(text, colourHits);
  const listedOn = new Map<readonly Hit[], number[]>();
  for (const h of [...colourHits.filter((c) => !inNames.includes(c)), ...colourHits.filter((c) => inNames.includes(c))]) {
    if (h.entry.kind !== 'colour') continue;
    const id = h.entry.id;
    // A list of three colours or more goes whole to the piece nearest either of its ends (colour-runs.ts), and so does a
    // pair said with 'and' or a hyphen ("cuadros vichy rojo y blanco"), unless a comma parts it ("jeans in navy, white
    // trainers") or its second colour opens the next piece ("a top in white and navy trousers").
    const list = lists.get(h);
    const ends = list && (list.length >= 3 || pairOfOnePiece(text, list, garmentHits)) ? [list[0]!, list[list.length - 1]!] : [h];
    let best = -1; let bestGap = 40;
    garmentHits.forEach((g, i) => { const d = Math.min(...ends.map((e) => gap(text, e, g))); if (d < bestGap) { bestGap = d; best = i; } });
    best = colourOfAFinish(text, h, finishedBy) ?? best;
    if (inNames.includes(h) && best >= 0 && mentions[best]!.colours.length) continue;
    if (list && best >= 0) listedOn.set(list, [...(listedOn.get(list) ?? []), best]);
    colours.push(id);
    const m = best >= 0 ? mentions[best]! : null;
    if (m && !m.colours.includes(id)) m.colours.push(id);
    const weight = m ? m.components.reduce((s, c) => s + COVERAGE[c], 0) / Math.max(1, m.colours.length) : 0.15;
    shares.set(id, (shares.get(id) ?? 0) + weight);
  }
  // Jeans said without a colour are blue denim to a stylist, and the palette the other colours make is read with them
  // (the piece itself keeps no colour: it is named as the member named it)
  // ("a cream jumper, jeans and white trainers" is not one pale block). Only beside colours that were said: with none,
  // there is no palette to judge, and denim alone would read as a tonal outfit nobody described.
  // A camo piece with no colour said wears its print's colours (piece-pattern.ts): beside a white tee it is no tonal white.
  if (shares.size) {
    for (const m of mentions) {
      const own = m.colours.length ? [] : isDenimPiece(m.garment) ? ['denim' as const] : printColours(m);
      for (const id of own) shares.set(id, (shares.get(id) ?? 0) + m.components.reduce((s, c) => s + COVERAGE[c], 0) / own.length);
    }
  }
  // A piece that took a whole list of colours is named with all of them ("a red, white and blue shirt").
  for (const [list, on] of listedOn) if (on.length === list.length && on.every((i) => i === on[0])) mentions[on[0]!]!.coloursListed = true;
  markSportsShoeWords(mentions, garmentHits.map((h) => h.entry.pattern));
  kitKeepsItsCompany(mentions, garmentHits.map((h) => h.entry.pattern));
  const palette: PaletteColour[] = [...shares.entries()].map(([id, share]) => {
    const c = namedColour(id);
    // Gold in words is the metal (jewellery, a clutch, sandals, a trim); metallics go with every
    // colour as silver, already a neutral, does, so gold beside burgundy is no clash of hues.
    return { id, lab: c.lab, lch: c.lch, share, ...(id === 'gold' ? { neutral: 1 } : {}) };
  }).sort((a, b) => b.share - a.share || a.id.localeCompare(b.id));
  const count = (k: LexiconEntry['kind']): number => hits.filter((h) => h.entry.kind === k).length;
  const finishes = (id: Finish): number => hits.filter((h) => h.entry.kind === 'finish' && h.entry.id === id).length;
  return {
    garments: mentions,
    colours,
    palette,
    harmony: palette.length ? analyseHarmony(palette) : null,
    // Velvet and satin are still fine cloth; sequins and metallics still count as a statement.
    materials: { dressy: count('dressy') + finishes('rich'), sporty: count('sporty') },
    patterns: count('pattern') + finishes('evening'),
    condition: wear.length,
    fitIssues: count('fit'),
    weather: weatherIn(text, all.filter((h) => h.entry.kind === 'garment')),
    absent: absent.map((h) => (h.entry as { id: GarmentId }).id),
    jewellery: garmentHits.filter((h) => (h.entry as { id: GarmentId }).id === 'jewellery')
      .reduce((n, h) => n + (MANY.test(text.slice(Math.max(0, h.start - 12), h.start)) || /s$/.test(text.slice(h.start, h.end)) ? 2 : 1), 0),
    couple: wornByTheCouple(description, language),
  };
}
