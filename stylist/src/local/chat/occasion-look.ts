import type { Language, RatingOccasion, StylingOccasionId, WeatherId } from '@fitrater/contracts';
import { RATING_TO_STYLING_OCCASION, isStandIn, type EraId } from '../../knowledge';
import { planOutfit, type Pick, type PieceRule, type PlannedOutfit } from '../styling/generator';
import { soberPiece } from '../styling/sober';
import { proseFor, weatherAdvice } from '../styling/prose';
import { garmentInColour } from '../styling/words';
import type { Weather } from './entities';
import type { ContentAnswer } from './knowledge-answer';
import { eraSaid, fillIn } from './knowledge-answer';
import type { ChatLines } from './lines/types';
import type { LanguagePack } from './rater';
import type { DressCode } from './understand';
import type { Wearer } from '../../knowledge/chat-situations';

/** The chat's weather words as the generator's weather rules. */
export const STYLING_WEATHER: Record<Weather, WeatherId> = { hot: 'hot-humid', warm: 'sunny-warm', cool: 'cool-breezy', rain: 'rainy', cold: 'cold-winter', mild: 'mild-spring' };
const CODE_OCCASION: Partial<Record<DressCode, StylingOccasionId>> = { blackTie: 'formal-dinner', cocktail: 'evening-party', businessCasual: 'business-meeting', smartCasual: 'brunch', gardenParty: 'wedding-guest', beachWedding: 'wedding-guest', festival: 'concert-festival', funeral: 'business-meeting', christening: 'wedding-guest', meetParents: 'brunch' };
const ERA: Record<StylingOccasionId, EraId> = {
  'business-meeting': 'armani', 'casual-weekend': 'mcqueen', 'date-night': 'tiffany', 'wedding-guest': 'windsor', 'job-interview': 'armani', brunch: 'ivy',
  'evening-party': 'tiffany', travel: 'capsule', 'gym-workout': 'mcqueen', 'beach-pool': 'ivy', 'formal-dinner': 'tuxedoPark', 'concert-festival': 'moss',
};
const EMPTY_PROFILE = { preferredStyles: [], avoidedStyles: [], preferredColors: [], budgetRange: null, lifestyle: null, bestOutfits: [] };

/** Dress codes that take only some of their occasion's looks: a funeral is planned as a business meeting, but sober. */
const CODE_PIECES: Partial<Record<DressCode, PieceRule>> = { funeral: soberPiece };

/** Plans are language-free and depend only on the occasion, the weather and the code here: each is planned once per process. */
const PLANS = new Map<string, PlannedOutfit>();
function plannedLook(occasion: StylingOccasionId, weather: WeatherId | null, code: DressCode | null, wearer: Wearer | null): PlannedOutfit {
  const codeRule = code ? CODE_PIECES[code] : undefined;
  // A man dressing himself is offered no skirt, blouse or heels: the look is planned among the pieces he wears.
  const only: PieceRule | undefined = wearer === 'man' ? (g, c) => !g.tags.includes('womenswear') && (!codeRule || codeRule(g, c)) : codeRule;
  const key = `${occasion}/${weather ?? ''}`;
  const cacheKey = `${key}/${codeRule ? code : ''}/${wearer === 'man' ? 'man' : ''}`;
  let plan = PLANS.get(cacheKey);
  if (!plan) PLANS.set(cacheKey, (plan = planOutfit({ occasion, weather, bodyType: null, profile: EMPTY_PROFILE, language: 'en', seed: key }, only ? { only } : {})));
  return plan;
}

/** The occasion's reference from fashion history when it shows a piece of the planned look or the occasion itself, else another that does, else none. */
function lookEra(id: StylingOccasionId, pieces: readonly Pick[], code: DressCode | null, lines: ChatLines): string | null {
  return eraSaid(lines, { pieces: pieces.map((p) => `${p.colour} ${p.garment.name}`), topics: [`occasion:${id}`, code ? `dressCode:${code}` : ''] }, ERA[id]);
}

/**
 * A look for an occasion and weather, planned by the outfit generator, so the chat proposes
 * what the generator would: one piece per slot, the occasion's and the weather's rules on every piece.
 */
export function occasionLook(occasion: RatingOccasion | null, dressCode: DressCode | null, weather: Weather | null, language: Language, lines: ChatLines, pack: LanguagePack, wearer: Wearer | null = null): ContentAnswer {
  const id: StylingOccasionId = (dressCode && CODE_OCCASION[dressCode]) || RATING_TO_STYLING_OCCASION[occasion ?? 'casual'] || 'casual-weekend';
  const w = weather ? STYLING_WEATHER[weather] : null;
  const plan = plannedLook(id, w, dressCode, wearer);
  const pieces = [plan.dress ?? plan.top, plan.bottom, plan.outer, plan.shoes, ...plan.accessories.slice(0, 2)].filter((p): p is Pick => !!p);
  const picks = pieces.map((p) => garmentInColour(p, language));
  const prose = proseFor(language);
  // Church planned as a meeting is still church: its own principle, not "a meeting rewards clean tailoring".
  const why = !dressCode && isStandIn(occasion) ? prose.standIns[occasion] : prose.occasions[id];
  const weatherNote = w ? weatherAdvice(id, w, language) : null;
  return {
    situation: null, family: 'dressCode', occasion: occasion && occasion !== 'custom' ? pack.occasions[occasion] : null, picks, pickPieces: pieces, avoid: [], why, avoidWhy: null, look: true,
    exception: lines.families.dressCode.exception,
    ...(weatherNote ? { weatherNote } : {}),
    era: lookEra(id, pieces, dressCode, lines),
    next: picks[0] ? fillIn(lines.nextTry, { item: picks[0] }, pack) : lines.nextGeneral,
  };
}
