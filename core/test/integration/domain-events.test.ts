// The reactions between domains run through the domain-event bus (core/src/reactions.ts): these
// prove each still happens, on real Postgres, and commits or rolls back with its cause.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StylistAnswer } from '@fitrater/contracts';
import {
  RatingModel, UserModel, deliverOutboxMail, onDomainEvent, profileOf, queueMail, saveRatingResult, type CoreContext, type DomainEvents,
} from '@fitrater/core';
import { createTestEnvironment, type TestEnvironment } from '@fitrater/test-support';

let env: TestEnvironment;
let ctx: CoreContext;
const NOW = new Date('2026-06-10T12:00:00Z');

const part = { status: 'visible' as const, rating: 7, description: 'fine' };
const answer: StylistAnswer = {
  overallRating: 8, emoji: '👍', summary: 'Good', feedback: 'Good fit.', confidence: 0.8,
  components: { top: part, bottom: part, footwear: part, accessories: part },
};

async function member(name: string) {
  return UserModel.query(ctx.db).insertAndFetch({
    email: `${name}@events.test`, name, passwordHash: '!', role: 'user', language: 'en', welcomeEmailStatus: 'disabled',
  });
}

/** A referred friend with one rating in progress, and the friend who referred them. */
async function referredFriendRating(name: string) {
  const referrer = await member(`${name}-referrer`);
  const friend = await member(name);
  await ctx.db('referrals').insert({ referrerId: referrer.id, referredUserId: friend.id, status: 'pending', createdAt: NOW });
  const [rating] = await ctx.db('ratings')
    .insert({ userId: friend.id, requestKey: `${name}-a`, occasion: 'work', contentHash: name.padEnd(64, 'x'), status: 'processing', stage: 'analysing' })
    .returning('*') as RatingModel[];
  return { referrer, friend, rating: rating! };
}

beforeAll(async () => {
  env = await createTestEnvironment();
  ctx = { ...(await env.readyContext()), now: () => NOW };
}, 60_000);
afterAll(async () => env?.dispose());

describe('reactions between domains', () => {
  it('a friend\'s first finished rating completes their referral and credits the referrer', async () => {
    const { referrer, friend, rating } = await referredFriendRating('first');
    const heard: DomainEvents['rating.firstCompleted'][] = [];
    const stop = onDomainEvent('rating.firstCompleted', (event) => { heard.push(event); });
    try {
      await saveRatingResult(ctx, rating, answer, { engine: 'test', engineMs: 5 });
    } finally { stop(); }

    expect(heard).toEqual([{ userId: friend.id, at: NOW }]);
    expect(await ctx.db('referrals').where({ referredUserId: friend.id }).first()).toMatchObject({ status: 'completed', rewarded: true });
    expect(await UserModel.query(ctx.db).findById(referrer.id)).toMatchObject({ freeSuggestionCredits: 1 });
    expect(await ctx.db('notifications').where({ userId: referrer.id, kind: 'referral_reward' }).count('* as n').first()).toEqual({ n: '1' });
  });

  it('rolls the rating back with a reaction that fails, so neither half is kept', async () => {
    const { friend, rating } = await referredFriendRating('failing');
    const stop = onDomainEvent('rating.firstCompleted', () => { throw new Error('reaction failed'); });
    try {
      await expect(saveRatingResult(ctx, rating, answer, { engine: 'test', engineMs: 5 })).rejects.toThrow('reaction failed');
    } finally { stop(); }

    expect(await RatingModel.query(ctx.db).findById(rating.id)).toMatchObject({ status: 'processing' });
    expect(await UserModel.query(ctx.db).findById(friend.id)).toMatchObject({ ratingsDone: 0 });
    expect(await ctx.db('referrals').where({ referredUserId: friend.id }).first()).toMatchObject({ status: 'pending' });
  });

  it('a second finished rating announces nothing', async () => {
    const { friend, rating } = await referredFriendRating('second');
    await saveRatingResult(ctx, rating, answer, { engine: 'test', engineMs: 5 });
    const [next] = await ctx.db('ratings')
      .insert({ userId: friend.id, requestKey: 'second-b', occasion: 'work', contentHash: 'second-b'.padEnd(64, 'x'), status: 'processing', stage: 'analysing' })
      .returning('*') as RatingModel[];
    const heard: unknown[] = [];
    const stop = onDomainEvent('rating.firstCompleted', (event) => { heard.push(event); });
    try {
      await saveRatingResult(ctx, next!, answer, { engine: 'test', engineMs: 5 });
    } finally { stop(); }
    expect(heard).toEqual([]);
  });

  it('the delivered welcome mail shows on the profile, with the rating counters ratings keeps', async () => {
    const user = await UserModel.query(ctx.db).insertAndFetch({
      email: 'welcome@events.test', name: 'Welcome', passwordHash: '!', role: 'user', language: 'en', welcomeEmailStatus: 'sending',
      ratingsDone: 2, ratingSum: 15, dayStreak: 4, lastRatingDay: '2026-06-09',
    });
    const outboxId = await queueMail(ctx.db, { to: user.email, kind: 'welcome', language: 'en', vars: { name: user.name }, userId: user.id });
    expect(await deliverOutboxMail(ctx, outboxId, true)).toBe('sent');

    const profile = await profileOf(ctx, (await UserModel.query(ctx.db).findById(user.id))!);
    expect(profile).toMatchObject({ welcomeEmailStatus: 'sent', totalRatings: 2, averageRating: 7.5, dayStreak: 4 });
  });
});
