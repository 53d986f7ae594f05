import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ChangePasswordBody, ForgotPasswordBody, ForgotPasswordReply, LoginBody, OkBody, PendingParams, RegisterBody,
  RegisterReply, ResendCodeBody, ResendCodeReply, ResetPasswordBody, SessionReply, VerifyEmailBody, VerifyEmailReply,
  VerifyResetCodeBody, pickLanguage, NoContent,
} from '@fitrater/contracts';
import {
  AUTH_LIMITS, FORGOT_PASSWORD_MESSAGE, cancelPendingRegistration, changePassword, login, logout, register,
  requestPasswordReset, resendVerificationCode, resetPassword, verifyEmail, verifyResetCode, type CoreContext,
} from '@fitrater/core';
import { currentAuth } from '../plugins/auth.plugin';
import { byBodyEmail, byIp, byUser } from '../plugins/rate-limit.plugin';
import { typed } from './typed';

const userAgent = (request: FastifyRequest) => request.headers['user-agent'] ?? null;
const languageOf = (request: FastifyRequest) => pickLanguage(request.headers['accept-language']);

export async function authRoutes(server: FastifyInstance, { ctx }: { ctx: CoreContext }) {
  const app = typed(server);
  app.post('/api/auth/register', {
    schema: { summary: 'Create an account and send the e-mail verification code', body: RegisterBody, response: { 201: RegisterReply } },
    config: { rateLimits: [{ rule: AUTH_LIMITS.registerIp, key: byIp }] },
  }, async (request, reply) => {
    const result = await register(ctx, { ...request.body, language: languageOf(request) });
    return reply.status(201).send(result);
  });

  app.post('/api/auth/verify-email', {
    schema: { summary: 'Verify the e-mail code and sign in', body: VerifyEmailBody, response: { 200: VerifyEmailReply } },
    config: { rateLimits: [{ rule: AUTH_LIMITS.verifyIp, key: byIp }] },
  }, async (request) => verifyEmail(ctx, { ...request.body, userAgent: userAgent(request) }));

  app.post('/api/auth/resend-code', {
    schema: { summary: 'Send a new e-mail verification code', body: ResendCodeBody, response: { 200: ResendCodeReply } },
    config: { rateLimits: [{ rule: AUTH_LIMITS.resendIp, key: byIp }] },
  }, async (request) => ({ ok: true as const, ...(await resendVerificationCode(ctx, request.body.tempUserId)) }));

  app.delete('/api/auth/pending/:tempUserId', {
    schema: { summary: 'Cancel a sign-up that is waiting for its code', params: PendingParams, response: { 204: NoContent } },
  }, async (request, reply) => {
    await cancelPendingRegistration(ctx, request.params.tempUserId);
    return reply.status(204).send();
  });

  app.post('/api/auth/login', {
    schema: { summary: 'Sign in with e-mail and password', body: LoginBody, response: { 200: SessionReply } },
    config: { rateLimits: [{ rule: AUTH_LIMITS.loginIp, key: byIp }, { rule: AUTH_LIMITS.loginEmail, key: byBodyEmail }] },
  }, async (request) => login(ctx, { ...request.body, userAgent: userAgent(request) }));

  app.post('/api/auth/logout', { schema: { summary: 'Sign out this session', response: { 204: NoContent } }, preHandler: app.authenticate }, async (request, reply) => {
    const auth = currentAuth(request);
    await logout(ctx, auth.user.id, auth.sessionId);
    return reply.status(204).send();
  });

  app.post('/api/auth/forgot-password', {
    schema: { summary: 'E-mail a password reset code', body: ForgotPasswordBody, response: { 202: ForgotPasswordReply } },
    config: { rateLimits: [{ rule: AUTH_LIMITS.forgotIp, key: byIp }, { rule: AUTH_LIMITS.forgotEmail, key: byBodyEmail }] },
  }, async (request, reply) => {
    await requestPasswordReset(ctx, request.body.email, languageOf(request));
    return reply.status(202).send({ ok: true as const, message: FORGOT_PASSWORD_MESSAGE });
  });

  app.post('/api/auth/verify-reset-code', {
    schema: { summary: 'Check a password reset code', body: VerifyResetCodeBody, response: { 200: OkBody } },
    config: { rateLimits: [{ rule: AUTH_LIMITS.verifyIp, key: byIp }] },
  }, async (request) => {
    await verifyResetCode(ctx, request.body.email, request.body.code);
    return { ok: true as const };
  });

  app.post('/api/auth/reset-password', {
    schema: { summary: 'Set a new password with a reset code', body: ResetPasswordBody, response: { 200: OkBody } },
    config: { rateLimits: [{ rule: AUTH_LIMITS.verifyIp, key: byIp }] },
  }, async (request) => {
    await resetPassword(ctx, request.body);
    return { ok: true as const };
  });

  app.post('/api/auth/change-password', {
    schema: { summary: 'Change your password', body: ChangePasswordBody, response: { 200: OkBody } },
    preHandler: app.authenticate,
    config: { rateLimits: [{ rule: AUTH_LIMITS.changePasswordUser, key: byUser }] },
  }, async (request) => {
    const auth = currentAuth(request);
    await changePassword(ctx, { userId: auth.user.id, sessionId: auth.sessionId, ...request.body });
    return { ok: true as const };
  });
}
