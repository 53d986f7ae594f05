import type { Readable } from 'node:stream';
import type { AccountExport } from '@fitrater/contracts';
import type { CoreContext } from '../context';
import { AppError } from '@fitrater/platform';
import { queueMail, sendQueuedMail } from '../mail';
import type { AccountExportModel } from './account-export.model';
import {
  deleteExport, dueExports, failStalePendingExports, findExport, insertPendingExport, latestExportRow, markExportExpired, markExportFailed, markExportReady,
} from './account-export.repository';
import { accountArchive } from './account-export-archive';
import { UserModel } from './user.model';

/** How long a ready archive can be downloaded; then the maintenance job deletes it. */
export const EXPORT_TTL_MS = 24 * 3600 * 1000;
export const exportDownloadPath = (id: string) => `/api/user/export/${id}`;

export function toApiExport(row: AccountExportModel, now: Date): AccountExport {
  const expired = row.status === 'ready' && row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime();
  const status = expired ? 'expired' : row.status;
  return {
    id: row.id,
    status,
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

/**
 * The `account.export` job: writes the ZIP, marks it ready for 24 hours, tells the user over the
 * socket and by e-mail. Idempotent: a retry of a finished export only re-announces it.
 */
export async function runAccountExport(ctx: CoreContext, exportId: string): Promise<{ status: string; bytes?: number }> {
  const row = await findExport(ctx.db, exportId);
  if (!row) return { status: 'missing' };
  const user = await UserModel.query(ctx.db).findById(row.userId);
  if (!user) return { status: 'missing' };
  if (row.status !== 'pending') return { status: row.status };
  const key = `users/${row.userId}/exports/${row.id}.zip`;
  let bytes: number;
  try {
    bytes = await ctx.storage.putStream(key, await accountArchive(ctx, row.userId));
  } catch (error) {
    await ctx.storage.delete(key).catch(() => undefined);
    throw error;
  }
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + EXPORT_TTL_MS);
  const outboxId = await ctx.db.transaction(async (trx) => {
    if (!(await markExportReady(trx, row.id, { fileKey: key, bytes, readyAt: now, expiresAt }))) return null;
    const url = `${ctx.config.publicUrl}/profile`;
    return queueMail(trx, { to: user.email, kind: 'export_ready', language: user.language, vars: { name: user.name, addressForm: user.addressForm, link: { url, date: expiresAt.toISOString().slice(0, 16).replace('T', ' ') + ' UTC' } }, userId: user.id });
  });
  // The account (and this row) may have been deleted while the archive was written: keep no file.
  if (!outboxId || !(await findExport(ctx.db, row.id))) {
    await ctx.storage.delete(key);
    return { status: 'gone' };
  }
  await sendQueuedMail(ctx, outboxId).catch(() => undefined); // the maintenance job re-sends a lost mail
  await ctx.publisher.publish(row.userId, 'account.export.ready', { exportId: row.id, status: 'ready', downloadUrl: exportDownloadPath(row.id), expiresAt: expiresAt.toISOString() }).catch(() => undefined);
  return { status: 'ready', bytes };
}

/** After the job's last attempt failed: the user can ask again. */
export async function failAccountExport(ctx: CoreContext, exportId: string): Promise<void> {
  const row = await findExport(ctx.db, exportId);
  if (!row || row.status !== 'pending') return;
  await markExportFailed(ctx.db, row.id);
  await ctx.publisher.publish(row.userId, 'account.export.ready', { exportId: row.id, status: 'failed', downloadUrl: null, expiresAt: null }).catch(() => undefined);
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
