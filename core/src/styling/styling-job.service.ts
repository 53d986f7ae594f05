import {
  Combination, DEFAULT_ADDRESS_FORM, GeneratedOutfit, OutfitAdvice, STYLING_STAGE_PERCENT, validatorOf, type StylingOccasionId, type StylingRequest, type StylingStage,
} from '@fitrater/contracts';
import type { CoreContext } from '../context';
import { findOwnRatingRow, AI_UNAVAILABLE_MESSAGE } from '../ratings';
import { UserModel } from '../users';
import { answeredBy, StylistUnavailableError } from '@fitrater/stylist';
import type { StylingEngine, StylistCallOptions } from '@fitrater/stylist';
import { bestRatedOutfits, loadStylingProfile, toRatedOutfit } from './styling-profile';
import { StylingRequestModel } from './styling.models';
import { failRequestRow, markRequestDone } from './styling-request.repository';

export { markRequestDone };
import { toApiStylingRequest } from './styling-view';
import { dressFromCloset } from '../garments';
import { trackedJob, type StageReporter } from '../tracked-job';

/**
 * Styling and trends requests are tracked jobs on one table: each stage is saved on the row (what a
 * reloading client reads) or only announced, as `styling.progress`, or `trends.progress` for a trends
 * request.
 */
export const stylingJob = trackedJob<StylingRequestModel, 'styling.progress' | 'trends.progress', 'kind'>({
  model: StylingRequestModel,
  event: (row) => (row.kind === 'trends' ? 'trends.progress' : 'styling.progress'),
  progress: (row, stage) => ({ requestId: row.id, stage, percent: STYLING_STAGE_PERCENT[stage] }),
});

export type StylingStages = StageReporter<StylingStage>;

/** The schema each kind of answer must meet (checked with its compiled validator). */
const ANSWER_SCHEMAS = { generate: GeneratedOutfit, combine: Combination, suggest: OutfitAdvice, describe: OutfitAdvice } as const;

async function answer(ctx: CoreContext, row: StylingRequestModel, stages: StylingStages, engine: StylingEngine, options: StylistCallOptions): Promise<unknown> {
  const user = await UserModel.query(ctx.db).findById(row.userId);
  const language = user?.language ?? 'en';
  const addressForm = user?.addressForm ?? DEFAULT_ADDRESS_FORM;
  const profile = await loadStylingProfile(ctx, row.userId);
  await stages.save('composing');
  const occasion = row.occasion as StylingOccasionId;
  switch (row.kind) {
    case 'generate':
      return engine.generate({ occasion, weather: row.weather, bodyType: row.bodyType, profile, language, addressForm, seed: row.id }, options);
    case 'combine':
      return engine.combine({ occasion, outfits: await bestRatedOutfits(ctx, row.userId, 8), profile, language, addressForm, seed: row.id }, options);
    case 'suggest': {
      const rating = row.outfitId ? await findOwnRatingRow(ctx.db, row.userId, row.outfitId) : undefined;
      if (!rating) throw new StylingFailure('NOT_FOUND', 'The outfit was deleted before the advice was ready.');
      return engine.suggest({ outfit: toRatedOutfit(rating), description: null, occasion: rating.occasion, profile, language, addressForm, seed: row.id }, options);
    }
    case 'describe':
      return engine.suggest({ outfit: null, description: String(row.input.description ?? ''), occasion: row.occasion ?? 'general', profile, language, addressForm, seed: row.id }, options);
    default:
      throw new Error(`Not a styling request: ${row.kind}`);
  }
}

/** A failure that ends the request at once (no retry): the message is shown to the user. */
export class StylingFailure extends Error {
  constructor(readonly code: string, message: string) {
    super(message);
    this.name = 'StylingFailure';
  }
}

export type StylingOutcome = { status: 'done'; request: StylingRequest } | { status: 'failed' } | { status: 'missing' };

/**
 * The life every stored request job shares (styling and trends), the tracked job's: a pending
 * request is claimed with its first stage, 'reading', saved in the same statement (one round trip
 * before the work starts) and produced once; `produce` starts from there. A finished one (a retried
 * or duplicate job) is announced again, so a client that missed the event still hears it.
 */
export function runStoredRequest(
  ctx: CoreContext,
  requestId: string,
  produce: (row: StylingRequestModel, stages: StylingStages) => Promise<StylingRequestModel>,
  announce: (done: StylingRequestModel) => Promise<StylingOutcome>,
): Promise<StylingOutcome> {
  return stylingJob.run(ctx, requestId, { firstStage: 'reading', produce, finish: announce });
}

/** Runs the engine's part of a job, timed (stored as engineMs: the overhead benches subtract it). */
export async function timedEngineCall<T>(call: () => Promise<T>): Promise<{ value: T; engineMs: number }> {
  const started = performance.now();
  const value = await call();
  return { value, engineMs: Math.round(performance.now() - started) };
}

/**
 * A styling job (styling.generate / combine / suggest): every stage saved and published, the
 * engine's answer checked against its schema before it is stored. Idempotent (runStoredRequest).
 */
export function runStylingRequest(ctx: CoreContext, requestId: string, engine: StylingEngine): Promise<StylingOutcome> {
  return runStoredRequest(ctx, requestId, async (row, stages) => {
    const answered = answeredBy(engine);
    const { value: raw, engineMs } = await timedEngineCall(() => answer(ctx, row, stages, engine, answered.options));
    const result = await dressFromCloset(ctx, row, raw);
    stages.announce('checking');
    if (!validatorOf(ANSWER_SCHEMAS[row.kind as keyof typeof ANSWER_SCHEMAS]).Check(result)) throw new StylistUnavailableError('The stylist answered outside the styling schema');
    stages.announce('saving');
    return markRequestDone(ctx.db, requestId, { result, engine: answered.engine, engineMs, at: ctx.now() });
  }, async (done) => {
    const view = toApiStylingRequest(done);
    await ctx.publisher.publish(done.userId, 'styling.done', { requestId, result: view }).catch(() => undefined);
    return { status: 'done', request: view };
  });
}

export function describeStylingFailure(error: unknown): { code: string; message: string } {
  if (error instanceof StylingFailure) return { code: error.code, message: error.message };
  if (error instanceof StylistUnavailableError) return { code: 'AI_UNAVAILABLE', message: AI_UNAVAILABLE_MESSAGE.replace('Your rating was not counted; please', 'Please') };
  return { code: 'STYLING_FAILED', message: 'Failed to generate suggestion. Please try again.' };
}

/**
 * The one place that decides a styling or trends request failed for good: a StylingFailure (the
 * outfit is gone, too few rated outfits) is final at once, anything else only on the last attempt
 * (the handler's last try, or the queue giving up on a stalled job). When it is, the request ends
 * failed (failStylingRequest: a spent credit back, the user told) and this returns true.
 */
export async function endStylingIfFailedForGood(ctx: CoreContext, requestId: string, error: unknown, lastAttempt: boolean): Promise<boolean> {
  if (!lastAttempt && !(error instanceof StylingFailure)) return false;
  await failStylingRequest(ctx, requestId, error);
  return true;
}

/** Ends a request as failed and tells the user (once). */
export async function failStylingRequest(ctx: CoreContext, requestId: string, error: unknown): Promise<void> {
  const { code, message } = describeStylingFailure(error);
  const row = await failRequestRow(ctx.db, requestId, { code, message, at: ctx.now() });
  if (!row) return;
  // Trend generation failures use the same event: the /trends page listens for it by request id.
  await ctx.publisher.publish(row.userId, 'styling.failed', { requestId, error: { code, message } }).catch(() => undefined);
}
