import sharp from 'sharp';
import { StylistAnswer, normaliseAnswerScores, validatorOf, type Rating } from '@fitrater/contracts';
import type { CoreContext } from '../context';
import type { RatingModel } from './rating.model';
import { rateWithProvenance, StylistRefusedError, StylistUnavailableError, type PreparedImage, type Stylist } from '@fitrater/stylist';
import { prepareImage } from './prepare-image';
import { ratingJob } from './rating-progress';
import { saveRatingResult } from './rating-result.service';
import type { ResultBasis } from './rating-result.repository';
import { failRatingRow, saveAnalysingAndRead, savePreparedImageKey } from './rating-job.repository';
import { toApiRating } from './rating-view';
import { putRatingFile } from './rating-files';

export const AI_UNAVAILABLE_MESSAGE = 'AI Service Temporarily Unavailable. Your rating was not counted; please try again.';

async function preparedImageOf(ctx: CoreContext, rating: RatingModel): Promise<PreparedImage | null> {
  if (!rating.imageKey) return null;
  const key = `users/${rating.userId}/ratings/${rating.id}/prepared.jpg`;
  const existing = rating.preparedImageKey ? await ctx.storage.get(rating.preparedImageKey) : null;
  if (existing) {
    const meta = await sharp(existing).metadata();
    return { bytes: existing, width: meta.width ?? 0, height: meta.height ?? 0, mimeType: 'image/jpeg' };
  }
  const original = await ctx.storage.get(rating.imageKey);
  if (!original) throw new Error(`Photo of rating ${rating.id} is missing`);
  const prepared = await prepareImage(original);
  // Kept only while the rating exists (it may be deleted, with its account, while the job runs).
  if (await putRatingFile(ctx, rating.id, key, prepared.bytes)) {
    await savePreparedImageKey(ctx.db, rating.id, key);
  }
  return prepared;
}

/**
 * The engine's answer for this content, from the cache or the engine; validated before use. The
 * statement that saves stage `analysing` also reads the cache and the user's result basis (their
 * streak, counters and badges), so the result can be saved later in one statement: one round trip.
 */
async function answerFor(ctx: CoreContext, rating: RatingModel, stylist: Stylist, image: PreparedImage | null) {
  const row = await saveAnalysingAndRead(ctx.db, rating, stylist.name);
  const { cachedAnswer = null, cachedModelRating = null, ...basis } = row ?? {};
  const known = row ? (basis as ResultBasis) : undefined;
  const answerCheck = validatorOf(StylistAnswer);
  if (answerCheck.Check(cachedAnswer)) {
    return { answer: cachedAnswer as StylistAnswer, engineMs: 0, fresh: false, basis: known, engine: stylist.name, modelRating: cachedModelRating, fallbackReason: null };
  }
  const started = performance.now();
  const rated = await rateWithProvenance(stylist, {
    image,
    description: rating.description,
    occasion: rating.occasion,
    customOccasion: rating.customOccasion,
    language: rating.language,
  });
  const engineMs = Math.round(performance.now() - started);
  const raw = rated.answer;
  const answer = answerCheck.Check(raw) ? normaliseAnswerScores(raw) : raw;
  if (!answerCheck.Check(answer)) throw new StylistUnavailableError('The stylist answered outside the rating schema');
  return { answer, engineMs, fresh: true, basis: known, engine: rated.engine, modelRating: rated.modelRating, fallbackReason: rated.fallbackReason };
}

export type RateOutcome = { status: 'done'; rating: Rating } | { status: 'failed' } | { status: 'missing' };

/**
 * The `outfit.rate` job. Every stage is published; the row keeps the stages a reconnecting client
 * reads (preparing, analysing, done), and the result is stored in one statement. Idempotent: a retry after a crash, or a duplicate job, finishes the same row once (and
 * re-announces a finished one). Round trips on the way to `rating.done` are few: the stage writes ride
 * along with the statements the job runs anyway, and the events are not waited for one by one.
 */
export async function rateOutfit(ctx: CoreContext, ratingId: string, stylist: Stylist): Promise<RateOutcome> {
  return ratingJob.run(ctx, ratingId, {
    firstStage: 'preparing',
    async produce(rating, stages) {
      const image = await preparedImageOf(ctx, rating);
      stages.announce('analysing');
      const { answer, engineMs, fresh, basis, engine, modelRating, fallbackReason } = await answerFor(ctx, rating, stylist, image);
      // Scoring and saving last no longer than the one statement that stores the result (and caches a
      // fresh answer): the row goes from analysing to done.
      stages.announce('scoring');
      stages.announce('saving');
      // The engine that answered (the built-in one when it stood in for the model), the model's own score beside the blend.
      return saveRatingResult(ctx, rating, answer, { engine, engineMs, cache: fresh, modelRating, fallbackReason }, basis);
    },
    async finish(saved) {
      const done = toApiRating(saved);
      await Promise.all([
        ctx.producer.enqueue('card.render', { ratingId }),
        ctx.publisher.publish(saved.userId, 'rating.done', { ratingId, result: done }).catch(() => undefined),
      ]);
      return { status: 'done', rating: done };
    },
  });
}

/** Ends a rating as failed, returns its quota unit (once), and tells the user. */
export async function failRating(ctx: CoreContext, ratingId: string, error: unknown): Promise<void> {
  const { code, message } = describeFailure(error);
  const row = await failRatingRow(ctx.db, ratingId, { code, message, at: ctx.now() });
  if (row) await ctx.publisher.publish(row.userId, 'rating.failed', { ratingId, error: { code, message } }).catch(() => undefined);
}

export function describeFailure(error: unknown): { code: string; message: string } {
  if (error instanceof StylistRefusedError) return { code: error.code, message: error.message };
  if (error instanceof StylistUnavailableError) return { code: 'AI_UNAVAILABLE', message: AI_UNAVAILABLE_MESSAGE };
  return { code: 'RATING_FAILED', message: 'Rating failed. Your rating was not counted; please try again.' };
}

/**
 * The one place that decides a rating failed for good: the stylist's refusal is final at once,
 * anything else only on the last attempt (the handler's last try, or the queue giving up on a job
 * that stalled too often). When it is, the rating ends failed (failRating: quota unit back, the user
 * told) and this returns true; otherwise the queue retries.
 */
export async function endRatingIfFailedForGood(ctx: CoreContext, ratingId: string, error: unknown, lastAttempt: boolean): Promise<boolean> {
  if (!lastAttempt && !(error instanceof StylistRefusedError)) return false;
  await failRating(ctx, ratingId, error);
  return true;
}
