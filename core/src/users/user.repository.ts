import type { Db } from '@fitrater/platform';
import { UserModel } from './user.model';

// The SQL of the user row: found by id or by address (case-insensitively), patched, and listed for
// operators. The signed-in read's prepared statement and cache are in auth/session.repository.ts and
// user-cache.ts; what a profile shows is in user.service.ts.

/** The user with this (already normalised) address, whatever its case in the row. */
export async function findUserRowByEmail(db: Db, normalisedEmail: string): Promise<UserModel | undefined> {
  return UserModel.query(db).whereRaw('lower(email) = ?', [normalisedEmail]).first();
}

export async function findUserRow(db: Db, userId: string): Promise<UserModel | undefined> {
  return UserModel.query(db).findById(userId);
}

/** Patches the user row and returns it; undefined when there is no such user. */
export async function patchUserRow(db: Db, userId: string, changes: Partial<UserModel>): Promise<UserModel | undefined> {
  return UserModel.query(db).patchAndFetchById(userId, changes);
}

export async function setWelcomeEmailStatus(db: Db, userId: string, status: 'sent' | 'failed'): Promise<void> {
  await UserModel.query(db).patch({ welcomeEmailStatus: status }).where({ id: userId });
}

/** Users newest first, a page of them, whose address contains `search` (taken literally) when given. */
export async function listUserRows(db: Db, page: { limit: number; offset: number; search?: string }): Promise<UserModel[]> {
  const query = UserModel.query(db).orderBy('createdAt', 'desc').limit(page.limit).offset(page.offset);
  if (page.search) query.whereRaw('lower(email) like ?', [`%${page.search.toLowerCase().replace(/[%_]/g, '\\$&')}%`]);
  return query;
}
