import type { RatingComponent } from '@fitrater/contracts';
import { GARMENTS } from '../lexicon/garments';
import type { OccasionProfile } from '../occasion-profiles';
import type { GarmentMention, TextSignals } from '../signals/types';
import { isKit } from './sport-kit';
import { LOUD_PRINT_SCORE, loudPrintAt } from './statement-print';
import { BARE_SCORE, tooBareAt } from './modest-cover';
import { DENIM_ON_TRAIL_SCORE, denimOnTrail } from './trail-denim';
import { OPEN_SHOES_ON_TRAIL_SCORE, openShoesOnTrail } from './trail-shoes';
import { BLACK_TIE_SUIT_SCORE, PRINTED_SHIRT_AT_BLACK_TIE_SCORE, blackTieMiss, printAtBlackTie } from './black-tie';

/** How one described garment suits the occasion. */
/**
 * `tooLoud`: a statement print (leopard, camo) where the occasion asks for quiet pieces (statement-print.ts); `soaks`: a
 * canvas shoe in named rain or snow (signals/canvas-shoes.ts); `tooBare`: a piece that shows more skin than the occasion
 * allows (a short bodycon dress at church, a crop top at an interview: modest-cover.ts).
 */
export type Fit = 'good' | 'tooCasual' | 'tooFormal' | 'sportWanted' | 'sportOut' | 'tooLoud' | 'soaks' | 'tooBare';

export interface GarmentFit {
  mention: GarmentMention;
  fit: Fit;
  score: number;
  /** A rain layer below a town occasion's level: the advice is a trench or a mac over the outfit, not a shirt. */
  rainLayer?: true;
  /** Denim on a hike: the advice is hiking trousers, not any sportswear (trail-denim.ts). */
  trail?: true;
}

const TOP = 8.3;
/** The right kit for its own sport: as high as a well-cut suit at an interview (suit 8.3 + tailoring 0.3 + fine cloth 0.3). */
const KIT = 8.9;
/**
 * Pyjamas and house slippers are worn at home: out of the house a stylist calls them out of place whatever the
 * occasion, as sportswear is at a ceremony.
 */
const HOME_OUT = 2;

/**
 * A wool coat or a trench is worn over whatever is under it: a camel coat over jeans and a jumper, a trench over a
 * Breton top, is the everyday classic of every city in the cold or the rain, never overdressed. At everyday occasions
 * an outer layer may sit this much above the range; a coat finished for the evening (sequins, velvet) still may not.
 */
const OVER_EVERYTHING: ReadonlySet<GarmentMention['garment']> = new Set(['coat', 'trench']);
const OUTER_ALLOWANCE = 0.6;

/**
 * Business and evening wear on the sand (a suit, a tie, dress shoes, heels) is not a step too smart but out of place: it
 * cannot sit on the sand or go near the water, as sportswear cannot at a ceremony. Past this formality the beach marks
 * a piece down this much faster than the ordinary overdressed slope (a linen shirt and trousers are read as linen, and are right).
 */
const BEACH_BUSINESS = 3;
const BEACH_OUT_SLOPE = 2.6;

/**
 * A waterproof worn to town is the commute layer, hung up on arrival: at the office, a ceremony or an evening a stylist
 * judges it by the rain as well as by the room. Its shortfall below the occasion's level counts this much when the
 * member names rain or snow (a plain rain jacket passes over office clothes, a trench or a mac is still the sharper
 * choice, a mountain hardshell stays a step down), and in full on a dry day.
 */
const RAIN_LAYERS: ReadonlySet<GarmentMention['garment']> = new Set(['raincoat', 'rainJacket', 'shellJacket']);
const WET_SHORTFALL = 0.5;
/** Jeans at a date are right, a shade below tailored trousers (a dinner date is the dressier end of the range). */
const JEANS_ON_A_DATE = 0.4;

/** A canvas shoe in named rain or snow is the piece to change, whatever its level: wet feet within minutes. */
const CANVAS_WET_SCORE = 6.5;

function dressy(m: GarmentMention, p: OccasionProfile, shortfall = 1): GarmentFit {
  const [min, max] = p.formality;
  const f = m.formality;
  if (f < min) {
    const d = (min - f) * shortfall;
    return { mention: m, fit: d < 0.35 ? 'good' : 'tooCasual', score: TOP - 2.1 * d };
  }
  if (f > max) {
    const d = f - max;
    return { mention: m, fit: d < 0.35 ? 'good' : 'tooFormal', score: TOP - 1.6 * d };
  }
  return { mention: m, fit: 'good', score: TOP };
}

export function garmentFit(m: GarmentMention, p: OccasionProfile, wet = false): GarmentFit {
  const tags: readonly string[] = GARMENTS[m.garment].tags;
  const accessory = m.components.length === 1 && m.components[0] === 'accessories';
  if (tags.includes('home')) return { mention: m, fit: p.group === 'athletic' || p.group === 'outdoor' ? 'sportWanted' : 'tooCasual', score: HOME_OUT };
  if ((p.group === 'athletic' || p.group === 'outdoor') && isKit(p.resolved, m.garment)) return { mention: m, fit: 'good', score: KIT };
  // National and religious dress is worn to the office, a wedding and the mosque alike: at its wearer's level whatever the
  // occasion. A hijab or a ghutra goes to the gym and the beach too; a thobe or an abaya gives way to kit and beachwear.
  const national = tags.includes('traditional') || m.nationalDress === true;
  if (national && (accessory || p.group !== 'athletic' && p.group !== 'outdoor' && p.group !== 'beach')) return { mention: m, fit: 'good', score: TOP };
  switch (p.group) {
    case 'athletic':
      if (tags.includes('athletic')) return { mention: m, fit: 'good', score: TOP };
      // A dressy accessory at a sport is too dressy for it, not missing sportswear: "you need gear that moves and
      // breathes" or 跑步应该穿运动装，而不是手表 said of a watch or a necklace reads as nonsense.
      if (accessory) return { mention: m, fit: m.formality <= 1.5 ? 'good' : 'tooFormal', score: m.formality <= 1.5 ? 7 : 5.2 };
      if (m.formality <= 1) return { mention: m, fit: 'sportWanted', score: 5.3 - m.formality };
      return { mention: m, fit: 'sportWanted', score: Math.max(1.2, 3.4 - 0.6 * (m.formality - 1)) };
    case 'outdoor':
      if (tags.includes('outdoor') || tags.includes('athletic')) return { mention: m, fit: 'good', score: TOP };
      if (denimOnTrail(m, p)) return { mention: m, fit: 'sportWanted', score: DENIM_ON_TRAIL_SCORE, trail: true };
      if (openShoesOnTrail(m, p)) return { mention: m, fit: 'sportWanted', score: OPEN_SHOES_ON_TRAIL_SCORE };
      if (m.formality <= 1.3) return { mention: m, fit: 'good', score: 6.4 };
      return { mention: m, fit: accessory ? 'tooFormal' : 'sportWanted', score: Math.max(1.5, 4 - 0.8 * (m.formality - 1.3)) };
    case 'beach':
      if (tags.includes('beach') || m.linen) return { mention: m, fit: 'good', score: TOP };
      if (tags.includes('athletic')) return { mention: m, fit: 'good', score: 6.2 };
      if (m.formality >= BEACH_BUSINESS) return { mention: m, fit: 'tooFormal', score: Math.max(1.5, TOP - BEACH_OUT_SLOPE * (m.formality - p.formality[1])) };
      return dressy(m, p);
    default: {
      if (OVER_EVERYTHING.has(m.garment) && p.group === 'everyday' && m.formality <= p.formality[1] + OUTER_ALLOWANCE) return { mention: m, fit: 'good', score: TOP };
      if (tags.includes('athletic') && !accessory && p.group !== 'everyday') {
        return { mention: m, fit: 'sportOut', score: p.group === 'social' ? 3.2 : 2 };
      }
      // A belt takes the level of the trousers it holds (the same leather belt goes with chinos and a suit); only black tie
      // asks for none. A watch is worn with every level of dress, from jeans to a dinner suit: no stylist calls a watch too
      // casual for an interview. Linen is summer and holiday cloth: a linen shirt or pair of trousers is never too smart for a day off.
      if (accessory && (m.garment === 'watch' || (m.garment === 'belt' && p.occasion !== 'formal'))) return { mention: m, fit: 'good', score: TOP };
      // Well-kept jeans are a date classic (with a good knit, a shirt or a blazer): a stylist says so, not "too casual".
      // Ripped or faded ones are dressed down below that (piece-condition.ts), and are judged by the occasion's level.
      if (m.garment === 'jeans' && p.occasion === 'date' && m.formality >= GARMENTS.jeans.formality) return { mention: m, fit: 'good', score: TOP - JEANS_ON_A_DATE };
      const layer = RAIN_LAYERS.has(m.garment) && p.group !== 'everyday' && m.formality < p.formality[0];
      const r = dressy(m, p, layer && wet ? WET_SHORTFALL : 1);
      if (layer) r.rainLayer = true;
      if (m.linen && p.group === 'everyday' && r.fit === 'tooFormal') return { mention: m, fit: 'good', score: TOP };
      if ((tags.includes('evening') || m.finish === 'evening') && (p.occasion === 'formal' || p.occasion === 'wedding' || p.occasion === 'party')) r.score += 0.4;
      if (tags.includes('tailored') && p.group === 'professional' && r.fit === 'good') r.score += 0.3;
      return r;
    }
  }
}

/**
 * A piece said to be stained, worn or creased is not one of the look's strong parts, however right its kind: a
 * stylist tells the member to clean, replace or press it, never to keep it as it is. Creases are the easier fix.
 */
const CONDITION_CEILING: Record<NonNullable<GarmentMention['condition']>, number> = { worn: 5.5, creased: 6.5 };

/**
 * The most a rated part may score when one of its pieces is stained or creased (a creased suit with a crisp shirt
 * is still a top to press, not a strong part to keep); null when none is.
 */
export function conditionCeiling(fits: readonly GarmentFit[]): number | null {
  const marked = fits.map((f) => f.mention.condition).filter((c): c is NonNullable<typeof c> => !!c);
  return marked.length ? Math.min(...marked.map((c) => CONDITION_CEILING[c])) : null;
}

/** Fits per component; a one-piece garment counts for each component it covers. */
export function componentFits(text: TextSignals, p: OccasionProfile): Record<RatingComponent, GarmentFit[]> {
  const out: Record<RatingComponent, GarmentFit[]> = { top: [], bottom: [], footwear: [], accessories: [] };
  const materialBonus =
    (p.group === 'professional' || p.group === 'ceremony' || p.group === 'social') && text.materials.dressy > 0 ? 0.3
      : p.group === 'athletic' && text.materials.sporty > 0 ? 0.3 : 0;
  // At black tie a lounge suit is the piece to change for a dinner suit, whatever its own level (black-tie.ts).
  const code = blackTieMiss(text, p);
  const wet = text.weather.includes('rain') || text.weather.includes('snow');
  // At black tie a striped or checked shirt is the piece to change for a plain white one (black-tie.ts).
  const printedShirt = printAtBlackTie(text, p);
  for (const m of text.garments) {
    const f: GarmentFit = code && m.garment === 'suit' ? { mention: m, fit: 'tooCasual' as const, score: BLACK_TIE_SUIT_SCORE[code] }
      : printedShirt && m.print && (m.garment === 'shirt' || m.garment === 'blouse') ? { mention: m, fit: 'tooCasual' as const, score: PRINTED_SHIRT_AT_BLACK_TIE_SCORE }
      : garmentFit(m, p, wet);
    f.score = Math.min(9.4, f.score + materialBonus, m.condition ? CONDITION_CEILING[m.condition] : 9.4);
    // A leopard dress at a funeral, a camo jacket at an interview: the print is what to change, whatever the cut's level.
    if (loudPrintAt(m, p) && f.score > LOUD_PRINT_SCORE) { f.fit = 'tooLoud'; f.score = LOUD_PRINT_SCORE; }
    if (wet && m.canvas && f.score > CANVAS_WET_SCORE) { f.fit = 'soaks'; f.score = CANVAS_WET_SCORE; }
    // A miniskirt or a short bodycon dress at church is wrong for the skin it shows, whatever the cut's level.
    if (tooBareAt(m, p) && f.score > BARE_SCORE) { f.fit = 'tooBare'; f.score = BARE_SCORE; }
    for (const c of m.components) out[c].push(f);
  }
  return out;
}
