import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StylistAnswer } from '@fitrater/contracts';
import { RatingModel, UserModel, readResultBasis, saveRatingResult, type CoreContext } from '@fitrater/core';
import { createTestEnvironment, type TestEnvironment } from '@fitrater/test-support';

let env: TestEnvironment;
let ctx: CoreContext;
const NOW = new Date('2026-06-10T12:00:00Z');

const part = { status: 'visible' as const, rating: 7, description: 'fine' };
const answer = (overallRating: number): StylistAnswer => ({
  overallRating, emoji: '👍', summary: 'Good', feedback: 'Good fit.', confidence: 0.8,
  components: { top: part, bottom: part, footwear: part, accessories: part },
});

/** A user with one finished rating (7.0, casual, its badge held) and a two-day streak ending yesterday. */
async function regular(name: string) {
  const user = await UserModel.query(ctx.db).insertAndFetch({
    email: `${name}@results.test`, name, passwordHash: '!', role: 'user', language: 'en', welcomeEmailStatus: 'disabled',
    dayStreak: 2, lastRatingDay: '2026-06-09', ratingsDone: 1, ratingSum: 7,
  });
  await ctx.db('ratings').insert({ userId: user.id, requestKey: `${name}-old`, occasion: 'casual', contentHash: 'a'.repeat(64), status: 'done', stage: 'done', overallRating: 7, completedAt: '2026-06-09T10:00:00Z' });
  await ctx.db('userBadges').insert({ userId: user.id, badgeId: 'first-rating', unlockedAt: '2026-06-09T10:00:00Z' });
  return user;
}

async function processing(userId: string, key: string) {
  const [row] = await ctx.db('ratings').insert({ userId, requestKey: key, occasion: 'work', contentHash: key.padEnd(64, 'x'), status: 'processing', stage: 'analysing' }).returning('*');
  return row as RatingModel;
}

beforeAll(async () => {
  env = await createTestEnvironment();
  ctx = { ...(await env.readyContext()), now: () => NOW };
}, 60_000);
afterAll(async () => env?.dispose());

describe('saving a finished rating', () => {
  it('counts two ratings of one user that finish together once each, from the same (then stale) basis', async () => {
    const user = await regular('together');
    const [a, b] = [await processing(user.id, 'together-a'), await processing(user.id, 'together-b')];
    const basis = (await readResultBasis(ctx.db, user.id))!;
    expect(basis).toMatchObject({ ratingsDone: 1, dayStreak: 2, lastRatingDay: '2026-06-09', ratings: 1, held: ['first-rating'] });

    const saved = await Promise.all([
      saveRatingResult(ctx, a, answer(9.2), { engine: 'test', engineMs: 5 }, basis),
      saveRatingResult(ctx, b, answer(6), { engine: 'test', engineMs: 5 }, basis),
    ]);

    expect(saved.map((r) => r.status)).toEqual(['done', 'done']);
    const after = await UserModel.query(ctx.db).findById(user.id);
    // The streak extends once (today is a new day once), and both ratings are counted.
    expect(after).toMatchObject({ dayStreak: 3, lastRatingDay: '2026-06-10', ratingsDone: 3 });
    expect(Number(after!.ratingSum)).toBeCloseTo(7 + 9.2 + 6, 5);
    expect(saved.map((r) => r.isNewDay).sort()).toEqual([false, true]);
    // streak-3 unlocks once, listed by the rating that unlocked it; score-9 by the 9.2.
    const badges = await ctx.db('userBadges').where({ userId: user.id }).whereNot({ badgeId: 'first-rating' }).select('badgeId', 'ratingId');
    expect(badges.map((x) => x.badgeId).sort()).toEqual(['score-9', 'streak-3']);
    const listed = saved.flatMap((r) => r.newBadges.map((x) => `${x.badgeId}@${r.id}`)).sort();
    expect(listed).toEqual(badges.map((x) => `${x.badgeId}@${x.ratingId}`).sort());
  });

  it('changes nothing when the rating is saved again (a job retried after a crash)', async () => {
    const user = await regular('retried');
    const rating = await processing(user.id, 'retried-a');
    const basis = (await readResultBasis(ctx.db, user.id))!;
    const first = await saveRatingResult(ctx, rating, answer(8), { engine: 'test', engineMs: 5 }, basis);
    const again = await saveRatingResult(ctx, rating, answer(3), { engine: 'test', engineMs: 5 }, basis);
    const fresh = await saveRatingResult(ctx, rating, answer(3), { engine: 'test', engineMs: 5 }, (await readResultBasis(ctx.db, user.id))!);
    expect(again.overallRating).toBe(8);
    expect(fresh.overallRating).toBe(8);
    expect(first.completedAt).toEqual(again.completedAt);
    expect(await UserModel.query(ctx.db).findById(user.id)).toMatchObject({ ratingsDone: 2, dayStreak: 3 });
  });

  it('lists only the badges it inserted when one was awarded meanwhile, and caches a fresh answer', async () => {
    const user = await regular('raced');
    const rating = await processing(user.id, 'raced-a');
    const basis = (await readResultBasis(ctx.db, user.id))!;
    await ctx.db('userBadges').insert({ userId: user.id, badgeId: 'score-9', unlockedAt: NOW });
    const saved = await saveRatingResult(ctx, rating, answer(9.5), { engine: 'test', engineMs: 5, cache: true }, basis);
    expect(saved.newBadges.map((x) => x.badgeId)).toEqual(['streak-3']);
    expect(saved).toMatchObject({ status: 'done', stage: 'done', dayStreak: 3, isNewDay: true, engine: 'test' });
    const cached = await ctx.db('ratingCache').where({ contentHash: rating.contentHash, engine: 'test' }).first();
    expect(cached.answer.overallRating).toBe(9.5);
  });

  it("takes the user's lock for their first finished rating", async () => {
    const user = await UserModel.query(ctx.db).insertAndFetch({ email: 'first@results.test', name: 'First', passwordHash: '!', role: 'user', language: 'en', welcomeEmailStatus: 'disabled' });
    const rating = await processing(user.id, 'first-a');
    const basis = (await readResultBasis(ctx.db, user.id))!;
    expect(basis).toMatchObject({ ratingsDone: 0, ratings: 0, lastRatingDay: null });
    const saved = await saveRatingResult(ctx, rating, answer(5), { engine: 'test', engineMs: 5 }, basis);
    expect(saved.newBadges.map((x) => x.badgeId)).toEqual(['first-rating']);
    expect(await UserModel.query(ctx.db).findById(user.id)).toMatchObject({ ratingsDone: 1, dayStreak: 1, lastRatingDay: '2026-06-10' });
  });
});
