import type { Knex } from 'knex';
import type { RatingOccasion, StylistAnswer } from '@fitrater/contracts';
import type { CoreContext } from '../context';
import type { RatingModel } from './rating.model';
import { earnedBadges, toNewBadge, type BadgeFacts } from './badges';
import { nextStreak, utcDay } from './streak';
import { emitDomainEvent } from '../domain-events';
import {
  countResult, findRating, lockMember, readResultBasis, type CountedResult, type HistoryStats, type ResultBasis, type ResultMeta, type RatingToSave,
} from './rating-result.repository';

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

/** What a finished rating counts for: the streak after it, and the badges it earns that are not held yet. */
function countedFor(basis: ResultBasis, rating: RatingToSave, answer: StylistAnswer, now: Date): CountedResult {
  const streak = nextStreak(basis, utcDay(now));
  const facts = factsOf(basis, streak.dayStreak, { overallRating: answer.overallRating, occasion: rating.occasion });
  const held = new Set(basis.held);
  return { streak, earned: earnedBadges(facts).filter((def) => !held.has(def.id)).map(toNewBadge) };
}

/**
 * The locking save: the user row is locked, so ratings of one user finishing together count the
 * streak and badges once, and a member's first finished rating is announced (`rating.firstCompleted`:
 * a friend's referral completes) in the transaction that counts it.
 */
async function saveLocked(ctx: CoreContext, rating: RatingToSave, answer: StylistAnswer, meta: ResultMeta): Promise<RatingModel | null> {
  return ctx.db.transaction(async (trx) => {
    await lockMember(trx, rating.userId);
    const basis = await readResultBasis(trx, rating.userId);
    if (!basis) throw new Error(`User of rating ${rating.id} disappeared`);
    const now = ctx.now();
    const [saved] = await countResult(trx, rating, answer, meta, basis, countedFor(basis, rating, answer, now), now);
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
    const now = ctx.now();
    const [saved] = await countResult(ctx.db, rating, answer, meta, basis, countedFor(basis, rating, answer, now), now);
    if (saved) return saved;
  }
  const current = await findRating(ctx.db, rating.id);
  if (!current) throw new Error(`Rating ${rating.id} disappeared`);
  if (current.status === 'done') return current;
  return (await saveLocked(ctx, rating, answer, meta)) ?? (await findRating(ctx.db, rating.id))!;
}
