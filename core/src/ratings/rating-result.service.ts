import type { Knex } from 'knex';
import type { NewBadge, StylistAnswer } from '@fitrater/contracts';
import type { CoreContext } from '../context';
import { RatingModel, UserBadgeModel, UserModel } from '../models';
import { earnedBadges, toNewBadge, type BadgeFacts } from './badges';
import { nextStreak, utcDay } from './streak';

/** Badge facts from the user's stored history (inside the saving transaction, so it includes this rating). */
export async function badgeFacts(db: Knex, userId: string, streak: number): Promise<BadgeFacts> {
  const [stats] = (await RatingModel.query(db)
    .where({ userId, status: 'done' })
    .select(db.raw('count(*)::int as ratings'), db.raw('coalesce(max(overall_rating), 0) as best'))) as unknown as Array<{ ratings: number; best: number }>;
  const occasions = await RatingModel.query(db).distinct('occasion').where({ userId, status: 'done' });
  return {
    ratings: stats?.ratings ?? 0,
    streak,
    bestScore: Math.round(Number(stats?.best ?? 0) * 10),
    occasions: occasions.map((o) => o.occasion),
  };
}

/**
 * Stores a finished rating in one transaction: the result, the day streak,
 * the badges it unlocks, and the usage it holds. The user row is locked so
 * two ratings finishing together count the streak and badges once.
 */
export async function saveRatingResult(
  ctx: CoreContext,
  ratingId: string,
  answer: StylistAnswer,
  meta: { engine: string; engineMs: number },
): Promise<RatingModel> {
  return ctx.db.transaction(async (trx) => {
    const rating = await RatingModel.query(trx).findById(ratingId).forUpdate();
    if (!rating) throw new Error(`Rating ${ratingId} disappeared`);
    if (rating.status === 'done') return rating;
    const user = await UserModel.query(trx).findById(rating.userId).forUpdate();
    if (!user) throw new Error(`User of rating ${ratingId} disappeared`);

    const now = ctx.now();
    const streak = nextStreak(user, utcDay(now));
    await UserModel.query(trx).patch({ dayStreak: streak.dayStreak, lastRatingDay: streak.lastRatingDay }).where({ id: user.id });
    await RatingModel.query(trx)
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
        completedAt: now,
      })
      .where({ id: ratingId });

    const facts = await badgeFacts(trx, user.id, streak.dayStreak);
    const earned = earnedBadges(facts);
    const newBadges: NewBadge[] = [];
    for (const def of earned) {
      // A badge unlocks once: the primary key (user, badge) ignores a second award.
      const inserted = await trx(UserBadgeModel.tableName)
        .insert({ userId: user.id, badgeId: def.id, ratingId, unlockedAt: now })
        .onConflict(['userId', 'badgeId'])
        .ignore()
        .returning('badgeId');
      if (inserted.length > 0) newBadges.push(toNewBadge(def));
    }
    return RatingModel.query(trx).patchAndFetchById(ratingId, { newBadges });
  });
}
