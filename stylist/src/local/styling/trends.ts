import type { TrendDraft } from '@fitrater/contracts';
import { activeTrends, nextSeason } from '../../knowledge';
import type { TrendsInput } from '../../styling';
import { trendText } from './trend-names';

/**
 * The local engine's trends: the dated catalogue read on today's date (or three months ahead
 * for next season), each with the level and confidence the calendar gives it, named and
 * described in the input's language.
 */
export function catalogueTrends(input: TrendsInput): (TrendDraft & { slug: string })[] {
  const at = input.timeframe === 'next_season' ? new Date(input.now.getTime() + 91 * 86_400_000) : input.now;
  const season = input.timeframe === 'next_season' ? nextSeason(input.season) : input.season;
  return activeTrends(at)
    .filter((t) => t.season === season || t.season === 'year-round' || input.timeframe === 'current')
    .map((t) => trendText(t, input.language))
    .map((t) => ({
      slug: t.slug, name: t.name, description: t.description, category: t.category, season: t.season, trendLevel: t.trendLevel,
      confidenceScore: t.confidenceScore, tags: t.tags, colors: t.colors, occasions: t.occasions,
    }));
}
