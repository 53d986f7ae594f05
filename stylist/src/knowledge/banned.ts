import type { StylingOccasionId, WeatherId } from '@fitrater/contracts';
import type { Garment } from './garments';
import { STYLING_OCCASION_RULES } from './occasions';
import { WEATHER_RULES } from './weather';

export interface BanContext {
  occasion: StylingOccasionId;
  weather: WeatherId;
}

/** Main pieces must sit in the occasion's formality band within this margin; accessories more loosely. */
const FORMALITY_MARGIN = 0.4;
const ACCESSORY_MARGIN = 1.2;

/**
 * Why a garment must not be proposed for this occasion and weather, or null when it may.
 * These are the stylist's hard rules; everything else (silhouette, colour, taste) is a
 * preference the generator weighs. Warmth is deliberately not here: when nothing in the
 * knowledge base fits the band (a beach day in winter) the generator takes the nearest and says so.
 */
export function bannedReason(g: Garment, { occasion, weather }: BanContext): string | null {
  const o = STYLING_OCCASION_RULES[occasion];
  const w = WEATHER_RULES[weather];
  const sport = g.tags.includes('sport');
  if (o.sportswear === 'banned' && sport) return 'sportswear';
  const main = g.slot !== 'acc';
  if (o.sportswear === 'required' && main && g.slot !== 'outer' && !sport) return 'not sportswear';
  if (o.swimwear === 'banned' && g.tags.includes('swim')) return 'swimwear';
  for (const tag of o.bannedTags) if ((g.tags as string[]).includes(tag)) return `${tag} piece`;
  const margin = main ? FORMALITY_MARGIN : ACCESSORY_MARGIN;
  if (g.formality < o.formality[0] - margin || g.formality > o.formality[1] + margin) return 'formality';
  if ((g.slot === 'bottom' || g.slot === 'dress') && w.coverLegs && g.coverage === 'bare') return 'bare legs in the cold';
  if (g.slot === 'shoes' && w.closedShoes && g.coverage === 'open') return 'open shoes';
  if (g.slot === 'shoes' && w.rainproof && !g.tags.includes('rainproof')) return 'not rain-proof';
  if (g.slot === 'outer' && w.noOuter) return 'too hot for a layer';
  return null;
}
