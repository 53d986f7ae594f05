import { COMBINE_MIN_RATING } from '@fitrater/contracts';
import type { CoreContext } from '../context';
import { bestRatingRows, type RatingModel } from '../ratings';
import type { RatedOutfit, StylingProfile } from '@fitrater/stylist';
import { getStylePreferences } from './preferences.service';

/** How many of the best-rated outfits the engines read. */
const BEST_OUTFITS = 12;

export function toRatedOutfit(r: RatingModel): RatedOutfit {
  const parts = r.components ? Object.values(r.components).map((c) => c.description ?? '').join('. ') : '';
  return {
    ratingId: r.id,
    overallRating: Number(r.overallRating ?? 0),
    occasion: r.occasion,
    description: r.description,
    components: r.components,
    summary: r.summary,
    text: [r.description ?? '', parts].filter(Boolean).join('. '),
  };
}

/** The user's finished ratings of 7 or more, best (then newest) first. */
export async function bestRatedOutfits(ctx: CoreContext, userId: string, limit = BEST_OUTFITS): Promise<RatedOutfit[]> {
  const rows = await bestRatingRows(ctx.db, userId, COMBINE_MIN_RATING, limit);
  return rows.map(toRatedOutfit);
}

export async function loadStylingProfile(ctx: CoreContext, userId: string): Promise<StylingProfile> {
  const [prefs, best] = await Promise.all([getStylePreferences(ctx, userId), bestRatedOutfits(ctx, userId)]);
  return {
    preferredStyles: prefs.preferredStyles,
    avoidedStyles: prefs.avoidedStyles,
    preferredColors: prefs.preferredColors,
    budgetRange: prefs.budgetRange,
    lifestyle: prefs.lifestyle,
    bestOutfits: best,
  };
}
