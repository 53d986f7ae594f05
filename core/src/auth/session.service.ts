import type { CoreContext } from '../context';
import type { RevokeReason } from './session.model';
import type { UserModel } from '../users';
import { usagePeriod } from '../ratings';
import { generateSessionToken, hashToken } from './crypto';
import { evictCachedSessions, publishRevokedSessions, sessionCacheOf } from './session-cache';
import { insertSession, revokeSessionRows, sessionUserByToken, toUser, touchSession, userRowById } from './session.repository';

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
  await insertSession(trx, { userId, tokenHash: hashToken(token), userAgent: userAgent?.slice(0, 512) ?? null });
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
      await touchSession(ctx.db, cached.sessionId, now, true);
    }
    return { sessionId: cached.sessionId, user: toUser(row), usage: { period, used: row.period_used ?? 0 } };
  }

  const epoch = cache?.epoch ?? 0;
  const { idleBefore, createdBefore } = sessionExpiryCutoffs(ctx.config, now);
  const row = await sessionUserByToken(ctx, { tokenHash, period, idleBefore, createdBefore, now }, options.fresh === true);
  if (!row) return null;
  const { session_id: sessionId, session_last_used_at: sessionLastUsedAt, session_created_at: sessionCreatedAt } = row;
  let lastUsedAt = sessionLastUsedAt;
  if (now.getTime() - sessionLastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    await touchSession(ctx.db, sessionId, now, false);
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
  const ids = await revokeSessionRows(options.trx ?? ctx.db, userId, {
    at: ctx.now(), reason, onlySessionId: options.onlySessionId, exceptSessionId: options.exceptSessionId,
  });
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
