import { refreshTrends } from '@fitrater/core';
import { selectStylingEngine } from '@fitrater/providers';
import type { JobHandler } from './types';

/** trends.refresh: the operator's or the weekly scheduler's refresh of the trend catalogue (no user behind it). */
export const trendsRefreshHandler: JobHandler<'trends.refresh'> = ({ season, timeframe }, { ctx }) =>
  refreshTrends(ctx, { season, timeframe }, selectStylingEngine(ctx.config, ctx.logger, ctx.redis));
