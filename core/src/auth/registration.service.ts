import { RESEND_COOLDOWN_SECONDS, type Language, type VerifyEmailReply } from '@fitrater/contracts';
import type { CoreContext } from '../context';
import { AppError } from '@fitrater/platform';
import type { PendingRegistrationModel } from './pending-registration.model';
import {
  claimCodeResend, deletePendingRegistration, findPendingRegistration, insertPendingRegistration, insertRegisteredUser, markWelcomeMailFailed,
} from './registration.repository';
import { findUserByEmail, normaliseEmail, assignSuggestedHandle, validDisplayName } from '../users';
import { queueMail, sendQueuedMail } from '../mail';
import { assertCodeOk, checkCode, issueCode } from './code.service';
import { hashPassword } from './password-hasher';
import { assertAcceptablePassword } from './password-policy';
import { createSession } from './session.service';
import { hitCodeMailCaps, releaseCodeAttempt, reserveCodeAttempt } from './address-guard';
import { referralCodeForSignUp } from '../community';
import { emitDomainEvent } from '../domain-events';

const PENDING_TTL_MS = 24 * 3600 * 1000;

export interface RegisterInput {
  name: string;
  email: string;
  password: string;
  language: Language;
  /** From a referral link: kept only when it is someone else's code; never blocks sign-up. */
  referralCode?: string;
}

export async function register(ctx: CoreContext, input: RegisterInput): Promise<{ tempUserId: string }> {
  const email = normaliseEmail(input.email);
  const name = validDisplayName(input.name);
  assertAcceptablePassword(input.password);
  if (await findUserByEmail(ctx.db, email)) throw new AppError('EMAIL_ALREADY_REGISTERED');
  await hitCodeMailCaps(ctx, email);
  const passwordHash = await hashPassword(input.password);
  const referralCode = await referralCodeForSignUp(ctx.db, input.referralCode, email);
  const now = ctx.now();

  const { pendingId, outboxId } = await ctx.db.transaction(async (trx) => {
    const pending = await insertPendingRegistration(trx, {
      email,
      name,
      passwordHash,
      language: input.language,
      lastCodeSentAt: now,
      expiresAt: new Date(now.getTime() + PENDING_TTL_MS),
      referralCode,
    });
    const code = await issueCode(trx, 'verify_email', pending.id, now);
    const outboxId = await queueMail(trx, { to: email, kind: 'verify_email', language: input.language, vars: { name, code }, userId: null });
    return { pendingId: pending.id, outboxId };
  });
  // The registration is only useful if its code can be sent: undo it when the queue is down.
  await sendQueuedMail(ctx, outboxId).catch(async (error: unknown) => {
    await cancelPendingRegistration(ctx, pendingId);
    throw error;
  });
  return { tempUserId: pendingId };
}

async function livePending(ctx: CoreContext, tempUserId: string): Promise<PendingRegistrationModel> {
  const pending = await findPendingRegistration(ctx.db, tempUserId);
  if (!pending || pending.expiresAt.getTime() <= ctx.now().getTime()) throw new AppError('PENDING_NOT_FOUND');
  return pending;
}

export async function resendVerificationCode(ctx: CoreContext, tempUserId: string): Promise<{ resendAvailableInSeconds: number }> {
  const pending = await livePending(ctx, tempUserId);
  const now = ctx.now();
  const waitMs = pending.lastCodeSentAt.getTime() + RESEND_COOLDOWN_SECONDS * 1000 - now.getTime();
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    throw new AppError('RESEND_TOO_SOON', `Please wait ${seconds}s before requesting another code`, { retryAfterSeconds: seconds }, { 'retry-after': String(seconds) });
  }
  await hitCodeMailCaps(ctx, pending.email);
  const outboxId = await ctx.db.transaction(async (trx) => {
    // Conditional update: two concurrent resends cannot both pass the cooldown.
    const claimed = await claimCodeResend(trx, pending.id, now, new Date(now.getTime() - RESEND_COOLDOWN_SECONDS * 1000));
    if (!claimed) throw new AppError('RESEND_TOO_SOON', undefined, undefined, { 'retry-after': String(RESEND_COOLDOWN_SECONDS) });
    const code = await issueCode(trx, 'verify_email', pending.id, now);
    return queueMail(trx, { to: pending.email, kind: 'verify_email', language: pending.language, vars: { name: pending.name, code }, userId: null });
  });
  await sendQueuedMail(ctx, outboxId);
  return { resendAvailableInSeconds: RESEND_COOLDOWN_SECONDS };
}

export async function cancelPendingRegistration(ctx: CoreContext, tempUserId: string): Promise<void> {
  await ctx.db.transaction((trx) => deletePendingRegistration(trx, { id: tempUserId }));
}

export async function verifyEmail(
  ctx: CoreContext,
  input: { tempUserId: string; code: string; userAgent: string | null },
): Promise<VerifyEmailReply> {
  const pending = await livePending(ctx, input.tempUserId);
  await reserveCodeAttempt(ctx, pending.email);
  const result = await checkCode(ctx.db, 'verify_email', pending.id, input.code, ctx.now(), true);
  assertCodeOk(result);
  await releaseCodeAttempt(ctx, pending.email);
  const sendWelcomeEmail = true;

  const { user, token, outboxId } = await ctx.db.transaction(async (trx) => {
    const user = await insertRegisteredUser(trx, {
      email: pending.email,
      name: pending.name,
      passwordHash: pending.passwordHash,
      language: pending.language,
      welcomeEmailStatus: sendWelcomeEmail ? 'sending' : 'disabled',
    });
    if (!user) throw new AppError('EMAIL_ALREADY_REGISTERED');
    user.handle = await assignSuggestedHandle(trx, user.id, user.name);
    await emitDomainEvent(ctx, 'account.registered', { userId: user.id, email: user.email, referralCode: pending.referralCode, at: ctx.now() }, trx);
    await deletePendingRegistration(trx, { id: pending.id, email: pending.email });
    const token = await createSession(ctx, user.id, input.userAgent, trx);
    const outboxId = sendWelcomeEmail
      ? await queueMail(trx, { to: user.email, kind: 'welcome', language: user.language, vars: { name: user.name, addressForm: user.addressForm }, userId: user.id })
      : null;
    return { user, token, outboxId };
  });

  if (outboxId) {
    // The account exists either way; a welcome mail that cannot be queued now is marked failed, not fatal.
    await sendQueuedMail(ctx, outboxId).catch(async () => {
      await markWelcomeMailFailed(ctx.db, user.id);
    });
  }
  return {
    token,
    user: { id: user.id, email: user.email, name: user.name },
    isPremium: user.isPremiumAt(ctx.now()),
    sendWelcomeEmail,
  };
}
