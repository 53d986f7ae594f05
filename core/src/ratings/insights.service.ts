import { INSIGHTS_MIN_OUTFITS, occasionGroupOf, type Achievement, type Analytics, type Profile, type StyleInsight, type StyleInsights } from '@fitrater/contracts';
import type { CoreContext } from '../context';
import { RatingModel, UserBadgeModel } from './rating.model';
import { UserModel } from '../users';
import { achievementList } from './badges';
import { badgeFacts } from './rating-result.service';
import { liveStreak, utcDay } from './streak';

const round1 = (n: number) => Math.round(n * 10) / 10;

async function doneRatings(ctx: CoreContext, userId: string) {
  return RatingModel.query(ctx.db).where({ userId, status: 'done' }).orderBy('createdAt', 'asc').select('occasion', 'overallRating', 'components', 'createdAt', 'imageKey');
}

/** Ratings behind a "strongest at" claim: one good outfit is not a strength. */
export const STRENGTH_MIN_RATINGS = 2;

/**
 * The occasion group the member is strongest at, or null when none can be claimed without a
 * contradiction: the group with the best average among those with enough ratings, and only when
 * no other group (however few its ratings) averages higher and it beats the member's own average.
 */
export function strongestGroup(rows: readonly { occasion: RatingModel['occasion']; score: number }[], overallAverage: number): { g: string; avg: number; n: number } | null {
  const byGroup = new Map<string, number[]>();
  for (const r of rows) byGroup.set(occasionGroupOf(r.occasion), [...(byGroup.get(occasionGroupOf(r.occasion)) ?? []), r.score]);
  const groups = [...byGroup.entries()].map(([g, s]) => ({ g, avg: s.reduce((a, b) => a + b, 0) / s.length, n: s.length })).sort((a, b) => b.avg - a.avg || b.n - a.n);
  const best = groups.find((x) => x.n >= STRENGTH_MIN_RATINGS);
  if (!best || groups[0] !== best || groups.length < 2 || best.avg <= overallAverage) return null;
  return best;
}

export async function getAnalytics(ctx: CoreContext, user: UserModel): Promise<Analytics> {
  const rows = await doneRatings(ctx, user.id);
  const scores = rows.map((r) => r.overallRating ?? 0);
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(r.occasion, (counts.get(r.occasion) ?? 0) + 1);
  const favorite = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? 'casual';
  return {
    totalOutfits: rows.length,
    averageRating: scores.length ? round1(scores.reduce((a, b) => a + b, 0) / scores.length) : 0,
    bestRating: scores.length ? Math.max(...scores) : 0,
    styleStreak: liveStreak(user, utcDay(ctx.now())),
    favoriteOccasion: favorite,
  };
}

/** Insights computed from the user's real history; below 3 rated outfits the card stays locked. */
export async function getStyleInsights(ctx: CoreContext, user: UserModel): Promise<StyleInsights> {
  const rows = await doneRatings(ctx, user.id);
  const scores = rows.map((r) => r.overallRating ?? 0);
  const average = scores.length ? round1(scores.reduce((a, b) => a + b, 0) / scores.length) : 0;
  if (rows.length < INSIGHTS_MIN_OUTFITS) {
    return { locked: true, totalOutfits: rows.length, averageRating: average, insights: [], improvementSuggestion: null, improvementComponent: null };
  }
  const insights: StyleInsight[] = [];
  const confidence = (n: number) => round1(Math.min(0.95, 0.4 + n * 0.08));

  const best = strongestGroup(rows.map((r) => ({ occasion: r.occasion, score: r.overallRating ?? 0 })), average);
  if (best) insights.push({ type: 'occasion_strength', key: 'occasion_strength.best', params: { group: best.g, average: round1(best.avg), count: best.n }, title: `Strongest at ${best.g} looks`, description: `Your ${best.g} outfits average ${round1(best.avg)}/10 over ${best.n} ratings.`, confidence: confidence(best.n), dataPoints: best.n });

  // Rating trend: the latest third against the first third.
  const third = Math.max(1, Math.floor(scores.length / 3));
  const early = scores.slice(0, third).reduce((a, b) => a + b, 0) / third;
  const late = scores.slice(-third).reduce((a, b) => a + b, 0) / third;
  const delta = round1(late - early);
  const trend = delta > 0.2 ? 'rising' : delta < -0.2 ? 'falling' : 'steady';
  insights.push({
    type: 'rating_trend',
    key: `rating_trend.${trend}`,
    params: { recent: round1(late), early: round1(early), delta },
    title: delta > 0.2 ? 'Your scores are rising' : delta < -0.2 ? 'Your scores dipped lately' : 'Your scores are steady',
    description: `Recent outfits average ${round1(late)}/10 against ${round1(early)}/10 at the start (${delta >= 0 ? '+' : ''}${delta}).`,
    confidence: confidence(scores.length),
    dataPoints: scores.length,
  });

  // Style pattern: which component scores best and worst across rated components.
  const parts = new Map<string, number[]>();
  for (const r of rows) {
    for (const [name, c] of Object.entries(r.components ?? {})) if (c.rating !== null) parts.set(name, [...(parts.get(name) ?? []), c.rating]);
  }
  const partAvgs = [...parts.entries()].filter(([, s]) => s.length >= 2).map(([name, s]) => ({ name, avg: s.reduce((a, b) => a + b, 0) / s.length, n: s.length })).sort((a, b) => b.avg - a.avg);
  if (partAvgs.length >= 2) {
    const [top, low] = [partAvgs[0]!, partAvgs[partAvgs.length - 1]!];
    insights.push({ type: 'style_pattern', key: 'style_pattern.leading', params: { best: top.name, bestAverage: round1(top.avg), weakest: low.name, weakestAverage: round1(low.avg) }, title: `Your ${top.name} choices lead`, description: `Your ${top.name} averages ${round1(top.avg)}/10 while your ${low.name} averages ${round1(low.avg)}/10.`, confidence: confidence(Math.min(top.n, low.n)), dataPoints: top.n + low.n });
  }

  // Colour preference needs measured colours: counted from photo ratings only.
  const photos = rows.filter((r) => r.imageKey).length;
  if (photos >= INSIGHTS_MIN_OUTFITS) {
    insights.push({ type: 'color_preference', key: 'color_preference.photos', params: { photos }, title: 'Photo ratings on record', description: `${photos} of your ratings include a photo; colour patterns sharpen as you add more.`, confidence: confidence(photos) * 0.6, dataPoints: photos });
  }
  const weakest = partAvgs[partAvgs.length - 1];
  return {
    locked: false,
    totalOutfits: rows.length,
    averageRating: average,
    insights,
    improvementSuggestion: weakest ? `Give your ${weakest.name} more attention: it is your lowest-scoring part so far.` : null,
    improvementComponent: (weakest?.name as StyleInsights['improvementComponent']) ?? null,
  };
}

export async function getAchievements(ctx: CoreContext, user: UserModel): Promise<Achievement[]> {
  const facts = await badgeFacts(ctx.db, user.id, user.dayStreak);
  const unlocked = await UserBadgeModel.query(ctx.db).where({ userId: user.id });
  return achievementList(facts, new Map(unlocked.map((b) => [b.badgeId, b.unlockedAt])));
}

/** Profile counters, from the counters kept on the user row (no query: saveRatingResult maintains them). */
export function ratingCounters(user: UserModel, now: Date): Pick<Profile, 'totalRatings' | 'averageRating' | 'dayStreak'> {
  const total = user.ratingsDone ?? 0;
  return {
    totalRatings: total,
    averageRating: total > 0 ? round1(Number(user.ratingSum) / total) : 0,
    dayStreak: liveStreak(user, utcDay(now)),
  };
}
