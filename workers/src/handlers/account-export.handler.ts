import { failAccountExport, runAccountExport } from '@fitrater/core';
import type { JobHandler } from './types';

/** "Download my data": core writes the ZIP, marks it ready, e-mails and publishes `account.export.ready`. */
export const accountExportHandler: JobHandler<'account.export'> = async ({ exportId }, { ctx, finalAttempt }) => {
  try {
    return await runAccountExport(ctx, exportId);
  } catch (error) {
    if (!finalAttempt) throw error;
    await failAccountExport(ctx, exportId);
    return { status: 'failed' };
  }
};
