import { endStylingIfFailedForGood, runStylingRequest, runTrendGeneration } from '@fitrater/core';
import { selectStylingEngine } from '@fitrater/providers';
import type { HandlerContext, JobHandler } from './types';

/**
 * styling.generate / styling.combine / styling.suggest / trends.generate: one handler shape.
 * The engine comes from AI_PROVIDER; endStylingIfFailedForGood decides whether a failure ends the
 * request or the queue retries it.
 */
async function run(requestId: string, { ctx, finalAttempt }: HandlerContext, trends: boolean): Promise<unknown> {
  const engine = selectStylingEngine(ctx.config, ctx.logger, ctx.redis);
  try {
    return trends ? await runTrendGeneration(ctx, requestId, engine) : await runStylingRequest(ctx, requestId, engine);
  } catch (error) {
    if (await endStylingIfFailedForGood(ctx, requestId, error, finalAttempt)) return { status: 'failed' };
    throw error;
  }
}

export const stylingSuggestHandler: JobHandler<'styling.suggest'> = ({ requestId }, h) => run(requestId, h, false);
export const stylingGenerateHandler: JobHandler<'styling.generate'> = ({ requestId }, h) => run(requestId, h, false);
export const stylingCombineHandler: JobHandler<'styling.combine'> = ({ requestId }, h) => run(requestId, h, false);
export const trendsGenerateHandler: JobHandler<'trends.generate'> = ({ requestId }, h) => run(requestId, h, true);
