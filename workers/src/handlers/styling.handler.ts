import { failStylingRequest, isFinalStylingFailure, runStylingRequest, runTrendGeneration } from '@fitrater/core';
import { selectStylingEngine } from '@fitrater/providers';
import type { HandlerContext, JobHandler } from './types';

/**
 * styling.generate / styling.combine / styling.suggest / trends.generate: one handler shape.
 * The engine comes from AI_PROVIDER; a last attempt or a final failure ends the request and
 * tells the user, earlier failures are retried by the queue.
 */
async function run(requestId: string, { ctx, finalAttempt }: HandlerContext, trends: boolean): Promise<unknown> {
  const engine = selectStylingEngine(ctx.config, ctx.logger, ctx.redis);
  try {
    return trends ? await runTrendGeneration(ctx, requestId, engine) : await runStylingRequest(ctx, requestId, engine);
  } catch (error) {
    if (finalAttempt || isFinalStylingFailure(error)) {
      await failStylingRequest(ctx, requestId, error);
      return { status: 'failed' };
    }
    throw error;
  }
}

export const stylingSuggestHandler: JobHandler<'styling.suggest'> = ({ requestId }, h) => run(requestId, h, false);
export const stylingGenerateHandler: JobHandler<'styling.generate'> = ({ requestId }, h) => run(requestId, h, false);
export const stylingCombineHandler: JobHandler<'styling.combine'> = ({ requestId }, h) => run(requestId, h, false);
export const trendsGenerateHandler: JobHandler<'trends.generate'> = ({ requestId }, h) => run(requestId, h, true);
