import { isUniqueViolation } from '@fitrater/platform';
import type { CoreContext } from '../context';
import { AccountExportModel } from './account-export.model';

// The SQL of account exports: the export row (one pending per user, enforced by the database), its
// move to ready, failed or expired, and the reads of it. What the archive holds is in
// account-export-archive.ts; when an export may be read or downloaded, in account-export.service.ts.

type Db = CoreContext['db'];

/** A pending export for the user; null while another one is pending (the unique index decides). */
export async function insertPendingExport(db: Db, userId: string): Promise<AccountExportModel | null> {
  try {
    return await AccountExportModel.query(db).insertAndFetch({ userId, status: 'pending' });
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

export async function deleteExport(db: Db, id: string): Promise<void> {
  await AccountExportModel.query(db).deleteById(id);
}

export async function findExport(db: Db, id: string): Promise<AccountExportModel | undefined> {
  return AccountExportModel.query(db).findById(id);
}

export async function latestExportRow(db: Db, userId: string): Promise<AccountExportModel | undefined> {
  return AccountExportModel.query(db).where({ userId }).orderBy('createdAt', 'desc').first();
}

/** A pending export becomes ready with its file; undefined when it was no longer pending. */
export async function markExportReady(db: Db, id: string, ready: { fileKey: string; bytes: number; readyAt: Date; expiresAt: Date }): Promise<AccountExportModel | undefined> {
  const { fileKey, bytes, readyAt, expiresAt } = ready;
  const [row] = await AccountExportModel.query(db).patch({ status: 'ready', stage: 'done', fileKey, bytes, readyAt, expiresAt }).where({ id, status: 'pending' }).returning('*');
  return row;
}

/** A pending export ends failed; undefined when it was not pending (already finished, failed or gone). */
export async function markExportFailed(db: Db, id: string): Promise<AccountExportModel | undefined> {
  const [row] = await AccountExportModel.query(db).patch({ status: 'failed', stage: 'failed' }).where({ id, status: 'pending' }).returning('*');
  return row;
}

/** Ready exports whose time is up at `now`. */
export async function dueExports(db: Db, now: Date): Promise<AccountExportModel[]> {
  return AccountExportModel.query(db).where({ status: 'ready' }).where('expiresAt', '<=', now);
}

export async function markExportExpired(db: Db, id: string): Promise<void> {
  await AccountExportModel.query(db).patch({ status: 'expired', fileKey: null }).where({ id });
}

/** Pending exports created before `createdBefore` lost their job: they end failed. */
export async function failStalePendingExports(db: Db, createdBefore: Date): Promise<void> {
  await AccountExportModel.query(db).patch({ status: 'failed', stage: 'failed' }).where({ status: 'pending' }).where('createdAt', '<', createdBefore);
}
