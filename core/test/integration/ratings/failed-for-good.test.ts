// One place decides that a rating failed for good (endRatingIfFailedForGood): the job handler and the
// queue's "gave up" hook both ask it, so a refusal, a last attempt and a transient error are judged alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RatingModel, UserModel, endRatingIfFailedForGood, type CoreContext } from '@fitrater/core';
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
  ctx = env.context();
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
