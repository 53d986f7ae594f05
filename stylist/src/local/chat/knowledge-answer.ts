import type { Language, RatingComponent } from '@fitrater/contracts';
import { eraAbout, garmentWords, type EraOutfit } from '../../knowledge/eras';
import type { EraId } from '../../knowledge/chat-situations';
import { findSituation, type Situation, type SituationFamily, type SituationPiece, type SituationQuery, type Wearer } from '../../knowledge/chat-situations';
import { garmentInColour } from '../styling/words';
import { pieceName } from '../writing/piece-name';
import { proseFor } from '../styling/prose';
import { RATING_TO_STYLING_OCCASION, type GarmentSlot } from '../../knowledge';
import { fill, packFor, type LanguagePack } from './rater';
import type { ChatLines } from './lines/types';
import type { TripDestination, Understanding } from './understand';
import { verdictFor } from './outfits';
import { namedPicks } from './pick-names';
import { layersAsked } from './piece-kinds';
import type { GarmentId } from './rater';

/**
 * An answer's content before a voice chooses from it: the concrete pieces, what to avoid, the
 * stylist's reason, where the rule bends, a real reference from fashion history and the next
 * action. Every field is already in the member's language.
 */
export interface ContentAnswer {
  /** Which situation of the knowledge base answered (null for computed answers). */
  situation: Situation['id'] | null;
  family: SituationFamily | null;
  /** The occasion asked about, named in the member's language, or null. */
  occasion: string | null;
  picks: string[];
  /**
   * The parts of the body each pick dresses, from the knowledge base's own garment (its slot): a translated name the
   * lexicon cannot read (Midi-Wickelkleid, a Korean knit) would otherwise leave the picks unsplit or offered as
   * alternatives. Absent where the picks are read from their names.
   */
  pickParts?: readonly (readonly RatingComponent[])[];
  /** The picks as the knowledge base's pieces, where they come from it: a follow-up can keep the look and change a piece. */
  pickPieces?: readonly SituationPiece[];
  /** What the weather the member added asks for on top of the look ("If it rains, add a beige trench coat…"), or absent. */
  weatherAdd?: string;
  /** Why the weather asks for it, said as a reason of its own (never as the rule's exception), or absent. */
  weatherNote?: string;
  /** How many picks each whole look takes, in order (a suit, its shirt and shoes; then a trouser suit, a blouse and pumps). */
  lookSizes?: readonly number[];
  avoid: string[];
  why: string;
  /** What fails and why, in a full sentence (English situations), or null. */
  avoidWhy: string | null;
  /**
   * The rule applied to the question when `why` is only the family's general rule: 'Here that means
   * the brown loafers with the navy chinos.' Null when `why` already speaks to the question.
   */
  applied?: string | null;
  exception: string;
  era: string | null;
  next: string;
  /** The yes or no that opens the reply to a yes/no question ("Yes: navy and brown go well together."), or null. */
  verdict?: string | null;
  /**
   * The picks are one planned look (a jumpsuit, then the coat over it), not options for one slot: the second is
   * worn with the first, never offered instead of it.
   */
  look?: boolean;
  /** The family's short rule does not fit the situation (no invitation dresses a date): short answers give its own reason. */
  ownRule?: boolean;
  /** The advice in one sentence where the reason is the answer (a budget): every voice says it, the short ones too. */
  core?: string;
}

/** The capsule situation's occasion for a trip's destination (chat-situation-data.ts). */
const TRIP_OCCASION: Record<TripDestination, string> = { beach: 'beach-trip', snow: 'snow-trip', winterCity: 'winter-city-trip', hiking: 'hiking-trip' };

export function queryOf(u: Understanding): SituationQuery {
  return {
    garments: u.garments.map((g) => ({ garment: g.garment, colours: g.colours })),
    colours: u.colours,
    // A packing question is about travelling; where the trip goes changes the suitcase (the beach, the snow, a winter city).
    // The working week is planned as its own capsule: a look for each of the five days from a few pieces.
    occasion: u.packing ? (u.destination ? TRIP_OCCASION[u.destination] : 'travel') : u.workWeek ? 'work-week' : u.occasion,
    weather: u.weather,
    dressCode: u.dressCode,
    body: u.body,
    fabric: u.fabric,
    stain: !!u.stain,
    doubleDenim: u.doubleDenim,
    whiteOutOfSeason: u.whiteOutOfSeason,
    bagMatchesShoes: !!u.bagMatchesShoes,
    casualWorkplace: u.casualWorkplace,
    conservativeWorkplace: !!u.conservativeWorkplace,
    budget: !!u.budget,
    must: !!u.must,
    asked: u.intent === 'item' && !u.item ? u.itemGarment : null,
  };
}

/** The knowledge families that answer an intent. */
export function familiesFor(u: Understanding): SituationFamily[] {
  switch (u.intent) {
    case 'pairing': return ['shoes'];
    // A piece named by its own garment ("what colour sneakers?") is chosen by the rater in the colour that suits the rest.
    // "What colour shirt goes with a grey suit?": the colour family's situation about that piece, where there is one.
    case 'item': return !u.item ? (u.itemGarment && u.garments.length ? ['colour'] : []) : u.item !== 'shoes' ? [u.item] : ['shoes'];
    case 'capsule': return ['capsule'];
    case 'care': return ['care'];
    case 'fit': return ['fit'];
    case 'colour': return ['colour'];
    // "Can I wear white trousers in winter?" names a piece, but the season rule for white is what it asks about.
    case 'rateIdea': return u.whiteOutOfSeason ? ['idea', 'colour'] : ['idea'];
    case 'style': return u.whiteOutOfSeason ? ['colour'] : [];
    // "Can I wear black to a wedding?" asks about a colour there: a colour rule for that occasion answers before its dress code.
    // "What can I wear to work on a budget?": dressing well for less, for the occasion said.
    case 'occasion': return u.budget ? ['budget'] : u.yesNo && u.colours.length === 1 && !u.garments.length && !u.item ? ['dressCode', 'colour'] : ['dressCode'];
    default: return [];
  }
}

/** The parts of the body a knowledge garment's slot dresses, as the rating's lexicon reads the same garments (a coat is a top). */
const SLOT_PARTS: Readonly<Record<GarmentSlot, readonly RatingComponent[]>> = {
  top: ['top'], outer: ['top'], bottom: ['bottom'], dress: ['top', 'bottom'], shoes: ['footwear'], acc: ['accessories'],
};

/** A piece in its colour (denim pieces are not called "denim blue" again: garmentInColour). */
const named = (pieces: readonly SituationPiece[], language: Language) => pieces.map((p) => garmentInColour(p, language));

/** The answer a situation of the knowledge base gives, in the member's language; null when none fits. */
export function knowledgeAnswer(u: Understanding, language: Language, lines: ChatLines): ContentAnswer | null {
  const families = familiesFor(u);
  if (!families.length) return null;
  const s = findSituation(families, queryOf(u));
  if (!s) return null;
  const own = language === 'en';
  const pack = packFor(language);
  const placed = onlyShoesAsked(besideOwnPiece(forWearer(s, u.wearer), s.family === 'colour' ? u.garments[0] : undefined), s, u);
  const chosen = s.family === 'coat' && !placed.sizes ? { ...placed, picks: layersAsked(placed.picks, u.itemGarment) } : placed;
  // Whole looks keep every piece; picks that are alternatives say a garment offered in two colours once.
  const said = chosen.sizes ? { names: named(chosen.picks, language), pieces: chosen.picks } : namedPicks(chosen.picks, language);
  const picks = said.names;
  const first = picks[0];
  const translated = own ? null : lines.situations[s.id];
  // Where this language has no words of the situation's own, the dress code's reason comes from the
  // occasion asked about (the generator's occasion notes), and the family's rule is applied to the
  // piece asked about, so the answer still speaks to the question.
  const styling = u.occasion ? RATING_TO_STYLING_OCCASION[u.occasion] : undefined;
  const prose = proseFor(language);
  const occasionWhy = !own && !translated && s.family === 'dressCode' && styling ? prose.occasions[styling] : null;
  const asked = u.garments[0];
  const askedName = asked ? pieceName(pack, asked.garment, asked.colours[0], asked) : null;
  // A colour's partners open the answer in every voice (a short voice keeps only its opening): in English the
  // situation's own reason names them; where that reason is not in this language, they are said from the data.
  const partnersAsked = !!s.partners && u.colours.length === 1 && !u.yesNo;
  const partnersLine = !partnersAsked ? null : own ? s.why
    : translated ? null : fillIn(lines.colourPartners, { colour: pack.colours[u.colours[0]!], colours: pack.list(s.partners!.map((c) => pack.colours[c])) }, pack);
  // 'Here that means the belt with the chinos' pairs the pick with the piece asked about; a pick for the same part of the
  // body replaces that piece rather than going with it ('the cigarette trousers with the trousers' is no pairing).
  const sameKind = !!asked && !!said.pieces[0] && SLOT_PARTS[said.pieces[0].garment.slot].some((c) => asked.components.includes(c));
  const applied = !own && !translated && !occasionWhy && !partnersLine && askedName && first && !sameKind && lines.appliedHere ? fillIn(lines.appliedHere, { best: first, asked: askedName }, pack) : null;
  return {
    verdict: partnersLine ?? verdictOf(u, s, lines, pack),
    applied,
    situation: s.id,
    family: s.family,
    ownRule: !!s.uninvited,
    // A dress code ("garden party") says more than the occasion word inside it ("party").
    occasion: u.occasion && !u.dressCode ? pack.occasions[u.occasion] : null,
    picks,
    pickParts: said.pieces.map((p) => SLOT_PARTS[p.garment.slot]),
    pickPieces: said.pieces,
    ...(chosen.sizes ? { lookSizes: chosen.sizes } : {}),
    avoid: named(s.avoid, language),
    why: own && !partnersLine ? s.why : translated?.why ?? occasionWhy ?? lines.families[s.family].why,
    ...(s.core ? { core: own ? s.core : translated?.core ?? lines.families[s.family].why } : {}),
    avoidWhy: own ? s.avoidWhy : null,
    exception: own ? s.exception : lines.situations[s.id]?.exception ?? lines.families[s.family].exception,
    era: eraLine(s, u, chosen.picks, lines),
    next: s.family === 'care' ? lines.nextCare : first ? fillIn(lines.nextTry, { item: first }, pack) : lines.nextGeneral,
  };
}

/**
 * "What colours go with terracotta?" then "and with jeans?": the member's jeans are the bottom of the look, so the colour
 * rule's picks that would be worn where they are (grey trousers) are left out, and what goes with them is said. A look
 * left with no piece is dropped; when nothing is left, the picks stay as they were.
 */
function besideOwnPiece(chosen: { picks: readonly SituationPiece[]; sizes: number[] | null }, own: { components: readonly RatingComponent[] } | undefined): { picks: readonly SituationPiece[]; sizes: number[] | null } {
  if (!own) return chosen;
  const keep = chosen.picks.map((p) => !SLOT_PARTS[p.garment.slot].some((part) => part !== 'accessories' && own.components.includes(part)));
  if (!keep.includes(false) || !keep.includes(true)) return chosen;
  const picks = chosen.picks.filter((_, i) => keep[i]);
  if (!chosen.sizes) return { picks, sizes: null };
  const sizes: number[] = [];
  let at = 0;
  for (const size of chosen.sizes) {
    const kept = keep.slice(at, at + size).filter(Boolean).length;
    if (kept) sizes.push(kept);
    at += size;
  }
  return { picks, sizes };
}

/**
 * "What about shoes?" after a dress code's looks (a beach wedding, black tie): the code's shoes, each an option, not
 * its whole looks said again. A code without shoes among its picks keeps them all.
 */
function onlyShoesAsked(chosen: { picks: readonly SituationPiece[]; sizes: number[] | null }, s: Situation, u: Understanding): { picks: readonly SituationPiece[]; sizes: number[] | null } {
  if (s.family !== 'dressCode' || u.item !== 'shoes' || !u.carried || u.garments.length) return chosen;
  const shoes = chosen.picks.filter((p) => p.garment.slot === 'shoes');
  return shoes.length ? { picks: shoes, sizes: null } : chosen;
}

/**
 * The situation's reference from fashion history, when it shows what the outfit has: the pieces asked about, or the
 * picks when the question names none (another reference that does, else none).
 */
function eraLine(s: Situation, u: Understanding, picks: readonly SituationPiece[], lines: ChatLines): string | null {
  const pieces = u.garments.length ? u.garments.map((g) => garmentWords(g.garment, g.colours[0])) : picks.map((p) => `${p.colour} ${p.garment.name}`);
  const topics = [`family:${s.family}`, u.fabric ? `fabric:${u.fabric}` : '', u.dressCode ? `dressCode:${u.dressCode}` : '', u.doubleDenim ? 'doubleDenim' : ''];
  return eraSaid(lines, { pieces, topics }, s.era);
}

/** The vintage voice's reference for an outfit in the member's language (eraAbout), or null when none shows what it has. */
export function eraSaid(lines: ChatLines, outfit: EraOutfit, preferred?: EraId | null): string | null {
  const era = eraAbout(outfit, preferred);
  return era ? lines.eras[era] : null;
}

/**
 * A situation's picks for whom the member dresses: the looks for someone else left out ("I am a man": no wrap dress),
 * every look when it was not said. Picks that are not whole looks are kept as they are.
 */
function forWearer(s: Situation, wearer: Wearer | null): { picks: readonly SituationPiece[]; sizes: number[] | null } {
  if (!s.looks) return { picks: s.picks, sizes: null };
  const picks: SituationPiece[] = [];
  const sizes: number[] = [];
  let at = 0;
  for (const look of s.looks) {
    if (!wearer || !look.for || look.for === wearer) {
      picks.push(...s.picks.slice(at, at + look.size));
      sizes.push(look.size);
    }
    at += look.size;
  }
  return { picks, sizes };
}

/**
 * The short answer a yes/no question gets first: the situation's own (yes, no, yes on a condition),
 * else for two colours the rating engine's colour judgement (they go together unless they clash).
 */
function verdictOf(u: Understanding, s: Situation, lines: ChatLines, pack: LanguagePack): string | null {
  if (!u.yesNo) return null;
  // "Is it wrong to…?": a situation's yes (it works) is answered "no, it's fine", its no "yes, best avoided".
  const condition = lines.conditions[s.id as keyof ChatLines['conditions']];
  if (u.wrong && s.answer && s.answer !== 'needNot') {
    return s.answer === 'condition' ? fillIn(s.conditionCount ? lines.wrong.conditions[s.conditionCount] : lines.wrong.condition, { condition }, pack) : lines.wrong[s.answer === 'yes' ? 'no' : 'yes'];
  }
  if (s.answer === 'condition') return conditionAnswer(condition, lines, pack, s.conditionCount);
  // A situation's yes says the look works: asked "is it too much?", that is a no.
  if (u.tooMuch && s.answer) return lines.tooMuch[s.answer === 'yes' ? 'no' : 'yes'];
  // "Must I…?" answered yes says it is needed, where a language's plain yes says it is allowed (zh 可以).
  if (s.answer === 'yes' && u.must) return lines.answers.needYes ?? lines.answers.yes;
  if (s.answer) return lines.answers[s.answer];
  if (s.family !== 'colour' || u.colours.length < 2) return null;
  const [c1, c2] = u.colours as [NonNullable<Understanding['colours'][0]>, NonNullable<Understanding['colours'][0]>];
  const judged = verdictFor([{ garment: 'top' as GarmentId, colour: c1 }, { garment: 'top' as GarmentId, colour: c2 }], u.occasion ?? 'casual').textColours;
  const clash = !judged || judged.harmony.type === 'clash';
  return fillIn(clash ? lines.colourNo : lines.colourYes, { c1: pack.colours[c1], c2: pack.colours[c2] }, pack);
}

/** "Yes, on one condition: …" (or two, or three, as many as are listed) with the conditions said in the same sentence, never the bare promise of one. */
export function conditionAnswer(condition: string, lines: ChatLines, pack: Pick<LanguagePack, 'capitalise' | 'grammar'>, count?: 2 | 3): string {
  return fillIn(count ? lines.answers.conditions[count] : lines.answers.condition, { condition }, pack);
}

/** Fills placeholders in the language's grammar (agreement, contractions) and capitalises the sentence. */
export function fillIn(template: string, values: Readonly<Record<string, string>>, pack: Pick<LanguagePack, 'capitalise' | 'grammar'>): string {
  return pack.capitalise(fill(template, values, pack.grammar));
}
