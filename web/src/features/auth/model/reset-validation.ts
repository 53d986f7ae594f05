import { CODE_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, isPasswordValid } from '@fitrater/contracts/values';

/**
 * Field checks of the forgot-password dialog (spec part 1 §5). Each returns a
 * message key in the auth namespace, or null when the value is fine. The
 * character rule is the one rule of DECISIONS.md (any non-alphanumeric
 * counts as special).
 */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailProblem(email: string): string | null {
  return EMAIL.test(email.trim()) ? null : 'forgot.errors.email';
}

export function codeProblem(code: string): string | null {
  if (!/^\d*$/.test(code)) return 'forgot.errors.codeDigits';
  if (code.length !== CODE_LENGTH) return 'forgot.errors.codeLength';
  return null;
}

export function newPasswordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'forgot.errors.passwordShort';
  if (password.length > PASSWORD_MAX_LENGTH) return 'forgot.errors.passwordLong';
  if (!isPasswordValid(password)) return 'forgot.errors.passwordRule';
  return null;
}

export function confirmProblem(password: string, confirm: string): string | null {
  return password === confirm ? null : 'forgot.errors.mismatch';
}

/** The reset-code input keeps digits only and at most six of them. */
export function sanitizeCode(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, CODE_LENGTH);
}
