import { createHash } from 'node:crypto';
import { Value } from 'typebox/value';
import {
  CURRENT_TRENDS_MAX, DEFAULT_ADDRESS_FORM, TrendDraft, type Language, type GenerateTrendsBody, type TrendSeason, type TrendTimeframe, type StyleTip, type StylingAccepted, type Trend, type TrendInsight, type TrendQuery,
} from '@fitrater/contracts';
import type { Knex } from 'knex';
import type { EngineName } from '@fitrater/contracts';
import type { CoreContext } from '../context';
import { AppError } from '@fitrater/platform';
import { UserModel } from '../users';
import { answeredBy, localTipOfDay, seasonOf, trendSwatch, trendText, catalogueTrends, personaliseTrend, StylistUnavailableError } from '@fitrater/stylist';
import type { StylingEngine } from '@fitrater/stylist';
import { enqueueStyling, markRequestDone, runStoredRequest, timedEngineCall, type StylingOutcome, loadStylingProfile, toApiStylingRequest } from '../styling';
import type { TrendInsightModel, TrendModel } from './trend.models';
import {
  activeTrendRows, anyTrendStored, findTrend, insertNewTrends, insightRowsOf, retireCatalogueTrends, rewriteInsight, setInsightBookmark, strongestTrendRows,
  sustainabilityPrefOf, trendsByIds, upsertInsight, upsertTrend,
} from './trend.repository';

/**
 * A stored trend as the member reads it. Catalogue trends are stored once, in English, and their
 * name, description and tags are translated here by slug into the member's language; trends an
 * AI engine wrote keep the language they were written in (docs/API.md, "Styling and trends in ten languages").
 */
export function toApiTrend(t: TrendModel, language: Language = 'en'): Trend {
  const { name, description, tags } = t.source === 'catalogue' ? trendText(t, language) : t;
  return {
    id: t.id, slug: t.slug, name, description, category: t.category, season: t.season, trendLevel: t.trendLevel,
    confidenceScore: t.confidenceScore, tags, colors: t.colors, occasions: t.occasions, imageUrl: trendSwatch(t.colors),
    source: t.source, updatedAt: t.updatedAt.toISOString(),
  };
}

/**
 * Before the first generation (a new install) the table is empty: fill it from the dated
 * catalogue for today, so the Trends tab is never blank. Later refreshes come from the
 * scheduler or POST /api/trends/generate.
 */
async function ensureTrends(ctx: CoreContext): Promise<void> {
  if (await anyTrendStored(ctx.db)) return;
  const now = ctx.now();
  const drafts = catalogueTrends({ season: seasonOf(now), timeframe: 'current', now, language: 'en' });
  if (drafts.length === 0) return;
  await insertNewTrends(ctx.db, drafts.map((d) => ({ ...d, source: 'catalogue', active: true, updatedAt: now })));
}

export async function listTrends(ctx: CoreContext, query: TrendQuery, language: Language = 'en'): Promise<Trend[]> {
  await ensureTrends(ctx);
  const rows = await activeTrendRows(ctx.db, { category: query.category, season: query.season });
  return rows.map((t) => toApiTrend(t, language));
}

/** The home Trends tab: at most five, this season's and year-round, strongest first. */
export async function currentTrends(ctx: CoreContext, language: Language = 'en'): Promise<Trend[]> {
  await ensureTrends(ctx);
  const rows = await strongestTrendRows(ctx.db, [seasonOf(ctx.now()), 'year-round'], CURRENT_TRENDS_MAX);
  return rows.map((t) => toApiTrend(t, language));
}

/** Today's tip (the same for everyone on a day) in the member's language. */
export function styleTip(ctx: CoreContext, language: Language = 'en'): StyleTip {
  return { tip: localTipOfDay(ctx.now(), language) };
}

export function requestTrendGeneration(ctx: CoreContext, userId: string, body: GenerateTrendsBody): Promise<StylingAccepted> {
  const season = !body.season || body.season === 'current' || body.season === 'year-round' ? seasonOf(ctx.now()) : body.season;
  return enqueueStyling(ctx, userId, { kind: 'trends', input: { season, timeframe: body.timeframe ?? 'current' } });
}

const slugOf = (draft: TrendDraft & { slug?: string }, source: string) =>
  draft.slug ?? `${source}-${createHash('sha256').update(draft.name.toLowerCase()).digest('hex').slice(0, 16)}`;

type Drafts = Awaited<ReturnType<StylingEngine['trends']>>;

/** The engine's trends that pass the TrendDraft schema; none at all is the stylist's failure. */
function validTrendDrafts(drafts: Drafts): Drafts {
  const valid = drafts.filter((d) => Value.Check(TrendDraft, { ...d, slug: undefined }) || Value.Check(TrendDraft, d));
  if (valid.length === 0) throw new StylistUnavailableError('The stylist answered no valid trend');
  return valid;
}

/** Upserts the trends by slug; a local refresh of this season also retires catalogue trends the calendar has moved past. */
async function saveTrendDrafts(trx: Knex.Transaction, drafts: Drafts, source: string, timeframe: TrendTimeframe, now: Date): Promise<void> {
  // Catalogue trends are stored in English whatever language the engine answered in (they are translated on read).
  const valid = source === 'catalogue' ? drafts.map((d) => trendText(d as TrendDraft & { slug?: string }, 'en')) : drafts;
  const slugs = valid.map((d) => slugOf(d as TrendDraft & { slug?: string }, source));
  for (const [i, d] of valid.entries()) {
    await upsertTrend(trx, {
      slug: slugs[i]!, name: d.name, description: d.description, category: d.category, season: d.season, trendLevel: d.trendLevel,
      confidenceScore: d.confidenceScore, tags: d.tags, colors: d.colors, occasions: d.occasions, source, active: true, updatedAt: now,
    });
  }
  if (source === 'catalogue' && timeframe !== 'next_season') {
    await retireCatalogueTrends(trx, slugs, now);
  }
}

/** Where stored trends came from: the built-in engine's dated catalogue, or the model. */
const trendSource = (engine: EngineName) => (engine === 'local' ? 'catalogue' : engine);

/**
 * The trends.refresh job (`fitrater trends refresh`, the weekly scheduler): the same generation with no
 * user behind it (so written in English, like the catalogue). Returns how many trends were stored.
 */
export async function refreshTrends(
  ctx: CoreContext, input: { season: TrendSeason | 'current'; timeframe: TrendTimeframe }, engine: StylingEngine,
): Promise<{ count: number; season: string; engine: string }> {
  const season = input.season === 'current' || input.season === 'year-round' ? seasonOf(ctx.now()) : input.season;
  const answered = answeredBy(engine);
  const drafts = validTrendDrafts(await engine.trends({ season, timeframe: input.timeframe, now: ctx.now(), language: 'en' }, answered.options));
  const now = ctx.now();
  await ctx.db.transaction((trx) => saveTrendDrafts(trx, drafts, trendSource(answered.engine), input.timeframe, now));
  return { count: drafts.length, season, engine: answered.engine };
}

/**
 * The trends.generate job: the engine's trends (the dated catalogue offline, new ones from an
 * AI engine) each checked against TrendDraft, then stored in one transaction. A local refresh
 * also retires catalogue trends the calendar has moved past.
 */
export function runTrendGeneration(ctx: CoreContext, requestId: string, engine: StylingEngine): Promise<StylingOutcome> {
  return runStoredRequest(ctx, requestId, async (row, stages) => {
    const user = await UserModel.query(ctx.db).findById(row.userId);
    await stages.save('composing');
    const answered = answeredBy(engine);
    const { value: drafts, engineMs } = await timedEngineCall(() => engine.trends({
      season: row.input.season as 'spring' | 'summer' | 'fall' | 'winter', timeframe: row.input.timeframe === 'next_season' ? 'next_season' : 'current',
      now: ctx.now(), language: user?.language ?? 'en',
    }, answered.options));
    await stages.save('checking');
    const valid = drafts.filter((d) => Value.Check(TrendDraft, { ...d, slug: undefined }) || Value.Check(TrendDraft, d));
    if (valid.length === 0) throw new StylistUnavailableError('The stylist answered no valid trend');
    await stages.save('saving');
    const now = ctx.now();
    return ctx.db.transaction(async (trx) => {
      await saveTrendDrafts(trx, valid, trendSource(answered.engine), row.input.timeframe === 'next_season' ? 'next_season' : 'current', now);
      return markRequestDone(trx, requestId, { result: { count: valid.length }, engine: answered.engine, engineMs, at: now });
    });
  }, async (done) => {
    const count = (done.result as { count?: number } | null)?.count ?? 0;
    await ctx.publisher.publish(done.userId, 'trends.done', { requestId, count }).catch(() => undefined);
    return { status: 'done', request: toApiStylingRequest(done) };
  });
}

function toApiInsight(i: TrendInsightModel, trend: TrendModel, language: Language): TrendInsight {
  return {
    id: i.id, trendId: i.trendId, trend: toApiTrend(trend, language), relevanceScore: i.relevanceScore, personalizedDescription: i.personalizedDescription,
    howToWear: i.howToWear, shoppingTips: i.shoppingTips, budgetFriendlyOptions: i.budgetFriendlyOptions, isBookmarked: i.isBookmarked,
    createdAt: i.createdAt.toISOString(),
  };
}

/** Personalises one trend for the user in their language (recomputed on each call, bookmark kept). */
export async function personaliseTrendFor(ctx: CoreContext, userId: string, trendId: string, language: Language = 'en'): Promise<TrendInsight> {
  const trend = await findTrend(ctx.db, trendId);
  if (!trend) throw new AppError('NOT_FOUND', 'Trend not found');
  const reader = await insightReader(ctx, userId);
  const draft = personaliseTrend(trend, reader.profile, language, reader.addressForm);
  const row = await upsertInsight(ctx.db, userId, trendId, { ...draft, language });
  return toApiInsight(row, trend, language);
}

/** What an insight is written for: the member's styling profile, and how to address them (Arabic). */
async function insightReader(ctx: CoreContext, userId: string) {
  const profile = await loadStylingProfile(ctx, userId);
  const user = await UserModel.query(ctx.db).findById(userId);
  return { profile: { ...profile, sustainabilityPref: await sustainabilityPrefOf(ctx.db, userId) }, addressForm: user?.addressForm ?? DEFAULT_ADDRESS_FORM };
}

const sameText = (row: TrendInsightModel, draft: ReturnType<typeof personaliseTrend>): boolean =>
  row.personalizedDescription === draft.personalizedDescription
  && JSON.stringify([row.howToWear, row.shoppingTips, row.budgetFriendlyOptions]) === JSON.stringify([draft.howToWear, draft.shoppingTips, draft.budgetFriendlyOptions]);

/**
 * Insights written in another language (the member has since changed theirs) are personalised
 * again in the member's language and saved, so a reader never sees the old language; the
 * bookmark is kept. Relevance does not depend on the language, so the order holds. Arabic text
 * also follows the member's form of address, which they may have changed since: Arabic insights
 * are written again and saved only where the words differ.
 */
async function inMemberLanguage(ctx: CoreContext, userId: string, rows: TrendInsightModel[], trends: Map<string, TrendModel>, language: Language): Promise<TrendInsightModel[]> {
  const stale = rows.filter((r) => (r.language !== language || language === 'ar') && trends.has(r.trendId));
  if (stale.length === 0) return rows;
  const reader = await insightReader(ctx, userId);
  const fresh = new Map<string, TrendInsightModel>();
  for (const r of stale) {
    const draft = personaliseTrend(trends.get(r.trendId)!, reader.profile, language, reader.addressForm);
    if (r.language === language && sameText(r, draft)) continue;
    fresh.set(r.id, await rewriteInsight(ctx.db, r.id, { ...draft, language }));
  }
  return rows.map((r) => fresh.get(r.id) ?? r);
}

/** The member's insights, bookmarked first, in their language (trend and advice). */
export async function listTrendInsights(ctx: CoreContext, userId: string, language: Language = 'en'): Promise<TrendInsight[]> {
  const stored = await insightRowsOf(ctx.db, userId);
  const trends = new Map((await trendsByIds(ctx.db, stored.map((r) => r.trendId))).map((t) => [t.id, t]));
  const rows = await inMemberLanguage(ctx, userId, stored, trends, language);
  return rows.flatMap((r) => (trends.get(r.trendId) ? [toApiInsight(r, trends.get(r.trendId)!, language)] : []));
}

/** Bookmarks one of the user's insights; another user's insight is a 404. */
export async function bookmarkInsight(ctx: CoreContext, userId: string, insightId: string, bookmarked: boolean, language: Language = 'en'): Promise<TrendInsight> {
  const marked = await setInsightBookmark(ctx.db, userId, insightId, bookmarked);
  if (!marked) throw new AppError('NOT_FOUND', 'Insight not found');
  const trend = (await findTrend(ctx.db, marked.trendId))!;
  const [row] = await inMemberLanguage(ctx, userId, [marked], new Map([[trend.id, trend]]), language);
  return toApiInsight(row!, trend, language);
}
