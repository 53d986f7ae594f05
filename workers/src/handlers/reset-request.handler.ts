import { processPasswordResetRequest } from '@fitrater/core';
import type { JobHandler } from './types';

export const resetRequestHandler: JobHandler<'auth.reset.request'> = async ({ email }, { ctx }) => {
  // The outcome stays in the worker: the API answered identically either way.
  await processPasswordResetRequest(ctx, { email });
  return { done: true };
};
