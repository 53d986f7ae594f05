import type { StylePreferences, StylePreferencesBody, StylingAccepted, Trend, TrendCategory, TrendInsight, TrendSeason, TrendTimeframe } from '@fitrater/contracts';
import { apiRequest } from '../../../../lib/http';

/** Trends, personalised insights and style preferences (docs/API.md, "Trends"): premium only. */
export const CURRENT_KEY = '/api/trends/current';
export const TIP_KEY = '/api/trends/style-tip';
export const INSIGHTS_KEY = '/api/user/trend-insights';
export const PREFERENCES_KEY = '/api/user/style-preferences';

export function trendsKey(filters: { category?: TrendCategory | ''; season?: TrendSeason | '' }): string {
  const query = new URLSearchParams();
  if (filters.category) query.set('category', filters.category);
  if (filters.season) query.set('season', filters.season);
  const text = query.toString();
  return text ? `/api/trends?${text}` : '/api/trends';
}

export type { Trend, TrendInsight, StylePreferences };
export interface TrendListReply { trends: Trend[] }
export interface StyleTipReply { tip: { text: string; category: string; date: string } }

export const generateTrends = (season: TrendSeason | 'current', timeframe: TrendTimeframe) =>
  apiRequest<StylingAccepted>('/api/trends/generate', { method: 'POST', body: { season, timeframe } });
export const personaliseTrend = (trendId: string) => apiRequest<TrendInsight>(`/api/trends/${trendId}/personalize`, { method: 'POST' });
export const bookmarkInsight = (insightId: string, bookmarked: boolean) =>
  apiRequest<TrendInsight>(`/api/trend-insights/${insightId}/bookmark`, { method: 'POST', body: { bookmarked } });
export const savePreferences = (body: StylePreferencesBody) =>
  apiRequest<{ preferences: StylePreferences }>(PREFERENCES_KEY, { method: 'POST', body });
