import type { RateLimitRule } from '@fitrater/platform';

/** Limits on the account endpoints, per client IP and per e-mail address. */
export const AUTH_LIMITS = {
  registerIp: { name: 'register-ip', max: 10, windowSeconds: 3600 },
  loginIp: { name: 'login-ip', max: 30, windowSeconds: 600 },
  loginEmail: { name: 'login-email', max: 10, windowSeconds: 600 },
  verifyIp: { name: 'verify-ip', max: 30, windowSeconds: 600 },
  resendIp: { name: 'resend-ip', max: 10, windowSeconds: 3600 },
  forgotIp: { name: 'forgot-ip', max: 10, windowSeconds: 3600 },
  forgotEmail: { name: 'forgot-email', max: 5, windowSeconds: 3600 },
  // Per signed-in user: each of these runs argon2 or image decoding, so a stolen token
  // (or a buggy client in a loop) cannot burn the CPU of the whole service.
  changePasswordUser: { name: 'change-password-user', max: 10, windowSeconds: 3600 },
  deleteAccountUser: { name: 'delete-account-user', max: 10, windowSeconds: 3600 },
  profilePictureUser: { name: 'profile-picture-user', max: 20, windowSeconds: 3600 },
} as const satisfies Record<string, RateLimitRule>;
