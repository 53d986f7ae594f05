import type { Readable } from 'node:stream';
import type { AccountExport } from '@fitrater/contracts';
import type { CoreContext } from '../context';
import { EXPORT_STAGE_PERCENT } from '@fitrater/contracts';
import { AppError } from '@fitrater/platform';
import type { AccountExportModel } from './account-export.model';
import {
  deleteExport, dueExports, failStalePendingExports, findExport, insertPendingExport, latestExportRow, markExportExpired,
} from './account-export.repository';
import { EXPORT_TTL_MS, exportDownloadPath } from './account-export.job';

export function toApiExport(row: AccountExportModel, now: Date): AccountExport {
  const expired = row.status === 'ready' && row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime();
  const status = expired ? 'expired' : row.status;
  return {
    id: row.id,
    status,
    stage: row.stage,
    percent: EXPORT_STAGE_PERCENT[row.stage],
    createdAt: row.createdAt.toISOString(),
    expiresAt: status === 'ready' ? row.expiresAt!.toISOString() : null,
    bytes: status === 'ready' && row.bytes !== null ? Number(row.bytes) : null,
    downloadUrl: status === 'ready' ? exportDownloadPath(row.id) : null,
  };
}

/** POST /api/user/export: one export at a time per user (the database decides: 409 while one is pending). */
export async function requestAccountExport(ctx: CoreContext, userId: string): Promise<AccountExport> {
  const row = await insertPendingExport(ctx.db, userId);
  if (!row) throw new AppError('EXPORT_PENDING');
  try {
    await ctx.producer.enqueue('account.export', { exportId: row.id });
  } catch (error) {
    await deleteExport(ctx.db, row.id);
    throw error;
  }
  return toApiExport(row, ctx.now());
}

export async function latestAccountExport(ctx: CoreContext, userId: string): Promise<AccountExport | null> {
  const row = await latestExportRow(ctx.db, userId);
  return row ? toApiExport(row, ctx.now()) : null;
}

/** The archive, to its owner only, while it is ready and not expired (anything else: 404). */
export async function openAccountExport(ctx: CoreContext, userId: string, exportId: string): Promise<{ stream: Readable; bytes: number | null; createdAt: Date }> {
  const row = await findExport(ctx.db, exportId);
  const live = row && row.userId === userId && row.status === 'ready' && row.fileKey && row.expiresAt && row.expiresAt.getTime() > ctx.now().getTime();
  const stream = live ? await ctx.storage.readStream(row.fileKey!) : null;
  if (!row || !stream) throw new AppError('NOT_FOUND', 'No such export (exports can be downloaded for 24 hours)');
  return { stream, bytes: row.bytes === null ? null : Number(row.bytes), createdAt: row.createdAt };
}

/** Maintenance: archives past their 24 hours are deleted (the row stays, as `expired`). */
export async function expireAccountExports(ctx: CoreContext): Promise<number> {
  const now = ctx.now();
  const due = await dueExports(ctx.db, now);
  for (const row of due) {
    if (row.fileKey) await ctx.storage.delete(row.fileKey);
    await markExportExpired(ctx.db, row.id);
  }
  // A pending export older than a day lost its job: let the user ask again.
  await failStalePendingExports(ctx.db, new Date(now.getTime() - EXPORT_TTL_MS));
  return due.length;
}
