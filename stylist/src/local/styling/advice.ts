import type { OutfitAdvice, PartAdvice, RatingComponent, StylingOccasionId } from '@fitrater/contracts';
import { DEFAULT_WEATHER, RATING_TO_STYLING_OCCASION, STYLING_OCCASION_RULES, isStandIn, type Garment, type GarmentSlot } from '../../knowledge';
import type { GenerateInput, SuggestInput } from '../../styling';
import { planOutfit, type Pick, type PlannedOutfit } from './generator';
import { decimal } from '../grammar/numbers';
import { garmentInColour } from './words';
import { proseFor, type AdviceOccasion, type StylingProse } from './prose';
import { endSentence, isPressNote, plainPiece } from './plain-text';
import { PACKS, packFor } from '../i18n/packs';
import { readDescription } from '../signals/text';
import { summaryHoldsBack } from './summary-verdict';
import { inMembersForm } from '../grammar/address-form';

/** A part that scored at least this is kept, unless the rating's own note on it says what to change. */
const KEEP_FROM = 7.5;
/** The rating's "keep it" notes in every language: any other note under a part asks for a change. */
const KEEP_NOTES: ReadonlySet<string> = new Set(Object.values(PACKS).flatMap((p) => p.phrases['sugg.keep']));
/** A part to keep: it scored well and its note does not ask to change it (a 7.9 shirt "too casual for work"). */
const keepsPart = (c: RatingComponentLike | undefined): c is RatingComponentLike & { rating: number } =>
  !!c && c.status === 'visible' && c.rating !== null && c.rating >= KEEP_FROM && (!c.suggestions?.length || KEEP_NOTES.has(c.suggestions[0]!));
interface RatingComponentLike { status: string; rating: number | null; suggestions?: readonly string[] }
const SLOT: Record<RatingComponent, GarmentSlot[]> = { top: ['top', 'dress', 'outer'], bottom: ['bottom', 'dress'], footwear: ['shoes'], accessories: ['acc'] };

function occasionOf(occasion: string): StylingOccasionId {
  return (STYLING_OCCASION_RULES as Record<string, unknown>)[occasion] ? (occasion as StylingOccasionId) : RATING_TO_STYLING_OCCASION[occasion] ?? 'casual-weekend';
}

/**
 * Per-rating advice from the rating's own measured components: parts that scored well are
 * kept (and the score says why), parts that scored low get a replacement from an outfit the
 * generator plans for the same occasion, so the replacement fits the rest by the same rules.
 */
/**
 * What is said of an occasion a premium one only stands in for (church is planned as a business meeting, a graduation
 * as a formal dinner): the stand-in's note would speak of another occasion ("A meeting rewards…" under a rating for
 * church), so the occasion's own is said, and it is the one named. Null for the others.
 */
const standInWhy = (asked: string, prose: StylingProse): string | null => (isStandIn(asked) ? prose.standIns[asked] : null);

export function adviseOn(input: SuggestInput): OutfitAdvice {
  return inMembersForm(adviceFor(input), input.language, input.addressForm);
}

function adviceFor(input: SuggestInput): OutfitAdvice {
  const asked = input.outfit?.occasion ?? input.occasion;
  const occasion = occasionOf(asked);
  const standIn = isStandIn(asked);
  const gen: GenerateInput = { occasion, weather: DEFAULT_WEATHER, bodyType: null, profile: input.profile, language: input.language, seed: input.seed };
  // Separates: a low top and a low bottom are replaced one by one, never by the same dress twice.
  const planned: PlannedOutfit[] = [];
  const planAt = (i: number) => (planned[i] ??= planOutfit({ ...gen, seed: i ? `${input.seed}:${i}` : input.seed }, { separates: true }));
  const pickFor = (part: RatingComponent): Pick[] => {
    const current = lexiconGarment(input.outfit?.components?.[part]?.description ?? '');
    let same: Pick[] = [];
    for (let i = 0; i < 3; i++) {
      const plan = planAt(i);
      const all = [plan.top, plan.bottom, plan.shoes, ...plan.accessories].filter((p): p is Pick => p !== null);
      const picks = all.filter((p) => SLOT[part].includes(p.garment.slot)).slice(0, 1);
      // A replacement is a different piece from the one that scored low.
      if (picks.length && !picks.some((p) => knowledgeKind(p.garment) === current && current !== null)) return picks;
      if (!same.length) same = picks;
    }
    // The occasion's plans keep choosing the same kind (jeans for a casual day): a named one of that kind, in the
    // plan's colour, says more than "try a bottom".
    return same;
  };
  return adviceIn(input, { planned: occasion, asked, standIn }, pickFor, proseFor(input.language));
}

/**
 * Every part kept, yet the summary says something holds the look back (its colours clash, a mixed result): the
 * advice says so too, since "everything works" under "the colours hold the look back" contradicts the rating.
 */
function heldBackTogether(input: SuggestInput): boolean {
  return !!input.outfit && summaryHoldsBack(input.outfit.summary, input.outfit.overallRating, input.language);
}

/** The rating lexicon's garment for a text (the description a rating wrote, or a knowledge garment's English name). */
function lexiconGarment(text: string): string | null {
  return readDescription(text)?.garments[0]?.garment ?? null;
}

/** A knowledge garment's lexicon garment, read once per garment: every advice compares its plans' pieces by it. */
const KINDS = new Map<string, string | null>();
function knowledgeKind(g: Garment): string | null {
  let kind = KINDS.get(g.id);
  if (kind === undefined) {
    kind = lexiconGarment(g.name);
    KINDS.set(g.id, kind);
  }
  return kind;
}

const PARTS: RatingComponent[] = ['top', 'bottom', 'footwear', 'accessories'];

/** The advice in the member's language (the rating's own descriptions are already in it; garment names from garment-names/). */
function adviceIn(input: SuggestInput, occasion: AdviceOccasion, pickFor: (part: RatingComponent) => Pick[], prose: StylingProse): OutfitAdvice {
  const a = prose.advice;
  // Chinese and Japanese run sentences together; the others put a space between them.
  const gap = packFor(input.language).sentenceGap;
  const one = (part: RatingComponent): PartAdvice => {
    const c = input.outfit?.components?.[part];
    const replacement = pickFor(part).map((p) => garmentInColour(p, input.language))[0] || a.noPick || a.parts[part];
    const piece = (c?.description && plainPiece(c.description)) || (a.ownPart ?? a.parts)[part];
    if (keepsPart(c)) {
      return { advice: a.keep(piece, decimal(c.rating, input.language)), keepCurrent: true, recommendation: a.keepRecommendation(a.parts[part]) };
    }
    if (c && c.status === 'visible' && c.rating !== null && isPressNote(c.suggestions?.[0] ?? '')) {
      return { advice: a.low(decimal(c.rating, input.language), piece, occasion), keepCurrent: false, recommendation: endSentence(c.suggestions![0]!) };
    }
    if (c && c.status === 'visible' && c.rating !== null) {
      const why = c.suggestions?.[0] ? `${gap}${endSentence(c.suggestions[0])}` : '';
      return { advice: `${a.low(decimal(c.rating, input.language), piece, occasion)}${why}`, keepCurrent: false, recommendation: a.tryThis(replacement, occasion) };
    }
    return { advice: a.notVisible, keepCurrent: false, recommendation: a.ifYouAdd(replacement, part, occasion) };
  };
  const [top, bottom, shoes, accessories] = PARTS.map(one) as [PartAdvice, PartAdvice, PartAdvice, PartAdvice];
  const kept = [top, bottom, shoes, accessories].filter((p) => p.keepCurrent).length;
  // Every part kept under a summary that says the look is held back: the colours or a penalty, not a piece.
  const together = kept === 4 && heldBackTogether(input);
  const verdict = kept === 4 ? (together ? a.keptButTogether : a.allKept) : kept > 0 ? a.keepSome(kept) : a.startFresh;
  const overall = [input.outfit ? a.scored(decimal(input.outfit.overallRating, input.language)) : '', verdict, standInWhy(occasion.asked, prose) ?? prose.occasions[occasion.planned]].filter(Boolean).join(gap);
  return { top, bottom, shoes, accessories, overall };
}
