import type { Profile, Role } from '@fitrater/contracts';
import type { CoreContext } from '../context';
import { AppError, waitForRedis } from '@fitrater/platform';
import { announceRevocation, revokeSessions, sessionActivityOf, type SessionActivity } from '../auth';
import { UserModel, findUserByEmail, listUsers, toProfile } from '../users';

/**
 * Operator views and actions on accounts (CLI `fitrater users …`). Looks users
 * up by e-mail, as an operator would, and reuses the account services.
 */

export interface AdminUserView extends Profile {
  /** Sessions not revoked. */
  activeSessions: number;
  /** Most recent use of any session, or null if the user never signed in. */
  lastSeenAt: string | null;
  /** Free premium suggestions earned by referrals and not spent yet. */
  freeSuggestions: number;
}

export async function findUserByEmailOrThrow(ctx: CoreContext, email: string): Promise<UserModel> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) throw new AppError('USER_NOT_FOUND', `No user with e-mail ${email.trim()}`);
  return user;
}

const sessionStats = (ctx: CoreContext, userIds: string[]): Promise<Map<string, SessionActivity>> => sessionActivityOf(ctx.db, userIds);

function toAdminView(ctx: CoreContext, user: UserModel, stats: SessionActivity | undefined): AdminUserView {
  return {
    ...toProfile(user, ctx.now()),
    activeSessions: stats?.active ?? 0,
    lastSeenAt: stats?.lastSeenAt?.toISOString() ?? null,
    freeSuggestions: user.freeSuggestionCredits ?? 0,
  };
}

export async function listUsersForAdmin(
  ctx: CoreContext,
  options: { limit: number; offset?: number; search?: string },
): Promise<AdminUserView[]> {
  const users = await listUsers(ctx, { limit: options.limit, offset: options.offset ?? 0, search: options.search });
  const stats = await sessionStats(ctx, users.map((u) => u.id));
  return users.map((u) => toAdminView(ctx, u, stats.get(u.id)));
}

export async function getUserForAdmin(ctx: CoreContext, email: string): Promise<AdminUserView> {
  const user = await findUserByEmailOrThrow(ctx, email);
  const stats = await sessionStats(ctx, [user.id]);
  return toAdminView(ctx, user, stats.get(user.id));
}

export interface RoleChange {
  user: AdminUserView;
  previousRole: Role;
  changed: boolean;
}

/** Grants or removes the admin role; the server checks the role on every request, so it applies at once. */
export async function changeUserRole(ctx: CoreContext, email: string, role: Role): Promise<RoleChange> {
  const user = await findUserByEmailOrThrow(ctx, email);
  const previousRole = user.role;
  if (previousRole !== role) {
    await UserModel.query(ctx.db).patch({ role, updatedAt: ctx.now() }).where({ id: user.id });
  }
  return { user: await getUserForAdmin(ctx, user.email), previousRole, changed: previousRole !== role };
}

export interface RevokeAllResult {
  email: string;
  revoked: number;
  /** Whether the revocation reached the api processes (their sockets close at once); else on the next heartbeat. */
  announced: boolean;
}

/** Signs the user out everywhere: revokes every live session and closes their open sockets. */
export async function revokeAllSessionsOf(ctx: CoreContext, email: string): Promise<RevokeAllResult> {
  const user = await findUserByEmailOrThrow(ctx, email);
  const sessionIds = await revokeSessions(ctx, user.id, 'admin');
  let announced = sessionIds.length === 0;
  if (sessionIds.length > 0) {
    // The context's Redis connection fails fast; give it a moment to connect before publishing.
    announced = await waitForRedis(ctx.redis, 3000).then(() => true, () => false);
    if (announced) await announceRevocation(ctx, user.id, sessionIds, 'admin');
  }
  return { email: user.email, revoked: sessionIds.length, announced };
}
