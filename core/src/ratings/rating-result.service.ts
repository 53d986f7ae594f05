import type { Knex } from 'knex';
import type { NewBadge, RatingOccasion, StylistAnswer } from '@fitrater/contracts';
import type { CoreContext } from '../context';
import { RatingModel, UserBadgeModel } from './rating.model';
import { UserModel } from '../users/user.model';
import { earnedBadges, toNewBadge, type BadgeFacts } from './badges';
import { nextStreak, utcDay } from './streak';
import { completeReferralOnRating } from '../community/referrals/referral.service';

interface HistoryStats {
  ratings: number;
  best: number;
  occasions: RatingOccasion[] | null;
  /** Badges the user already holds. */
  held: string[];
}

/** The user's finished ratings summed up, and the badges they hold, in one query. */
async function ratingHistory(db: Knex, userId: string): Promise<HistoryStats> {
  const { rows } = await db.raw<{ rows: HistoryStats[] }>(
    `select count(*)::int as ratings, coalesce(max(overall_rating), 0)::float as best, array_agg(distinct occasion) as occasions,
       array(select badge_id from user_badges where user_id = ?) as held
     from ratings where user_id = ? and status = 'done'`,
    [userId, userId],
  );
  return rows[0] ?? { ratings: 0, best: 0, occasions: [], held: [] };
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

/** Badge facts from the user's finished ratings, in one query; `plus` adds a rating not yet marked done. */
export async function badgeFacts(
  db: Knex,
  userId: string,
  streak: number,
  plus?: { overallRating: number; occasion: RatingOccasion },
): Promise<BadgeFacts> {
  return factsOf(await ratingHistory(db, userId), streak, plus);
}

/**
 * Stores a finished rating in one transaction: the result, the day streak,
 * the badges it unlocks, and the usage it holds. The user row is locked so
 * two ratings finishing together count the streak and badges once; the final
 * conditional update makes a repeated save (job retried after a crash) a no-op.
 */
export async function saveRatingResult(
  ctx: CoreContext,
  rating: Pick<RatingModel, 'id' | 'userId' | 'occasion'>,
  answer: StylistAnswer,
  meta: { engine: string; engineMs: number },
): Promise<RatingModel> {
  const saved = await ctx.db.transaction(async (trx) => {
    const user = await UserModel.query(trx).findById(rating.userId).forUpdate();
    if (!user) throw new Error(`User of rating ${rating.id} disappeared`);
    const now = ctx.now();
    const streak = nextStreak(user, utcDay(now));
    const history = await ratingHistory(trx, user.id);
    const facts = factsOf(history, streak.dayStreak, { overallRating: answer.overallRating, occasion: rating.occasion });
    // Only badges not held yet are inserted (most ratings unlock none: no statement then). A badge
    // unlocks once: the primary key (user, badge) ignores an award that raced in; one statement for all.
    const held = new Set(history.held);
    const earned = earnedBadges(facts).filter((def) => !held.has(def.id));
    const inserted = earned.length
      ? ((await trx(UserBadgeModel.tableName)
          .insert(earned.map((def) => ({ userId: user.id, badgeId: def.id, ratingId: rating.id, unlockedAt: now })))
          .onConflict(['userId', 'badgeId'])
          .ignore()
          .returning('badgeId')) as Array<{ badgeId: string }>)
      : [];
    const fresh = new Set(inserted.map((row) => row.badgeId));
    const newBadges: NewBadge[] = earned.filter((def) => fresh.has(def.id)).map(toNewBadge);

    // The profile's counters stay on the row (one read for the profile), updated in the statement that
    // marks the rating done and under the same condition, so they never drift and it costs no round trip.
    // The condition reads the rating as the statement starts: with the user row locked above, no other
    // save of this rating can mark it done meanwhile (every save takes that lock first).
    const counted = trx(UserModel.tableName)
      .update({
        dayStreak: streak.dayStreak,
        lastRatingDay: streak.lastRatingDay,
        ratingsDone: trx.raw('ratings_done + 1'),
        ratingSum: trx.raw('rating_sum + ?', [answer.overallRating]),
      })
      .where({ id: user.id })
      .whereExists(trx(RatingModel.tableName).select(trx.raw('1')).where({ id: rating.id }).whereNot({ status: 'done' }));
    const [saved] = (await RatingModel.query(trx)
      .with('counted', counted)
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
        dayStreak: streak.dayStreak,
        isNewDay: streak.isNewDay,
        newBadges,
        completedAt: now,
      })
      .where({ id: rating.id })
      .whereNot({ status: 'done' })
      .returning('*')) as unknown as RatingModel[];
    // Saved already by an earlier attempt: the badges it earned exist, so nothing above changed anything.
    if (!saved) return null;
    // A friend's first finished rating completes their referral and rewards the referrer (issue 11).
    // The referral is made at sign-up and completed by the first finished rating, in the transaction
    // that counts it on the row: with ratings counted already there is none pending to look up.
    if (user.ratingsDone === 0) await completeReferralOnRating(trx, user.id, now);
    return saved;
  });
  return saved ?? (await RatingModel.query(ctx.db).findById(rating.id))!;
}
