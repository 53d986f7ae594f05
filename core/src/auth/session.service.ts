import type { CoreContext } from '../context';
import { SessionModel, type RevokeReason } from './session.model';
import { UserModel, userCacheOf, type CachedUserRow } from '../users';
import { usagePeriod } from '../ratings';
import { generateSessionToken, hashToken } from './crypto';
import { evictCachedSessions, publishRevokedSessions, sessionCacheOf } from './session-cache';
import { preparedRows } from '@fitrater/platform';

export interface AuthenticatedSession {
  sessionId: string;
  user: UserModel;
  /** This month's quota use, read in the same query as the user, so GET /api/usage needs no other. */
  usage?: { period: string; used: number };
}

/** Sessions are refreshed at most this often, so reads stay reads. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export async function createSession(ctx: CoreContext, userId: string, userAgent: string | null, trx = ctx.db): Promise<string> {
  const token = generateSessionToken();
  await SessionModel.query(trx).insert({ userId, tokenHash: hashToken(token), userAgent: userAgent?.slice(0, 512) ?? null });
  return token;
}

const DAY_MS = 24 * 3600 * 1000;

/**
 * Before which times a session's last use and its creation make it expired: idle for
 * SESSION_IDLE_DAYS (sliding: each use moves lastUsedAt) or older than SESSION_MAX_DAYS.
 */
export function sessionExpiryCutoffs(config: CoreContext['config'], now: Date): { idleBefore: Date; createdBefore: Date } {
  return {
    idleBefore: new Date(now.getTime() - config.sessionIdleDays * DAY_MS),
    createdBefore: new Date(now.getTime() - config.sessionMaxDays * DAY_MS),
  };
}

/** The same rule as a moment: when the session expires unless used again (cached sessions end then). */
export function sessionExpiresAt(config: CoreContext['config'], session: { createdAt: Date; lastUsedAt: Date }): Date {
  return new Date(Math.min(session.lastUsedAt.getTime() + config.sessionIdleDays * DAY_MS, session.createdAt.getTime() + config.sessionMaxDays * DAY_MS));
}

type UserRow = CachedUserRow;
interface SessionUserRow extends UserRow {
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

function toUser(row: UserRow): UserModel {
  const json: Record<string, unknown> = {};
  for (const key in row) if (!EXTRA_COLUMNS.has(key)) json[camel(key)] = row[key];
  return UserModel.fromJson(json, { skipValidation: true });
}

async function firstRow<T>(ctx: CoreContext, name: string, sql: string, bindings: unknown[]): Promise<T | undefined> {
  return (await preparedRows<T>(ctx.db, name, sql, bindings))[0];
}

/** The user row with this month's usage: from the in-process user cache when it holds it, else one query. */
async function userRowById(ctx: CoreContext, userId: string, period: string, now: Date, fresh: boolean): Promise<UserRow | undefined> {
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
 * Resolves a bearer token to its live session and user, or null (unknown, revoked or expired:
 * all answer 401 alike). One query per request:
 * the token lookup when the session is not cached, else the user by primary key, and none
 * while the user's row is in the user cache (users/user-cache.ts).
 * `fresh` skips both caches (the socket heartbeat re-checks the database itself).
 */
export async function authenticateToken(ctx: CoreContext, token: string, options: { fresh?: boolean } = {}): Promise<AuthenticatedSession | null> {
  if (!token.startsWith('fr_') || token.length > 100) return null;
  const tokenHash = hashToken(token);
  const now = ctx.now();
  const period = usagePeriod(now);
  const cache = options.fresh ? undefined : sessionCacheOf(ctx);
  const cached = cache?.get(tokenHash, now);
  if (cached) {
    const row = await userRowById(ctx, cached.userId, period, now, options.fresh === true);
    if (!row) {
      cache!.evictSessions([cached.sessionId]);
      return null;
    }
    if (now.getTime() - cached.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
      cached.lastUsedAt = now;
      await SessionModel.query(ctx.db).patch({ lastUsedAt: now }).where({ id: cached.sessionId }).whereNull('revokedAt');
    }
    return { sessionId: cached.sessionId, user: toUser(row), usage: { period, used: row.period_used ?? 0 } };
  }

  const epoch = cache?.epoch ?? 0;
  const userCache = options.fresh ? undefined : userCacheOf(ctx);
  const userEpoch = userCache?.epoch ?? 0;
  const { idleBefore, createdBefore } = sessionExpiryCutoffs(ctx.config, now);
  const row = await firstRow<SessionUserRow>(ctx, 'fitrater_user_by_token', USER_BY_TOKEN, [period, tokenHash, idleBefore, createdBefore]);
  if (!row) return null;
  userCache?.store(withoutSessionColumns(row), period, userEpoch, now);
  const { session_id: sessionId, session_last_used_at: sessionLastUsedAt, session_created_at: sessionCreatedAt } = row;
  let lastUsedAt = sessionLastUsedAt;
  if (now.getTime() - sessionLastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    await SessionModel.query(ctx.db).patch({ lastUsedAt: now }).where({ id: sessionId });
    lastUsedAt = now;
  }
  cache?.set(tokenHash, { sessionId, userId: row.id, lastUsedAt, expiresAt: sessionExpiresAt(ctx.config, { createdAt: sessionCreatedAt, lastUsedAt }) }, epoch, now);
  return {
    sessionId,
    user: toUser(row),
    usage: { period, used: row.period_used ?? 0 },
  };
}

/**
 * Revokes sessions and tells every api process to close their sockets.
 * `exceptSessionId` keeps the caller's own session (password change).
 */
export async function revokeSessions(
  ctx: CoreContext,
  userId: string,
  reason: RevokeReason,
  options: { onlySessionId?: string; exceptSessionId?: string; trx?: CoreContext['db'] } = {},
): Promise<string[]> {
  const query = SessionModel.query(options.trx ?? ctx.db)
    .patch({ revokedAt: ctx.now(), revokedReason: reason })
    .where({ userId })
    .whereNull('revokedAt')
    .returning('id');
  if (options.onlySessionId) query.where({ id: options.onlySessionId });
  if (options.exceptSessionId) query.whereNot({ id: options.exceptSessionId });
  const revoked = (await query) as unknown as Array<{ id: string }>;
  const ids = revoked.map((s) => s.id);
  // Evicted now (in this process) and again once announced: nothing serves them from the cache.
  evictCachedSessions(ctx, ids);
  return ids;
}

/** Publishes the revocation after the transaction that revoked has committed. */
export async function announceRevocation(ctx: CoreContext, userId: string, sessionIds: string[], reason: RevokeReason): Promise<void> {
  if (sessionIds.length === 0) return;
  evictCachedSessions(ctx, sessionIds);
  await publishRevokedSessions(ctx, sessionIds).catch((error: Error) =>
    ctx.logger.warn({ err: error.message }, 'could not publish revoked sessions to the session caches'),
  );
  try {
    await ctx.publisher.publish(userId, 'session.revoked', { reason }, { onlySessions: sessionIds, closeSessions: sessionIds });
  } catch (error) {
    // Sockets re-check their session on the next heartbeat, so a lost message only delays the close.
    ctx.logger.warn({ err: (error as Error).message }, 'could not publish session revocation');
  }
}
