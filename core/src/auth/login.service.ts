import type { SessionReply } from '@fitrater/contracts';
import type { CoreContext } from '../context';
import { AppError } from '@fitrater/platform';
import { dummyPasswordHash, verifyPassword } from './password-hasher';
import { announceRevocation, createSession, revokeSessions } from './session.service';
import { findUserByEmail } from '../users';

export async function login(ctx: CoreContext, input: { email: string; password: string; userAgent: string | null }): Promise<SessionReply> {
  const user = await findUserByEmail(ctx.db, input.email);
  // Verify against a dummy hash for unknown addresses so the answer time does not reveal them.
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!user || !ok) throw new AppError('INVALID_CREDENTIALS');
  const token = await createSession(ctx, user.id, input.userAgent);
  return { token, user: { id: user.id, email: user.email, name: user.name }, isPremium: user.isPremiumAt(ctx.now()) };
}

export async function logout(ctx: CoreContext, userId: string, sessionId: string): Promise<void> {
  const revoked = await revokeSessions(ctx, userId, 'logout', { onlySessionId: sessionId });
  await announceRevocation(ctx, userId, revoked, 'logout');
}
