import type { TrendSeason } from '@fitrater/contracts';
import type { Knex } from 'knex';
import type { PartialModelObject } from 'objection';
import { TrendInsightModel, TrendModel } from './trend.models';

// The SQL of trends and members' trend insights: the trend table (upserted by slug, retired by the
// catalogue's calendar), its ordered reads, and the insight rows. Which trends an engine may store and
// how an insight is worded are in trends.service.ts.

const LEVEL_ORDER = "case trend_level when 'peak' then 0 when 'rising' then 1 when 'emerging' then 2 else 3 end";

export type TrendRow = PartialModelObject<TrendModel>;
export type InsightText = Pick<TrendInsightModel, 'relevanceScore' | 'personalizedDescription' | 'howToWear' | 'shoppingTips' | 'budgetFriendlyOptions' | 'language'>;

export async function anyTrendStored(db: Knex): Promise<boolean> {
  return Boolean(await TrendModel.query(db).first());
}

/** Inserts trends whose slug is not stored yet. */
export async function insertNewTrends(db: Knex, rows: TrendRow[]): Promise<void> {
  await TrendModel.query(db).insert(rows).onConflict('slug').ignore();
}

/** Active trends, strongest first (level, then confidence, then name), filtered by category and season when given. */
export async function activeTrendRows(db: Knex, filter: { category?: string; season?: string }): Promise<TrendModel[]> {
  const q = TrendModel.query(db).where({ active: true });
  if (filter.category) q.where({ category: filter.category });
  if (filter.season) q.where({ season: filter.season });
  return q.orderByRaw(`${LEVEL_ORDER}, confidence_score desc, name`);
}

/** Up to `limit` active trends of these seasons, strongest first. */
export async function strongestTrendRows(db: Knex, seasons: Array<TrendSeason | 'year-round'>, limit: number): Promise<TrendModel[]> {
  return TrendModel.query(db).where({ active: true }).whereIn('season', seasons)
    .orderByRaw(`${LEVEL_ORDER}, confidence_score desc, name`).limit(limit);
}

/** Upserts one trend by its slug (a stored one takes the new text, level and dates). */
export async function upsertTrend(db: Knex, row: TrendRow): Promise<void> {
  await TrendModel.query(db).insert(row)
    .onConflict('slug').merge(['name', 'description', 'category', 'season', 'trendLevel', 'confidenceScore', 'tags', 'colors', 'occasions', 'active', 'updatedAt']);
}

/** Catalogue trends not among `keptSlugs` stop being active. */
export async function retireCatalogueTrends(db: Knex, keptSlugs: string[], now: Date): Promise<void> {
  await TrendModel.query(db).patch({ active: false, updatedAt: now }).where({ source: 'catalogue', active: true }).whereNotIn('slug', keptSlugs);
}

export async function findTrend(db: Knex, id: string): Promise<TrendModel | undefined> {
  return TrendModel.query(db).findById(id);
}

export async function trendsByIds(db: Knex, ids: string[]): Promise<TrendModel[]> {
  return TrendModel.query(db).whereIn('id', ids);
}

/** The member's insight on a trend, written afresh (a bookmark on it is kept). */
export async function upsertInsight(db: Knex, userId: string, trendId: string, text: InsightText): Promise<TrendInsightModel> {
  const inserted = await TrendInsightModel.query(db).insert({ userId, trendId, ...text })
    .onConflict(['userId', 'trendId']).merge(['relevanceScore', 'personalizedDescription', 'howToWear', 'shoppingTips', 'budgetFriendlyOptions', 'language'])
    .returning('*');
  // One object in, one model out.
  return (Array.isArray(inserted) ? inserted[0] : inserted) as TrendInsightModel;
}

export async function rewriteInsight(db: Knex, id: string, text: InsightText): Promise<TrendInsightModel> {
  return TrendInsightModel.query(db).patchAndFetchById(id, text);
}

/** The member's insights, bookmarked first, then by relevance. */
export async function insightRowsOf(db: Knex, userId: string): Promise<TrendInsightModel[]> {
  return TrendInsightModel.query(db).where({ userId }).orderBy([{ column: 'isBookmarked', order: 'desc' }, { column: 'relevanceScore', order: 'desc' }]);
}

/** Sets the bookmark of one of the member's insights; undefined when it is not theirs. */
export async function setInsightBookmark(db: Knex, userId: string, id: string, bookmarked: boolean): Promise<TrendInsightModel | undefined> {
  return TrendInsightModel.query(db).patchAndFetchById(id, { isBookmarked: bookmarked }).where({ userId });
}

export async function sustainabilityPrefOf(db: Knex, userId: string): Promise<boolean> {
  const prefs = await db('style_preferences').where({ user_id: userId }).first('sustainability_pref');
  return Boolean(prefs?.sustainability_pref);
}
