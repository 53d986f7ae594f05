import type {
  ChangePasswordBody,
  ForgotPasswordReply,
  LoginBody,
  OkBody,
  RegisterBody,
  RegisterReply,
  ResendCodeReply,
  ResetPasswordBody,
  SessionReply,
  VerifyEmailReply,
} from '@fitrater/contracts';
import { apiRequest } from '../../../lib/http';

/** The account calls of the auth screens (contracts/src/schemas/auth.ts has the shapes). */
export const authApi = {
  register: (body: RegisterBody) => apiRequest<RegisterReply>('/api/auth/register', { method: 'POST', body, anonymous: true }),
  verifyEmail: (tempUserId: string, code: string) =>
    apiRequest<VerifyEmailReply>('/api/auth/verify-email', { method: 'POST', body: { tempUserId, code }, anonymous: true }),
  resendCode: (tempUserId: string) => apiRequest<ResendCodeReply>('/api/auth/resend-code', { method: 'POST', body: { tempUserId }, anonymous: true }),
  cancelPending: (tempUserId: string) =>
    apiRequest<void>(`/api/auth/pending/${encodeURIComponent(tempUserId)}`, { method: 'DELETE', anonymous: true }),
  login: (body: LoginBody) => apiRequest<SessionReply>('/api/auth/login', { method: 'POST', body, anonymous: true }),
  forgotPassword: (email: string) => apiRequest<ForgotPasswordReply>('/api/auth/forgot-password', { method: 'POST', body: { email }, anonymous: true }),
  verifyResetCode: (email: string, code: string) =>
    apiRequest<OkBody>('/api/auth/verify-reset-code', { method: 'POST', body: { email, code }, anonymous: true }),
  resetPassword: (body: ResetPasswordBody) => apiRequest<OkBody>('/api/auth/reset-password', { method: 'POST', body, anonymous: true }),
  changePassword: (body: ChangePasswordBody) => apiRequest<OkBody>('/api/auth/change-password', { method: 'POST', body }),
};
