import type { CoreContext } from '../context';
import { SessionModel, type RevokeReason } from './session.model';
import { UserModel } from '../users/user.model';
import { generateSessionToken, hashToken } from './crypto';

export interface AuthenticatedSession {
  sessionId: string;
  user: UserModel;
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

/**
 * Resolves a bearer token to its live session and user, or null (unknown, revoked or expired:
 * all answer 401 alike). One round trip on the hot path.
 */
export async function authenticateToken(ctx: CoreContext, token: string): Promise<AuthenticatedSession | null> {
  if (!token.startsWith('fr_') || token.length > 100) return null;
  const now = ctx.now();
  const { idleBefore, createdBefore } = sessionExpiryCutoffs(ctx.config, now);
  const row = (await UserModel.query(ctx.db)
    .select('users.*', 'sessions.id as sessionId', 'sessions.lastUsedAt as sessionLastUsedAt')
    .join('sessions', 'sessions.userId', 'users.id')
    .where('sessions.tokenHash', hashToken(token))
    .whereNull('sessions.revokedAt')
    .where('sessions.lastUsedAt', '>', idleBefore)
    .where('sessions.createdAt', '>', createdBefore)
    .first()) as (UserModel & { sessionId: string; sessionLastUsedAt: Date }) | undefined;
  if (!row) return null;
  const { sessionId, sessionLastUsedAt } = row;
  const user = UserModel.fromJson({ ...row, sessionId: undefined, sessionLastUsedAt: undefined }, { skipValidation: true });
  if (now.getTime() - sessionLastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    await SessionModel.query(ctx.db).patch({ lastUsedAt: now }).where({ id: sessionId });
  }
  return { sessionId, user };
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
  return ids;
}

/** Publishes the revocation after the transaction that revoked has committed. */
export async function announceRevocation(ctx: CoreContext, userId: string, sessionIds: string[], reason: RevokeReason): Promise<void> {
  if (sessionIds.length === 0) return;
  try {
    await ctx.publisher.publish(userId, 'session.revoked', { reason }, { onlySessions: sessionIds, closeSessions: sessionIds });
  } catch (error) {
    // Sockets re-check their session on the next heartbeat, so a lost message only delays the close.
    ctx.logger.warn({ err: (error as Error).message }, 'could not publish session revocation');
  }
}
