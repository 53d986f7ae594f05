import { readdir, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { CoreContext } from '../context';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A rating's photo is stored a moment before its row is inserted: younger folders are left alone. */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;

async function subfolders(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir, { withFileTypes: true })).filter((e) => e.isDirectory() && UUID.test(e.name)).map((e) => e.name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

async function existing(ctx: CoreContext, table: 'users' | 'ratings', ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await ctx.db(table).select('id').whereIn('id', ids) as { id: string }[];
  return new Set(rows.map((r) => r.id));
}

async function oldEnough(path: string, now: Date): Promise<boolean> {
  const info = await stat(path).catch(() => null);
  return Boolean(info && now.getTime() - info.mtimeMs > ORPHAN_GRACE_MS);
}

/**
 * Files in the data folder whose row is gone: the folder of a deleted account
 * (`media/users/<id>/`), and a deleted rating's folder (`media/users/<id>/ratings/<rating>/`),
 * e.g. written by a job that finished after the deletion. Returns how many folders were removed.
 */
export async function sweepOrphanFiles(ctx: CoreContext): Promise<number> {
  const now = ctx.now();
  const usersDir = resolve(ctx.config.dataDir, 'media', 'users');
  const userIds = await subfolders(usersDir);
  let removed = 0;
  for (let i = 0; i < userIds.length; i += 500) {
    const batch = userIds.slice(i, i + 500);
    const live = await existing(ctx, 'users', batch);
    for (const userId of batch) {
      const userDir = join(usersDir, userId);
      if (!live.has(userId)) {
        await rm(userDir, { recursive: true, force: true });
        removed += 1;
        continue;
      }
      const ratingIds = await subfolders(join(userDir, 'ratings'));
      const liveRatings = await existing(ctx, 'ratings', ratingIds);
      for (const ratingId of ratingIds.filter((id) => !liveRatings.has(id))) {
        const dir = join(userDir, 'ratings', ratingId);
        if (!(await oldEnough(dir, now))) continue;
        await rm(dir, { recursive: true, force: true });
        removed += 1;
      }
    }
  }
  return removed;
}
