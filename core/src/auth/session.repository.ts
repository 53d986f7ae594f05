import type { CoreContext } from '../context';
import { SessionModel, type RevokeReason } from './session.model';
import { UserModel, userCacheOf, type CachedUserRow } from '../users';
import { preparedRows } from '@fitrater/platform';

type Db = CoreContext['db'];

// The SQL of sessions and of the signed-in read: the two prepared statements that resolve a token or
// a user id to the user row (with this month's usage), the user-row cache in front of them, and the
// session rows' writes. When a session expires, is refreshed or revoked is decided in session.service.ts.

export type UserRow = CachedUserRow;
export interface SessionUserRow extends UserRow {
  session_id: string;
  session_last_used_at: Date;
  session_created_at: Date;
}

// Raw SQL on the hot path, prepared once per connection: the query builder and model layers cost
// several times the query itself (measured in api/bench/profile.bench.ts). `users.*` keeps every
// column other issues add (preparedRows survives a migration that adds one).
const USER_BY_ID = `select u.*, uc.used as period_used from users u
  left join usage_counters uc on uc.user_id = u.id and uc.period = $1 where u.id = $2`;
const USER_BY_TOKEN = `select u.*, uc.used as period_used, s.id as session_id, s.last_used_at as session_last_used_at,
  s.created_at as session_created_at from sessions s join users u on u.id = s.user_id
  left join usage_counters uc on uc.user_id = u.id and uc.period = $1
  where s.token_hash = $2 and s.revoked_at is null and s.last_used_at > $3 and s.created_at > $4`;
const EXTRA_COLUMNS = new Set(['period_used', 'session_id', 'session_last_used_at', 'session_created_at']);

const camelKeys = new Map<string, string>();
function camel(key: string): string {
  let name = camelKeys.get(key);
  if (name === undefined) {
    name = key.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
    camelKeys.set(key, name);
  }
  return name;
}

/** The user model of a raw row (the read's own columns left out), without the model layer's validation. */
export function toUser(row: UserRow): UserModel {
  const json: Record<string, unknown> = {};
  for (const key in row) if (!EXTRA_COLUMNS.has(key)) json[camel(key)] = row[key];
  return UserModel.fromJson(json, { skipValidation: true });
}

async function firstRow<T>(ctx: CoreContext, name: string, sql: string, bindings: unknown[]): Promise<T | undefined> {
  return (await preparedRows<T>(ctx.db, name, sql, bindings))[0];
}

/** The user row with this month's usage: from the in-process user cache when it holds it, else one query. */
export async function userRowById(ctx: CoreContext, userId: string, period: string, now: Date, fresh: boolean): Promise<UserRow | undefined> {
  const cache = fresh ? undefined : userCacheOf(ctx);
  const hit = cache?.row(userId, period, now);
  if (hit) return hit;
  const epoch = cache?.epoch ?? 0;
  const row = await firstRow<UserRow>(ctx, 'fitrater_user_by_id', USER_BY_ID, [period, userId]);
  if (row) cache?.store(row, period, epoch, now);
  return row;
}

function withoutSessionColumns(row: SessionUserRow): UserRow {
  const { session_id: _id, session_last_used_at: _used, session_created_at: _created, ...user } = row;
  return user;
}

/**
 * The live session of a token hash (not revoked, used after `idleBefore`, created after
 * `createdBefore`) with its user row and this month's usage, in one query; the user row is kept in
 * the user cache for the next reads (unless `fresh`).
 */
export async function sessionUserByToken(
  ctx: CoreContext, lookup: { tokenHash: string; period: string; idleBefore: Date; createdBefore: Date; now: Date }, fresh: boolean,
): Promise<SessionUserRow | undefined> {
  const { tokenHash, period, idleBefore, createdBefore, now } = lookup;
  const userCache = fresh ? undefined : userCacheOf(ctx);
  const userEpoch = userCache?.epoch ?? 0;
  const row = await firstRow<SessionUserRow>(ctx, 'fitrater_user_by_token', USER_BY_TOKEN, [period, tokenHash, idleBefore, createdBefore]);
  if (row) userCache?.store(withoutSessionColumns(row), period, userEpoch, now);
  return row;
}

export async function insertSession(db: CoreContext['db'], session: { userId: string; tokenHash: string; userAgent: string | null }): Promise<void> {
  await SessionModel.query(db).insert(session);
}

/** Moves a session's last use; `onlyLive` leaves a revoked one as it is (a cached session may have been revoked meanwhile). */
export async function touchSession(db: CoreContext['db'], sessionId: string, now: Date, onlyLive: boolean): Promise<void> {
  const query = SessionModel.query(db).patch({ lastUsedAt: now }).where({ id: sessionId });
  if (onlyLive) query.whereNull('revokedAt');
  await query;
}

/** Revokes a user's live sessions (only one, or all but one); returns the ids revoked. */
export async function revokeSessionRows(
  db: CoreContext['db'], userId: string, revoke: { at: Date; reason: RevokeReason; onlySessionId?: string; exceptSessionId?: string },
): Promise<string[]> {
  const query = SessionModel.query(db)
    .patch({ revokedAt: revoke.at, revokedReason: revoke.reason })
    .where({ userId })
    .whereNull('revokedAt')
    .returning('id');
  if (revoke.onlySessionId) query.where({ id: revoke.onlySessionId });
  if (revoke.exceptSessionId) query.whereNot({ id: revoke.exceptSessionId });
  const revoked = (await query) as unknown as Array<{ id: string }>;
  return revoked.map((s) => s.id);
}

export interface SessionActivity {
  /** Sessions not revoked. */
  active: number;
  /** Most recent use of any session, or null if the user never signed in. */
  lastSeenAt: Date | null;
}

/** For operators: each user's live sessions and last use (users without sessions get 0 and null). */
export async function sessionActivityOf(db: Db, userIds: string[]): Promise<Map<string, SessionActivity>> {
  const stats = new Map<string, SessionActivity>();
  if (userIds.length === 0) return stats;
  const [active, lastSeen] = await Promise.all([
    SessionModel.query(db).select('userId').count('* as count').whereIn('userId', userIds).whereNull('revokedAt').groupBy('userId')
      .castTo<Array<{ userId: string; count: string | number }>>(),
    SessionModel.query(db).select('userId').max('lastUsedAt as lastSeenAt').whereIn('userId', userIds).groupBy('userId')
      .castTo<Array<{ userId: string; lastSeenAt: Date | null }>>(),
  ]);
  for (const id of userIds) stats.set(id, { active: 0, lastSeenAt: null });
  for (const row of active) stats.get(row.userId)!.active = Number(row.count);
  for (const row of lastSeen) stats.get(row.userId)!.lastSeenAt = row.lastSeenAt ? new Date(row.lastSeenAt) : null;
  return stats;
}
