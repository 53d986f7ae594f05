// One place per job decides that it failed for good (endRatingIfFailedForGood, endStylingIfFailedForGood):
// the job handler and the queue's "gave up" hook both ask it, so a final error, a last attempt and a
// transient error are judged alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { RatingModel, StylingFailure, UserModel, endRatingIfFailedForGood, endStylingIfFailedForGood, type CoreContext } from '@fitrater/core';
import { StylistRefusedError, StylistUnavailableError } from '@fitrater/stylist';
import { createTestEnvironment, type TestEnvironment } from '@fitrater/test-support';

let env: TestEnvironment;
let ctx: CoreContext;

async function processingRating(name: string): Promise<RatingModel> {
  const user = await UserModel.query(ctx.db).insertAndFetch({
    email: `${name}@failed.test`, name, passwordHash: '!', role: 'user', language: 'en', welcomeEmailStatus: 'disabled',
  });
  const [row] = await ctx.db('ratings')
    .insert({ userId: user.id, requestKey: name, occasion: 'work', contentHash: name.padEnd(64, 'x'), status: 'processing', stage: 'analysing' })
    .returning('*') as RatingModel[];
  return row!;
}

beforeAll(async () => {
  env = await createTestEnvironment();
  ctx = await env.readyContext();
}, 60_000);
afterAll(async () => env?.dispose());

describe('a rating failed for good', () => {
  it('ends at once on the stylist\'s refusal, with its code, even with attempts left', async () => {
    const rating = await processingRating('refused');
    expect(await endRatingIfFailedForGood(ctx, rating.id, new StylistRefusedError('NO_OUTFIT_FOUND', 'No outfit'), false)).toBe(true);
    expect(await RatingModel.query(ctx.db).findById(rating.id)).toMatchObject({ status: 'failed', errorCode: 'NO_OUTFIT_FOUND' });
  });

  it('is left to the queue\'s retry while attempts remain for any other error', async () => {
    const rating = await processingRating('transient');
    expect(await endRatingIfFailedForGood(ctx, rating.id, new StylistUnavailableError('down'), false)).toBe(false);
    expect(await RatingModel.query(ctx.db).findById(rating.id)).toMatchObject({ status: 'processing' });
  });

  it('ends on the last attempt, and a second verdict changes nothing', async () => {
    const rating = await processingRating('last');
    expect(await endRatingIfFailedForGood(ctx, rating.id, new StylistUnavailableError('down'), true)).toBe(true);
    const failed = await RatingModel.query(ctx.db).findById(rating.id);
    expect(failed).toMatchObject({ status: 'failed', errorCode: 'AI_UNAVAILABLE' });
    await endRatingIfFailedForGood(ctx, rating.id, new Error('again'), true);
    expect(await RatingModel.query(ctx.db).findById(rating.id)).toMatchObject({ status: 'failed', errorCode: 'AI_UNAVAILABLE', completedAt: failed!.completedAt });
  });
});

describe('a styling request failed for good', () => {
  async function processingRequest(name: string, paidWithCredit = false): Promise<{ id: string; userId: string }> {
    const user = await UserModel.query(ctx.db).insertAndFetch({
      email: `${name}@styling-failed.test`, name, passwordHash: '!', role: 'user', language: 'en', welcomeEmailStatus: 'disabled',
    });
    const id = randomUUID();
    await ctx.db('stylingRequests').insert({ id, userId: user.id, kind: 'suggest', status: 'processing', stage: 'composing', input: { paidWithCredit } });
    return { id, userId: user.id };
  }
  const statusOf = async (id: string) => (await ctx.db('stylingRequests').where({ id }).first() as { status: string; errorCode: string | null });

  it('ends at once on a styling failure and gives a spent free suggestion back', async () => {
    const request = await processingRequest('styling-final', true);
    expect(await endStylingIfFailedForGood(ctx, request.id, new StylingFailure('NOT_FOUND', 'The outfit was deleted.'), false)).toBe(true);
    expect(await statusOf(request.id)).toMatchObject({ status: 'failed', errorCode: 'NOT_FOUND' });
    expect(await UserModel.query(ctx.db).findById(request.userId)).toMatchObject({ freeSuggestionCredits: 1 });
  });

  it('is retried while attempts remain for any other error, and ends on the last one', async () => {
    const request = await processingRequest('styling-transient');
    expect(await endStylingIfFailedForGood(ctx, request.id, new StylistUnavailableError('down'), false)).toBe(false);
    expect(await statusOf(request.id)).toMatchObject({ status: 'processing' });
    expect(await endStylingIfFailedForGood(ctx, request.id, new StylistUnavailableError('down'), true)).toBe(true);
    expect(await statusOf(request.id)).toMatchObject({ status: 'failed', errorCode: 'AI_UNAVAILABLE' });
  });
});
