/**
 * "Download my data": an export row is `pending` while it waits and while it is written (one pending
 * export per member), then `ready` for 24 hours, `failed`, or `expired` once its file is deleted.
 */
export const EXPORT_STATUSES = ['pending', 'ready', 'failed', 'expired'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/**
 * Stages saved on the export row as the job moves (the socket's `account.export.progress` is the fast
 * path): reading the member's data, writing the archive to storage, telling the member.
 */
export const EXPORT_STAGES = ['queued', 'collecting', 'packing', 'announcing', 'done', 'failed'] as const;
export type ExportStage = (typeof EXPORT_STAGES)[number];
export const EXPORT_STAGE_PERCENT: Record<ExportStage, number> = {
  queued: 5, collecting: 15, packing: 40, announcing: 90, done: 100, failed: 100,
};
