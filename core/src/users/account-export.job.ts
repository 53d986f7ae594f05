import { EXPORT_STAGE_PERCENT, type ExportStage } from '@fitrater/contracts';
import type { CoreContext } from '../context';
import { queueMail, sendQueuedMail } from '../mail';
import { trackedJob, type StageReporter } from '../tracked-job';
import { AccountExportModel } from './account-export.model';
import { findExport, markExportFailed, markExportReady } from './account-export.repository';
import { accountArchive } from './account-export-archive';
import { UserModel } from './user.model';

/** How long a ready archive can be downloaded; then the maintenance job deletes it. */
export const EXPORT_TTL_MS = 24 * 3600 * 1000;
export const exportDownloadPath = (id: string) => `/api/user/export/${id}`;

/**
 * An account export is a tracked job: the row keeps its stage (what a reloading profile page reads)
 * and each stage goes out as `account.export.progress`. The row stays `pending` while it runs,
 * because the database allows one pending export per member and the member may not ask twice.
 */
export const accountExportJob = trackedJob<AccountExportModel, 'account.export.progress'>({
  model: AccountExportModel,
  event: () => 'account.export.progress',
  progress: (row, stage) => ({ exportId: row.id, stage, percent: EXPORT_STAGE_PERCENT[stage] }),
  statuses: { inFlight: ['pending'], processing: 'pending', done: 'ready' },
});

export type AccountExportOutcome = { status: 'ready'; bytes: number } | { status: 'failed' } | { status: 'missing' };

/** Writes the ZIP, marks the row ready for 24 hours and e-mails the member; undefined when the account went meanwhile. */
async function writeExport(ctx: CoreContext, row: AccountExportModel, stages: StageReporter<ExportStage>): Promise<AccountExportModel | undefined> {
  const user = await UserModel.query(ctx.db).findById(row.userId);
  if (!user) return undefined;
  const key = `users/${row.userId}/exports/${row.id}.zip`;
  let bytes: number;
  try {
    const archive = await accountArchive(ctx, row.userId);
    await stages.save('packing');
    bytes = await ctx.storage.putStream(key, archive);
  } catch (error) {
    await ctx.storage.delete(key).catch(() => undefined);
    throw error;
  }
  stages.announce('announcing');
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + EXPORT_TTL_MS);
  const marked = await ctx.db.transaction(async (trx) => {
    const ready = await markExportReady(trx, row.id, { fileKey: key, bytes, readyAt: now, expiresAt });
    if (!ready) return undefined;
    const url = `${ctx.config.publicUrl}/profile`;
    const outboxId = await queueMail(trx, { to: user.email, kind: 'export_ready', language: user.language, vars: { name: user.name, addressForm: user.addressForm, link: { url, date: expiresAt.toISOString().slice(0, 16).replace('T', ' ') + ' UTC' } }, userId: user.id });
    return { ready, outboxId };
  });
  // The account (and this row) may have been deleted while the archive was written: keep no file.
  if (!marked || !(await findExport(ctx.db, row.id))) {
    await ctx.storage.delete(key);
    return undefined;
  }
  await sendQueuedMail(ctx, marked.outboxId).catch(() => undefined); // the maintenance job re-sends a lost mail
  return marked.ready;
}

/**
 * The `account.export` job: writes the ZIP, marks it ready for 24 hours, tells the user over the
 * socket and by e-mail. A retry of a finished export only announces it again (the tracked job's resume).
 */
export async function runAccountExport(ctx: CoreContext, exportId: string): Promise<AccountExportOutcome> {
  return accountExportJob.run(ctx, exportId, {
    firstStage: 'collecting',
    produce: (row, stages) => writeExport(ctx, row, stages),
    finish: async (done) => {
      await ctx.publisher.publish(done.userId, 'account.export.ready', { exportId: done.id, status: 'ready', downloadUrl: exportDownloadPath(done.id), expiresAt: done.expiresAt!.toISOString() }).catch(() => undefined);
      return { status: 'ready', bytes: Number(done.bytes) };
    },
  });
}

/**
 * The one place that decides an export failed for good, asked by the handler and by the queue's
 * abandon hook: writing an archive has no refusal, so only the last attempt ends it. When it does,
 * the export ends failed (the member can ask again) and this returns true.
 */
export async function endExportIfFailedForGood(ctx: CoreContext, exportId: string, lastAttempt: boolean): Promise<boolean> {
  if (!lastAttempt) return false;
  await failAccountExport(ctx, exportId);
  return true;
}

/** Ends a pending export as failed and tells the user (once). */
export async function failAccountExport(ctx: CoreContext, exportId: string): Promise<void> {
  const row = await markExportFailed(ctx.db, exportId);
  if (!row) return;
  await ctx.publisher.publish(row.userId, 'account.export.ready', { exportId: row.id, status: 'failed', downloadUrl: null, expiresAt: null }).catch(() => undefined);
}
