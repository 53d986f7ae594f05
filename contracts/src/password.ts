import COMMON_PASSWORDS from './data/common-passwords.json';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits';

/**
 * The one password rule (DECISIONS.md): 8–128 characters with an upper-case
 * letter, a lower-case letter, a digit and any non-alphanumeric character.
 * Used by register, reset and change, on the client and on the server.
 */
export interface PasswordChecks {
  length: boolean;
  uppercase: boolean;
  lowercase: boolean;
  digit: boolean;
  special: boolean;
}

export type PasswordStrengthLabel = 'veryWeak' | 'weak' | 'fair' | 'good' | 'strong';

export function checkPassword(password: string): PasswordChecks {
  return {
    length: password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH,
    uppercase: /\p{Lu}/u.test(password),
    lowercase: /\p{Ll}/u.test(password),
    digit: /\p{Nd}/u.test(password),
    special: /[^\p{L}\p{Nd}]/u.test(password),
  };
}

/** Number of rules met, 0..5 (spec part 1 §5). */
export function passwordScore(password: string): number {
  return Object.values(checkPassword(password)).filter(Boolean).length;
}

/** Very weak (0), Weak (1-2), Fair (3), Good (4), Strong (5). */
export function passwordStrength(password: string): PasswordStrengthLabel {
  const score = passwordScore(password);
  if (score === 0) return 'veryWeak';
  if (score <= 2) return 'weak';
  if (score === 3) return 'fair';
  if (score === 4) return 'good';
  return 'strong';
}

export function isPasswordValid(password: string): boolean {
  return passwordScore(password) === 5;
}

const common = new Set<string>(COMMON_PASSWORDS as string[]);

/**
 * True for one of the 1,000 most common passwords, also when it is dressed up
 * to pass the character rule ("Password1!" is "password1" plus a symbol).
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (common.has(lower)) return true;
  const core = lower.replace(/[^\p{L}\p{Nd}]+$/u, '').replace(/^[^\p{L}\p{Nd}]+/u, '');
  return common.has(core) || common.has(core.replace(/\d+$/, ''));
}
