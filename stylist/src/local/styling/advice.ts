import type { OutfitAdvice, PartAdvice, RatingComponent, StylingOccasionId } from '@fitrater/contracts';
import { DEFAULT_WEATHER, RATING_TO_STYLING_OCCASION, STYLING_OCCASION_RULES, type GarmentSlot } from '../../knowledge';
import type { GenerateInput, SuggestInput } from '../../styling';
import { planOutfit, type Pick } from './generator';
import { garmentInColour } from './words';
import { proseFor, type StylingProse } from './prose';

/** A part that scored at least this is kept. */
const KEEP_FROM = 7.5;
const SLOT: Record<RatingComponent, GarmentSlot[]> = { top: ['top', 'dress', 'outer'], bottom: ['bottom', 'dress'], footwear: ['shoes'], accessories: ['acc'] };

function occasionOf(occasion: string): StylingOccasionId {
  return (STYLING_OCCASION_RULES as Record<string, unknown>)[occasion] ? (occasion as StylingOccasionId) : RATING_TO_STYLING_OCCASION[occasion] ?? 'casual-weekend';
}

/**
 * Per-rating advice from the rating's own measured components: parts that scored well are
 * kept (and the score says why), parts that scored low get a replacement from an outfit the
 * generator plans for the same occasion, so the replacement fits the rest by the same rules.
 */
export function adviseOn(input: SuggestInput): OutfitAdvice {
  const occasion = occasionOf(input.outfit?.occasion ?? input.occasion);
  const gen: GenerateInput = { occasion, weather: DEFAULT_WEATHER, bodyType: null, profile: input.profile, language: input.language, seed: input.seed };
  const plan = planOutfit(gen);
  const pickFor = (part: RatingComponent): Pick[] => {
    const all = [plan.top, plan.bottom, plan.dress, plan.outer, plan.shoes, ...plan.accessories].filter((p): p is Pick => p !== null);
    return all.filter((p) => SLOT[part].includes(p.garment.slot));
  };
  const partAdvice = (part: RatingComponent): PartAdvice => {
    const c = input.outfit?.components?.[part];
    const replacement = pickFor(part).map((p) => garmentInColour(p, 'en')).join(' with ') || 'a simpler piece in a neutral colour';
    if (c && c.status === 'visible' && c.rating !== null && c.rating >= KEEP_FROM) {
      return { advice: `Keep it: ${c.description ?? 'this piece'} scored ${c.rating.toFixed(1)}, one of the strongest parts of the outfit.`, keepCurrent: true, recommendation: `Keep your current ${part === 'footwear' ? 'shoes' : part}.` };
    }
    if (c && c.status === 'visible' && c.rating !== null) {
      const why = c.suggestions?.[0] ? ` ${c.suggestions[0]}` : '';
      return { advice: `This part scored ${c.rating.toFixed(1)}: ${c.description ?? 'it holds the outfit back'}.${why}`, keepCurrent: false, recommendation: `Try ${replacement}.` };
    }
    return { advice: 'This part was not visible or not described, so it could not be judged.', keepCurrent: false, recommendation: `If you add one, ${replacement} suits the occasion.` };
  };
  const prose = proseFor(input.language);
  if (prose) return localisedAdvice(input, occasion, pickFor, prose);
  const advice = { top: partAdvice('top'), bottom: partAdvice('bottom'), shoes: partAdvice('footwear'), accessories: partAdvice('accessories') };
  const kept = Object.values(advice).filter((a) => a.keepCurrent).length;
  const score = input.outfit ? ` Your outfit scored ${input.outfit.overallRating.toFixed(1)}.` : '';
  const overall = `${score} ${kept === 4 ? 'Everything works; change nothing but the details.' : kept > 0 ? `Keep the ${kept} part${kept > 1 ? 's' : ''} that scored well and change the rest as suggested.` : 'Start from the suggested pieces below; they are chosen to work together.'} ${STYLING_OCCASION_RULES[occasion].note}`.trim();
  return { ...advice, overall };
}

const PARTS: RatingComponent[] = ['top', 'bottom', 'footwear', 'accessories'];

/** The same advice in a language other than English (the rating's own descriptions are already in it; garment names from garment-names/). */
function localisedAdvice(input: SuggestInput, occasion: StylingOccasionId, pickFor: (part: RatingComponent) => Pick[], prose: StylingProse): OutfitAdvice {
  const a = prose.advice;
  const one = (part: RatingComponent): PartAdvice => {
    const c = input.outfit?.components?.[part];
    const replacement = pickFor(part).map((p) => garmentInColour(p, input.language)).join(' + ');
    if (c && c.status === 'visible' && c.rating !== null && c.rating >= KEEP_FROM) {
      return { advice: a.keep(c.description || a.parts[part], c.rating.toFixed(1)), keepCurrent: true, recommendation: a.keepRecommendation(a.parts[part]) };
    }
    if (c && c.status === 'visible' && c.rating !== null) {
      const why = c.suggestions?.[0] ? ` ${c.suggestions[0]}` : '';
      return { advice: `${a.low(c.rating.toFixed(1), c.description || a.parts[part])}${why}`, keepCurrent: false, recommendation: a.tryThis(replacement || a.parts[part]) };
    }
    return { advice: a.notVisible, keepCurrent: false, recommendation: a.ifYouAdd(replacement || a.parts[part]) };
  };
  const [top, bottom, shoes, accessories] = PARTS.map(one) as [PartAdvice, PartAdvice, PartAdvice, PartAdvice];
  const kept = [top, bottom, shoes, accessories].filter((p) => p.keepCurrent).length;
  const verdict = kept === 4 ? a.allKept : kept > 0 ? a.keepSome(kept) : a.startFresh;
  const overall = [input.outfit ? a.scored(input.outfit.overallRating.toFixed(1)) : '', verdict, prose.occasions[occasion]].filter(Boolean).join(' ');
  return { top, bottom, shoes, accessories, overall };
}
