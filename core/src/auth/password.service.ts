import { randomUUID } from 'node:crypto';
import type { Language } from '@fitrater/contracts';
import type { CoreContext } from '../context';
import { AppError } from '@fitrater/platform';
import { findUserByEmail, normaliseEmail } from '../users';
import { queueMail, sendQueuedMail } from '../mail';
import { assertCodeOk, checkCode, issueCode } from './code.service';
import { hashPassword, verifyPassword } from './password-hasher';
import { findAccount, savePasswordHash } from './password.repository';
import { assertAcceptablePassword } from './password-policy';
import { announceRevocation, revokeSessions } from './session.service';
import { phantomSubjectId, releaseCodeAttempt, reserveCodeAttempt } from './address-guard';

export const FORGOT_PASSWORD_MESSAGE = 'If an account exists for this address, a 6-digit reset code has been sent to it.';

/**
 * Answers the same way, with the same work on the request path, whether or
 * not the address has an account: the request issues a code that is sent
 * nowhere (for the account, or the address's stand-in subject) and enqueues
 * a job; the worker issues the code it mails (`processPasswordResetRequest`).
 * So from the first request on, guesses meet a fresh code for both kinds of
 * address (INVALID_CODE, then CODE_LOCKED after 5), however late the job runs.
 */
export async function requestPasswordReset(ctx: CoreContext, email: string, language: Language): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  await ctx.db.transaction((trx) => issueCode(trx, 'reset_password', user?.id ?? phantomSubjectId(email), ctx.now()));
  await ctx.producer.enqueue('auth.reset.request', { email: normaliseEmail(email), language, requestId: randomUUID() });
}

export async function processPasswordResetRequest(ctx: CoreContext, payload: { email: string }): Promise<'sent' | 'no-account'> {
  const user = await findUserByEmail(ctx.db, payload.email);
  if (!user) {
    // A stand-in code (sent nowhere) so that guesses for this address meet the same per-code
    // lock and expiry as a real account's: the answers cannot tell the two apart.
    await ctx.db.transaction((trx) => issueCode(trx, 'reset_password', phantomSubjectId(payload.email), ctx.now()));
    return 'no-account';
  }
  const outboxId = await ctx.db.transaction(async (trx) => {
    const code = await issueCode(trx, 'reset_password', user.id, ctx.now());
    return queueMail(trx, { to: user.email, kind: 'reset_password', language: user.language, vars: { name: user.name, code, addressForm: user.addressForm }, userId: user.id });
  });
  await sendQueuedMail(ctx, outboxId);
  return 'sent';
}

/**
 * Checks a reset code with the same work and the same answers for known and unknown addresses
 * (an unknown one is checked against its stand-in code), under the per-address daily cap.
 */
async function checkResetCode(ctx: CoreContext, email: string, code: string, consume: boolean) {
  const user = await findUserByEmail(ctx.db, email);
  await reserveCodeAttempt(ctx, email);
  const result = await checkCode(ctx.db, 'reset_password', user?.id ?? phantomSubjectId(email), code, ctx.now(), consume);
  if (result === 'ok' && user) {
    await releaseCodeAttempt(ctx, email);
    return user;
  }
  assertCodeOk(result === 'ok' ? 'invalid' : result);
  throw new AppError('INVALID_CODE');
}

export async function verifyResetCode(ctx: CoreContext, email: string, code: string): Promise<void> {
  await checkResetCode(ctx, email, code, false);
}

export async function resetPassword(ctx: CoreContext, input: { email: string; code: string; newPassword: string }): Promise<void> {
  assertAcceptablePassword(input.newPassword);
  const user = await checkResetCode(ctx, input.email, input.code, true);
  const passwordHash = await hashPassword(input.newPassword);
  const revoked = await ctx.db.transaction(async (trx) => {
    await savePasswordHash(trx, user.id, passwordHash, ctx.now());
    return revokeSessions(ctx, user.id, 'password_reset', { trx });
  });
  await announceRevocation(ctx, user.id, revoked, 'password_reset');
}

export async function changePassword(
  ctx: CoreContext,
  input: { userId: string; sessionId: string; currentPassword: string; newPassword: string },
): Promise<void> {
  const user = await findAccount(ctx.db, input.userId);
  if (!user) throw new AppError('USER_NOT_FOUND');
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) throw new AppError('CURRENT_PASSWORD_INCORRECT');
  if (input.currentPassword === input.newPassword) throw new AppError('PASSWORD_SAME');
  assertAcceptablePassword(input.newPassword);
  const passwordHash = await hashPassword(input.newPassword);
  const revoked = await ctx.db.transaction(async (trx) => {
    await savePasswordHash(trx, user.id, passwordHash, ctx.now());
    return revokeSessions(ctx, user.id, 'password_changed', { exceptSessionId: input.sessionId, trx });
  });
  await announceRevocation(ctx, user.id, revoked, 'password_changed');
}
