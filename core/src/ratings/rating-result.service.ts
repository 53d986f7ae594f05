import type { Knex } from 'knex';
import { raw } from 'objection';
import type { NewBadge, RatingOccasion, StylistAnswer } from '@fitrater/contracts';
import type { CoreContext } from '../context';
import { RatingCacheModel, RatingModel, UserBadgeModel } from './rating.model';
import { UserModel } from '../users';
import { earnedBadges, toNewBadge, type BadgeFacts } from './badges';
import { nextStreak, utcDay } from './streak';
import { emitDomainEvent } from '../domain-events';

interface HistoryStats {
  ratings: number;
  best: number;
  occasions: RatingOccasion[] | null;
  /** Badges the user already holds. */
  held: string[];
}

/**
 * What a finished rating is counted against: the user's streak and counters as on their row, and
 * their finished ratings summed up with the badges they hold. `ratingsDone` is the row's version for
 * the optimistic save: every statement that marks a rating done increments it.
 */
export interface ResultBasis extends HistoryStats {
  dayStreak: number;
  lastRatingDay: string | null;
  ratingsDone: number;
}

/** The basis of one user, as SQL (one row, or none when the user is gone); `?` is the user id. */
const BASIS_SQL = `select u.day_streak, u.last_rating_day, u.ratings_done, h.ratings, h.best, h.occasions,
    array(select badge_id from user_badges where user_id = u.id) as held
  from users u, lateral (
    select count(*)::int as ratings, coalesce(max(overall_rating), 0)::float as best, array_agg(distinct occasion) as occasions
    from ratings where user_id = u.id and status = 'done') h
  where u.id = ?`;

/** The basis as a CTE, to read beside another statement the job runs anyway (no round trip of its own). */
export const basisQuery = (db: Knex, userId: string): Knex.Raw => db.raw(BASIS_SQL, [userId]);

export async function readResultBasis(db: Knex, userId: string): Promise<ResultBasis | undefined> {
  return (await db.with('basis', basisQuery(db, userId)).select('*').from('basis').first()) as ResultBasis | undefined;
}

function factsOf(stats: HistoryStats, streak: number, plus?: { overallRating: number; occasion: RatingOccasion }): BadgeFacts {
  const occasions = (stats.occasions ?? []).filter(Boolean);
  return {
    ratings: stats.ratings + (plus ? 1 : 0),
    streak,
    bestScore: Math.round(Math.max(stats.best, plus?.overallRating ?? 0) * 10),
    occasions: plus ? [...occasions, plus.occasion] : occasions,
  };
}

/** Badge facts from the user's finished ratings, in one query. */
export async function badgeFacts(db: Knex, userId: string, streak: number): Promise<BadgeFacts> {
  const basis = await readResultBasis(db, userId);
  return factsOf(basis ?? { ratings: 0, best: 0, occasions: [], held: [] }, streak);
}

type RatingToSave = Pick<RatingModel, 'id' | 'userId' | 'occasion' | 'contentHash'>;
interface ResultMeta {
  engine: string;
  engineMs: number;
  /** A fresh engine answer is cached by content in the same statement. */
  cache?: boolean;
  /** The model's own score when the answer blends it with the built-in engine's. */
  modelRating?: number | null;
  /** Why the built-in engine answered in the model's place. */
  fallbackReason?: string | null;
}

/**
 * The whole save as one statement (atomic by itself): the user's streak and counters, the badges it
 * unlocks, the answer cached by content, and the rating marked done with what it earned. It counts
 * only if the user's row is still the `basis` it was computed from (same `ratings_done` and last day)
 * and the rating is not done yet: otherwise nothing changes and it returns no row.
 */
function resultStatement(db: Knex, rating: RatingToSave, answer: StylistAnswer, meta: ResultMeta, basis: ResultBasis, now: Date) {
  const streak = nextStreak(basis, utcDay(now));
  const facts = factsOf(basis, streak.dayStreak, { overallRating: answer.overallRating, occasion: rating.occasion });
  // Only badges not held yet are inserted; a badge awarded meanwhile is ignored by the key (user, badge),
  // and the rating lists only the ones this statement inserted.
  const held = new Set(basis.held);
  const earned = earnedBadges(facts).filter((def) => !held.has(def.id)).map(toNewBadge);
  const counted = db(UserModel.tableName)
    .update({
      dayStreak: streak.dayStreak,
      lastRatingDay: streak.lastRatingDay,
      ratingsDone: db.raw('ratings_done + 1'),
      ratingSum: db.raw('rating_sum + ?', [answer.overallRating]),
    })
    .where({ id: rating.userId, ratingsDone: basis.ratingsDone })
    .whereRaw('last_rating_day is not distinct from ?::date', [basis.lastRatingDay])
    .whereExists(db(RatingModel.tableName).select(db.raw('1')).where({ id: rating.id }).whereNot({ status: 'done' }))
    .returning('id');
  const badges = db.raw(
    `insert into ${UserBadgeModel.tableName} (user_id, badge_id, rating_id, unlocked_at)
     select ?::uuid, badge_id, ?::uuid, ?::timestamptz from unnest(?::text[]) as badge_id where exists (select 1 from counted)
     on conflict (user_id, badge_id) do nothing returning badge_id`,
    [rating.userId, rating.id, now, earned.map((b) => b.badgeId)],
  );
  let query = RatingModel.query(db).with('counted', counted).with('badges', badges);
  if (meta.cache) {
    query = query.with('cached', db(RatingCacheModel.tableName)
      .insert({ contentHash: rating.contentHash, engine: meta.engine, answer: JSON.stringify(answer), modelRating: meta.modelRating ?? null })
      .onConflict(['contentHash', 'engine']).ignore());
  }
  return query
    .patch({
      status: 'done',
      stage: 'done',
      overallRating: answer.overallRating,
      emoji: answer.emoji,
      summary: answer.summary,
      feedback: answer.feedback,
      components: answer.components,
      confidence: answer.confidence,
      engine: meta.engine,
      engineMs: meta.engineMs,
      modelRating: meta.modelRating ?? null,
      engineFallback: meta.fallbackReason ?? null,
      dayStreak: streak.dayStreak,
      isNewDay: streak.isNewDay,
      newBadges: raw(
        `coalesce((select jsonb_agg(b.badge order by b.n) from jsonb_array_elements(?::jsonb) with ordinality as b(badge, n)
          where b.badge->>'badgeId' in (select badge_id from badges)), '[]'::jsonb)`,
        [JSON.stringify(earned satisfies NewBadge[])],
      ),
      completedAt: now,
    })
    .where({ id: rating.id })
    .whereNot({ status: 'done' })
    .whereExists(db.select(db.raw('1')).from('counted'))
    .returning('*') as unknown as Promise<RatingModel[]>;
}

/**
 * The locking save: the user row is locked, so ratings of one user finishing together count the
 * streak and badges once, and a member's first finished rating is announced (`rating.firstCompleted`:
 * a friend's referral completes) in the transaction that counts it.
 */
async function saveLocked(ctx: CoreContext, rating: RatingToSave, answer: StylistAnswer, meta: ResultMeta): Promise<RatingModel | null> {
  return ctx.db.transaction(async (trx) => {
    await trx(UserModel.tableName).where({ id: rating.userId }).forUpdate().select('id');
    const basis = await readResultBasis(trx, rating.userId);
    if (!basis) throw new Error(`User of rating ${rating.id} disappeared`);
    const now = ctx.now();
    const [saved] = await resultStatement(trx, rating, answer, meta, basis, now);
    if (!saved) return null;
    if (basis.ratingsDone === 0) await emitDomainEvent(ctx, 'rating.firstCompleted', { userId: rating.userId, at: now }, trx);
    return saved;
  });
}

/**
 * Stores a finished rating: the result, the day streak, the badges it unlocks and the counters on the
 * user row. With a `basis` read earlier (beside the job's cache read) it is one statement, counted only
 * if the user's row has not moved since; when it has (another of their ratings finished meanwhile), or
 * for the user's first finished rating (which may complete a referral), the save takes the user's lock
 * instead. Saving a rating that is already done (a job retried after a crash) changes nothing.
 */
export async function saveRatingResult(
  ctx: CoreContext,
  rating: RatingToSave,
  answer: StylistAnswer,
  meta: ResultMeta,
  basis?: ResultBasis,
): Promise<RatingModel> {
  if (basis && basis.ratingsDone > 0) {
    const [saved] = await resultStatement(ctx.db, rating, answer, meta, basis, ctx.now());
    if (saved) return saved;
  }
  const current = await RatingModel.query(ctx.db).findById(rating.id);
  if (!current) throw new Error(`Rating ${rating.id} disappeared`);
  if (current.status === 'done') return current;
  return (await saveLocked(ctx, rating, answer, meta)) ?? (await RatingModel.query(ctx.db).findById(rating.id))!;
}
