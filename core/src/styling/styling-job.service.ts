import { Value } from 'typebox/value';
import {
  Combination, GeneratedOutfit, OutfitAdvice, STYLING_STAGE_PERCENT, type StylingOccasionId, type StylingRequest, type StylingStage,
} from '@fitrater/contracts';
import type { TSchema } from 'typebox';
import type { CoreContext } from '../context';
import { RatingModel } from '../ratings/rating.model';
import { UserModel } from '../users/user.model';
import { StylistUnavailableError } from '@fitrater/stylist';
import type { StylingEngine } from '@fitrater/stylist';
import { AI_UNAVAILABLE_MESSAGE } from '../ratings/rate-outfit.service';
import { bestRatedOutfits, loadStylingProfile, toRatedOutfit } from './styling-profile';
import { StylingRequestModel } from './styling.models';
import { toApiStylingRequest } from './styling-view';

/** Saves the stage on the row and publishes it (the row is what a reloading client reads). */
export async function reportStylingStage(ctx: CoreContext, row: Pick<StylingRequestModel, 'id' | 'userId' | 'kind'>, stage: StylingStage): Promise<void> {
  const event = row.kind === 'trends' ? 'trends.progress' : 'styling.progress';
  await Promise.all([
    StylingRequestModel.query(ctx.db).patch({ stage, status: 'processing' }).where({ id: row.id }).whereIn('status', ['queued', 'processing']),
    ctx.publisher.publish(row.userId, event, { requestId: row.id, stage, percent: STYLING_STAGE_PERCENT[stage] })
      .catch((error: Error) => ctx.logger.debug({ err: error.message }, 'styling progress not published')),
  ]);
}

const SCHEMA: Record<'generate' | 'combine' | 'suggest' | 'describe', TSchema> = {
  generate: GeneratedOutfit, combine: Combination, suggest: OutfitAdvice, describe: OutfitAdvice,
};

async function answer(ctx: CoreContext, row: StylingRequestModel, engine: StylingEngine): Promise<unknown> {
  const user = await UserModel.query(ctx.db).findById(row.userId);
  const language = user?.language ?? 'en';
  const profile = await loadStylingProfile(ctx, row.userId);
  await reportStylingStage(ctx, row, 'composing');
  const occasion = row.occasion as StylingOccasionId;
  switch (row.kind) {
    case 'generate':
      return engine.generate({ occasion, weather: row.weather, bodyType: row.bodyType, profile, language, seed: row.id });
    case 'combine':
      return engine.combine({ occasion, outfits: await bestRatedOutfits(ctx, row.userId, 8), profile, language, seed: row.id });
    case 'suggest': {
      const rating = row.outfitId ? await RatingModel.query(ctx.db).findOne({ id: row.outfitId, userId: row.userId }) : undefined;
      if (!rating) throw new StylingFailure('NOT_FOUND', 'The outfit was deleted before the advice was ready.');
      return engine.suggest({ outfit: toRatedOutfit(rating), description: null, occasion: rating.occasion, profile, language, seed: row.id });
    }
    case 'describe':
      return engine.suggest({ outfit: null, description: String(row.input.description ?? ''), occasion: row.occasion ?? 'general', profile, language, seed: row.id });
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
 * A styling job (styling.generate / combine / suggest): every stage saved and published, the
 * engine's answer checked against its schema before it is stored. Idempotent: a duplicate or
 * retried job finishes the same row once (and re-announces a finished one).
 */
export async function runStylingRequest(ctx: CoreContext, requestId: string, engine: StylingEngine): Promise<StylingOutcome> {
  const row = await StylingRequestModel.query(ctx.db).findById(requestId);
  if (!row) return { status: 'missing' };
  if (row.status === 'failed') return { status: 'failed' };
  let done = row;
  if (row.status !== 'done') {
    await reportStylingStage(ctx, row, 'reading');
    const started = performance.now();
    const result = await answer(ctx, row, engine);
    const engineMs = Math.round(performance.now() - started);
    await reportStylingStage(ctx, row, 'checking');
    const schema = SCHEMA[row.kind as keyof typeof SCHEMA];
    if (!Value.Check(schema, result)) throw new StylistUnavailableError('The stylist answered outside the styling schema');
    await reportStylingStage(ctx, row, 'saving');
    done = await StylingRequestModel.query(ctx.db).patchAndFetchById(requestId, {
      status: 'done', stage: 'done', result, engine: engine.name, engineMs, completedAt: ctx.now(),
    });
  }
  const view = toApiStylingRequest(done);
  await ctx.publisher.publish(row.userId, 'styling.done', { requestId, result: view }).catch(() => undefined);
  return { status: 'done', request: view };
}

export function describeStylingFailure(error: unknown): { code: string; message: string } {
  if (error instanceof StylingFailure) return { code: error.code, message: error.message };
  if (error instanceof StylistUnavailableError) return { code: 'AI_UNAVAILABLE', message: AI_UNAVAILABLE_MESSAGE.replace('Your rating was not counted; please', 'Please') };
  return { code: 'STYLING_FAILED', message: 'Failed to generate suggestion. Please try again.' };
}

export const isFinalStylingFailure = (error: unknown) => error instanceof StylingFailure;

/** Ends a request as failed and tells the user (once). */
export async function failStylingRequest(ctx: CoreContext, requestId: string, error: unknown): Promise<void> {
  const { code, message } = describeStylingFailure(error);
  const rows = await StylingRequestModel.query(ctx.db)
    .patch({ status: 'failed', stage: 'failed', errorCode: code, errorMessage: message, completedAt: ctx.now() })
    .where({ id: requestId }).whereIn('status', ['queued', 'processing']).returning('*') as unknown as StylingRequestModel[];
  const row = rows[0];
  if (!row) return;
  // Trend generation failures use the same event: the /trends page listens for it by request id.
  await ctx.publisher.publish(row.userId, 'styling.failed', { requestId, error: { code, message } }).catch(() => undefined);
}
