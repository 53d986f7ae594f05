import { endExportIfFailedForGood, runAccountExport } from '@fitrater/core';
import type { JobHandler } from './types';

/**
 * "Download my data": core writes the ZIP, marks it ready, e-mails and publishes `account.export.ready`;
 * endExportIfFailedForGood decides whether a failure ends the export or the queue retries it.
 */
export const accountExportHandler: JobHandler<'account.export'> = async ({ exportId }, { ctx, finalAttempt }) => {
  try {
    return await runAccountExport(ctx, exportId);
  } catch (error) {
    if (await endExportIfFailedForGood(ctx, exportId, finalAttempt)) return { status: 'failed' };
    throw error;
  }
};
