import type { RatingComponent, RatingOccasion } from '@fitrater/contracts';
import {
  GARMENT_IDS, GARMENTS, OCCASION_PROFILES, PACKS, garmentFit, judge, occasionProfile, readDescription,
  type ColourId, type GarmentId, type GarmentMention, type Verdict,
} from './rater';
import { finishedFormality } from '../signals/piece-finish';
import type { Finish } from '../signals/types';
import type { FinishMaterial } from '../lexicon/finish-materials';
import type { GermanCompound } from '../lexicon/german-compound';
import { nameSaysColour } from '../lexicon/garments';

type Occasion = Exclude<RatingOccasion, 'custom'>;
/** A piece the chat reasons about; `finish` keeps "a sequin dress" from being judged as any dress, `material` names it so. */
export interface Piece { garment: GarmentId; colour: ColourId | null; finish?: Finish; material?: FinishMaterial; compound?: GermanCompound }

/** The English word the rating engine's reader takes for each finish. */
const FINISH_WORD: Record<Finish, string> = { evening: 'sequin', rich: 'velvet' };

/**
 * Colours a stylist reaches for first, per garment kind and how loud the occasion's palette may be. Shoes are the
 * leather colours first; a calm occasion (work, an interview) keeps to them: white or camel shoes won on contrast
 * alone under navy trousers, which no stylist sends to the office.
 */
const COLOURS: Record<'calm' | 'open' | 'expressive' | 'light', Record<Exclude<RatingComponent, 'accessories'>, ColourId[]>> = {
  calm: { top: ['white', 'lightblue', 'navy'], bottom: ['navy', 'charcoal', 'grey'], footwear: ['black', 'brown', 'burgundy'] },
  open: { top: ['white', 'navy', 'sage', 'cream'], bottom: ['denim', 'beige', 'navy', 'olive'], footwear: ['black', 'brown', 'burgundy', 'white', 'camel'] },
  expressive: { top: ['burgundy', 'black', 'green', 'fuchsia'], bottom: ['black', 'charcoal', 'denim'], footwear: ['black', 'brown', 'burgundy', 'white', 'camel'] },
  light: { top: ['white', 'lightblue', 'cream'], bottom: ['beige', 'white', 'khaki'], footwear: ['black', 'brown', 'burgundy', 'white', 'camel'] },
};

/** Written in English for the rating engine's own reader (the English names are in its lexicon). */
export function describe(pieces: readonly Piece[]): string {
  const en = PACKS.en;
  return pieces.map((p) => [p.colour ? en.colours[p.colour] : '', p.finish ? FINISH_WORD[p.finish] : '', en.garments[p.garment]].filter(Boolean).join(' ')).join(', ');
}

/** Verdicts are pure functions of the words and the occasion; candidates repeat across replies. */
const VERDICTS = new Map<string, Verdict>();
const VERDICT_CACHE_SIZE = 20_000;

/** The rating engine's verdict on an outfit described by its pieces, for an occasion; `couple`: worn by the bride or groom. */
export function verdictFor(pieces: readonly Piece[], occasion: Occasion, couple = false): Verdict {
  const text = describe(pieces);
  const key = `${occasion}\u0000${text}\u0000${couple}`;
  let verdict = VERDICTS.get(key);
  if (!verdict) {
    const read = readDescription(text);
    if (read && couple) read.couple = true;
    verdict = judge({ occasion: occasionProfile(occasion, null), text: read, photo: null, regions: {} });
    if (VERDICTS.size >= VERDICT_CACHE_SIZE) VERDICTS.delete(VERDICTS.keys().next().value!);
    VERDICTS.set(key, verdict);
  }
  return verdict;
}

/** Layers worn over the outfit: the rater counts them as a top, but a stylist keeps one and dresses what goes under it. */
export const OUTER_LAYERS: readonly GarmentId[] = ['coat', 'trench', 'puffer', 'jacket'];
/** What "which jacket" or "which coat" may be answered with: the layers, and the jackets that have a name of their own. */
export const JACKETS_AND_COATS: readonly GarmentId[] = [...OUTER_LAYERS, 'blazer', 'denimJacket', 'leatherJacket'];
/**
 * A layer goes over everything the member owns, so it is picked in the neutrals outerwear comes in (a white or fuchsia
 * coat is a statement, not an answer to "which jacket"); a denim jacket is its own colour.
 */
const LAYER_COLOURS: ColourId[] = ['camel', 'navy', 'black', 'olive'];
const OWN_COLOUR: Partial<Record<GarmentId, ColourId>> = { denimJacket: 'denim' };

export const toPiece = (m: GarmentMention): Piece => ({ garment: m.garment, colour: m.colours[0] ?? null, ...(m.finish ? { finish: m.finish } : {}), ...(m.material ? { material: m.material } : {}), ...(m.compound ? { compound: m.compound } : {}) });

export function mentionOf(p: Piece): GarmentMention {
  const g = GARMENTS[p.garment];
  return { garment: p.garment, components: [...g.components], formality: finishedFormality(g.formality, p.finish), colours: p.colour ? [p.colour] : [], at: 0, ...(p.finish ? { finish: p.finish } : {}) };
}

/**
 * Socks are rated with the footwear (they show between hem and shoe) but are never the shoe the stylist picks. National,
 * religious and bridal dress is the wearer's own choice, never proposed to someone who did not name it; nor are velvet
 * slippers, the black-tie shoe a member names rather than the first one a stylist reaches for (patent shoes).
 */
const NEVER_PICKED: ReadonlySet<GarmentId> = new Set(['dressSocks', 'sportsSocks', 'eveningSlippers']);
const OWN_CHOICE: ReadonlySet<string> = new Set(['traditional', 'bridal']);
const single = (c: RatingComponent) => GARMENT_IDS.filter((id) => GARMENTS[id].components.length === 1 && GARMENTS[id].components[0] === c && !NEVER_PICKED.has(id)
  && !(GARMENTS[id].tags as readonly string[]).some((t) => OWN_CHOICE.has(t)));

export interface Ranked { piece: Piece; score: number; verdict: Verdict }

/**
 * Every candidate for one garment kind, judged together with `base`, best first (one colour per garment): the garments
 * of `component`, or only those `among` when the question named the item.
 */
export function rankCandidates(base: readonly Piece[], component: RatingComponent, occasion: Occasion, among?: readonly GarmentId[]): Ranked[] {
  const mood = OCCASION_PROFILES[occasion].palette;
  const colours: (ColourId | null)[] = component === 'accessories' ? [null] : COLOURS[mood][component];
  const best = new Map<GarmentId, Ranked>();
  for (const garment of among ?? single(component)) {
    const own = OWN_COLOUR[garment];
    for (const colour of own ? [own] : JACKETS_AND_COATS.includes(garment) ? LAYER_COLOURS : colours) {
      // Denim blue is the colour of denim: trousers or a skirt offered in it are jeans by another name, no swap for jeans.
      if (colour === 'denim' && !nameSaysColour(garment, 'denim')) continue;
      const piece = { garment, colour };
      const verdict = verdictFor([...base, piece], occasion);
      const prev = best.get(garment);
      if (!prev || verdict.overall > prev.score) best.set(garment, { piece, score: verdict.overall, verdict });
    }
  }
  return [...best.values()].sort((a, b) => b.score - a.score || GARMENT_IDS.indexOf(a.piece.garment) - GARMENT_IDS.indexOf(b.piece.garment));
}

/** How a garment sits with an occasion, as the rating engine sees it. */
export function fitOf(p: Piece, occasion: Occasion) {
  return garmentFit(mentionOf(p), occasionProfile(occasion, null));
}

/** A full look for an occasion: each piece chosen with the ones before it, as a rating would score them. */
export function buildOutfit(occasion: Occasion, weatherLayer: GarmentId | null): { pieces: Piece[]; accessory: Piece | null; verdict: Verdict } {
  const pieces: Piece[] = [];
  for (const c of ['top', 'bottom', 'footwear'] as const) {
    const ranked = rankCandidates(pieces, c, occasion);
    if (ranked[0]) pieces.push(ranked[0].piece);
  }
  if (weatherLayer) pieces.push({ garment: weatherLayer, colour: OCCASION_PROFILES[occasion].palette === 'calm' ? 'camel' : 'navy' });
  const accessory = rankCandidates(pieces, 'accessories', occasion)[0]?.piece ?? null;
  return { pieces, accessory, verdict: verdictFor(accessory ? [...pieces, accessory] : pieces, occasion) };
}

/** The everyday occasions a pair named without one is judged at; everyday wear first. */
const EVERYDAY: readonly Occasion[] = ['casual', 'brunch', 'work'];
/** How far below the best a misfit-free everyday score may be and still be the occasion said (a stylist starts from everyday wear). */
const EVERYDAY_MARGIN = 0.3;

/**
 * The occasion a pair asked about without one is judged at: the everyday occasion its pieces fit best, as the
 * rating engine scores them (a navy blazer with grey trousers is judged for work, not as overdressed for a
 * Saturday), everyday wear when it fits about as well or nothing fits without a misfit.
 */
export function homeOccasion(pieces: readonly Piece[]): Occasion {
  const judged = EVERYDAY.map((o) => ({ o, v: verdictFor(pieces, o) })).map(({ o, v }) => ({ o, score: v.overall, fits: v.fits.every((f) => f.fit === 'good') }));
  const fitting = judged.filter((j) => j.fits);
  if (!fitting.length) return 'casual';
  const best = fitting.reduce((a, b) => (b.score > a.score ? b : a));
  const everyday = judged[0]!;
  return everyday.fits && everyday.score >= best.score - EVERYDAY_MARGIN ? 'casual' : best.o;
}

/** Occasions a garment is right for, best first. */
export function occasionsFor(p: Piece): Occasion[] {
  return (Object.keys(OCCASION_PROFILES) as Occasion[])
    .map((o) => ({ o, f: fitOf(p, o) }))
    .filter(({ f }) => f.fit === 'good')
    .sort((a, b) => b.f.score - a.f.score)
    .map(({ o }) => o);
}
