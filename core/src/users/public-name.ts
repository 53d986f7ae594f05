import { checkDisplayName, checkHandle, NAME_MAX_LENGTH, suggestHandle, type NameCheck } from '@fitrater/contracts';
import type { Knex } from 'knex';
import { AppError, isUniqueViolation } from '@fitrater/platform';

function refuse(check: Exclude<NameCheck, { ok: true }>, handle: boolean): never {
  if (check.reason === 'reserved') throw new AppError('NAME_RESERVED');
  if (check.reason === 'tooShort') throw new AppError('NAME_TOO_SHORT');
  if (handle) throw new AppError('HANDLE_INVALID');
  throw new AppError('VALIDATION', 'Invalid request: name is too long');
}

/** The display name as kept (contracts/src/names.ts), or the 400 that says what is wrong with it. */
export function validDisplayName(raw: string): string {
  const check = checkDisplayName(raw, NAME_MAX_LENGTH);
  if (!check.ok) refuse(check, false);
  return check.name;
}

export function validHandle(raw: string): string {
  const check = checkHandle(raw);
  if (!check.ok) refuse(check, true);
  return check.name;
}

/** Sets the handle in a savepoint: a taken one (any letter case) is HANDLE_TAKEN and leaves the caller's transaction usable. */
async function trySetHandle(db: Knex, userId: string, handle: string): Promise<boolean> {
  try {
    await db.transaction((sp) => sp('users').where({ id: userId }).update({ handle }));
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** A new member's handle: suggested from the first name, with a number when that one is taken. */
export async function assignSuggestedHandle(db: Knex, userId: string, displayName: string): Promise<string> {
  const base = suggestHandle(displayName);
  for (let attempt = 0; attempt < 20; attempt++) {
    const candidate = attempt === 0 ? base : `${base}${Math.floor(10 ** (1 + Math.min(attempt, 4)) * Math.random())}`;
    if (await trySetHandle(db, userId, candidate)) return candidate;
  }
  const fallback = `${base}${userId.replace(/-/g, '').slice(0, 10)}`;
  await db('users').where({ id: userId }).update({ handle: fallback });
  return fallback;
}

/** The member changes their handle (same rules as names; unique ignoring letter case). */
export async function changeHandle(db: Knex, userId: string, raw: string): Promise<string> {
  const handle = validHandle(raw);
  if (!(await trySetHandle(db, userId, handle))) throw new AppError('HANDLE_TAKEN');
  return handle;
}
