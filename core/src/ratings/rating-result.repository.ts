import type { Knex } from 'knex';
import { raw } from 'objection';
import type { NewBadge, RatingOccasion, StylistAnswer } from '@fitrater/contracts';
import { RatingCacheModel, RatingModel, UserBadgeModel } from './rating.model';
import { UserModel } from '../users';
import type { StreakUpdate } from './streak';

// The SQL of saving a finished rating: reading what it is counted against and the one statement that
// counts it. The rules (streak, badges, who hears of a first rating) are in rating-result.service.ts.

export interface HistoryStats {
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

export type RatingToSave = Pick<RatingModel, 'id' | 'userId' | 'occasion' | 'contentHash'>;
export interface ResultMeta {
  engine: string;
  engineMs: number;
  /** A fresh engine answer is cached by content in the same statement. */
  cache?: boolean;
  /** The model's own score when the answer blends it with the built-in engine's. */
  modelRating?: number | null;
  /** Why the built-in engine answered in the model's place. */
  fallbackReason?: string | null;
}

/** What a finished rating counts for, decided by the service from the basis. */
export interface CountedResult {
  streak: StreakUpdate;
  /** Badges not held yet that this rating earns. */
  earned: NewBadge[];
}

/**
 * The whole save as one statement (atomic by itself): the user's streak and counters, the badges it
 * unlocks, the answer cached by content, and the rating marked done with what it earned. It counts
 * only if the user's row is still the `basis` it was computed from (same `ratings_done` and last day)
 * and the rating is not done yet: otherwise nothing changes and it returns no row. What it counts
 * (`counted`: the new streak, the badges earned) is decided by the service (rating-result.service.ts).
 */
export function countResult(
  db: Knex, rating: RatingToSave, answer: StylistAnswer, meta: ResultMeta, basis: ResultBasis, counted: CountedResult, now: Date,
): Promise<RatingModel[]> {
  const { streak, earned } = counted;
  // A badge awarded meanwhile is ignored by the key (user, badge), and the rating lists only the ones this statement inserted.
  const countedRow = db(UserModel.tableName)
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
  let query = RatingModel.query(db).with('counted', countedRow).with('badges', badges);
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

/** Locks the member's row for the rest of `trx`: ratings of one member finishing together queue up. */
export async function lockMember(trx: Knex.Transaction, userId: string): Promise<void> {
  await trx(UserModel.tableName).where({ id: userId }).forUpdate().select('id');
}

export async function findRating(db: Knex, ratingId: string): Promise<RatingModel | undefined> {
  return RatingModel.query(db).findById(ratingId);
}
