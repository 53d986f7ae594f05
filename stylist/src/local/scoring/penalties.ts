import { LOUD_COLOURS } from '../colour/names';
import { GARMENTS } from '../lexicon/garments';
import { weatherMismatch } from '../lexicon/weather';
import type { OccasionProfile } from '../occasion-profiles';
import type { TextSignals } from '../signals/types';
import { SHOE_COLOUR_POINTS, shoeColourMiss } from './shoe-colour';
import { BLACK_TIE_POINTS, PRINT_AT_BLACK_TIE_POINTS, blackTieMiss, printAtBlackTie } from './black-tie';
import { printedClothes } from '../signals/piece-pattern';
import { loudPrintPoints } from './statement-print';
import { coveragePoints } from './modest-cover';
import { DENIM_ON_TRAIL_POINTS, wearsDenimOnTrail } from './trail-denim';
import { OPEN_SHOES_ON_TRAIL_POINTS, wearsOpenShoesOnTrail } from './trail-shoes';

import type { PenaltyReason } from './penalty-reasons';

export type { PenaltyReason } from './penalty-reasons';

export interface Penalty { reason: PenaltyReason; points: number }

const cap = (x: number, max: number): number => Math.min(max, x);

/** Canvas shoes in named rain or snow: wet feet within minutes, as a summer piece in the rain is. */
const CANVAS_IN_RAIN_POINTS = 0.8;

/**
 * What a stylist marks down whatever the garments are: the state of the clothes (stains, scuffs,
 * wrinkles), how they fit (baggy, too tight), clothes against the weather the description names,
 * and too many statement pieces at once. A calm occasion tolerates less statement than a party.
 */
export function penalties(text: TextSignals | null, occasion: OccasionProfile): Penalty[] {
  if (!text) return [];
  const out: Penalty[] = [];
  if (text.condition > 0) out.push({ reason: 'condition', points: cap(0.7 + 0.9 * text.condition, 3.5) });
  if (text.fitIssues > 0) out.push({ reason: 'fit', points: cap(0.6 + 0.8 * text.fitIssues, 2.5) });
  const weather = weatherMismatch(text.weather, text.garments.map((g) => g.garment));
  if (weather.misses > 0) out.push({ reason: 'weather', points: cap(0.6 + 0.7 * weather.misses, 3) });
  const loud = new Set(text.colours.filter((c) => LOUD_COLOURS.has(c))).size;
  const statements = text.patterns + loud + Math.max(0, text.jewellery - 2);
  const allowed = occasion.palette === 'expressive' ? 4 : occasion.palette === 'calm' ? 2 : 3;
  // Sports pieces inside a dressed-up outfit (white sports socks with a suit) jar more than either alone.
  const tags = (g: TextSignals['garments'][number]): readonly string[] => GARMENTS[g.garment].tags;
  const dressed = text.garments.some((g) => tags(g).includes('tailored') || g.formality >= 2.6);
  const sporty = text.garments.filter((g) => tags(g).includes('athletic') && g.components.length === 1 && g.components[0] !== 'accessories');
  if (dressed && sporty.length && occasion.group !== 'athletic' && occasion.group !== 'outdoor' && occasion.group !== 'everyday') {
    out.push({ reason: 'sportMix', points: cap(1 + 0.5 * (sporty.length - 1), 2) });
  }
  const coverage = coveragePoints(text, occasion);
  if (coverage) out.push({ reason: 'coverage', points: coverage });
  const shoes = shoeColourMiss(text.garments);
  if (shoes) out.push({ reason: shoes, points: SHOE_COLOUR_POINTS[shoes] });
  const code = blackTieMiss(text, occasion);
  if (code) out.push({ reason: code, points: BLACK_TIE_POINTS[code] });
  if (printAtBlackTie(text, occasion)) out.push({ reason: 'printAtBlackTie', points: PRINT_AT_BLACK_TIE_POINTS });
  // Two printed pieces (a striped shirt under a floral blazer) fight for the eye; a party takes a bolder mix than an office.
  const printed = printedClothes(text.garments).length;
  if (printed >= 2) out.push({ reason: 'patternClash', points: cap((occasion.palette === 'expressive' ? 0.3 : 0.5) + 0.3 * (printed - 2), 1.1) });
  // Canvas soaks through whatever is worn over it: the shoes are charged in rain or snow even under a raincoat.
  const wet = text.weather.includes('rain') || text.weather.includes('snow');
  if (wet && text.garments.some((g) => g.canvas)) out.push({ reason: 'canvasInRain', points: CANVAS_IN_RAIN_POINTS });
  if (wearsDenimOnTrail(text, occasion)) out.push({ reason: 'denimOnTrail', points: DENIM_ON_TRAIL_POINTS });
  if (wearsOpenShoesOnTrail(text, occasion)) out.push({ reason: 'openShoesOnTrail', points: OPEN_SHOES_ON_TRAIL_POINTS });
  const loudPrint = loudPrintPoints(text, occasion);
  if (loudPrint) out.push({ reason: 'loudPrint', points: loudPrint });
  if (statements > allowed) out.push({ reason: 'overload', points: cap(0.7 * (statements - allowed) + 0.4, 2.5) });
  return out;
}
