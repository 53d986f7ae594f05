import type { TFunction } from 'i18next';
import type { ErrorCode } from '@fitrater/contracts';
import { HttpError } from './http';

/**
 * The error-to-toast mapper of spec part 2 §8. The title comes from the server's
 * error code when it has one (codes are stable; messages may be reworded), else
 * from the spec's catalogue of message phrases, in order; the description is the
 * localized text for the error code when there is one.
 */
export type ErrorTitleKey =
  | 'authFailed'
  | 'accountNotFound'
  | 'emailRegistered'
  | 'emailNotFound'
  | 'currentPasswordIncorrect'
  | 'samePassword'
  | 'passwordRequirements'
  | 'invalidCode'
  | 'codeExpired'
  | 'usageLimit'
  | 'payment'
  | 'tooManyRequests'
  | 'connection'
  | 'server'
  | 'aiUnavailable'
  | 'upload'
  | 'generic';

const CATALOGUE: ReadonlyArray<[ErrorTitleKey, (m: string) => boolean]> = [
  ['authFailed', (m) => m.includes('invalid credentials') || /^401\b/.test(m)],
  ['accountNotFound', (m) => m.includes('user not found')],
  ['emailRegistered', (m) => m.includes('already exists') || m.includes('already registered')],
  ['emailNotFound', (m) => m.includes('email not registered')],
  ['currentPasswordIncorrect', (m) => m.includes('current password incorrect') || m.includes('current password is incorrect')],
  ['samePassword', (m) => m.includes('password must be different')],
  ['passwordRequirements', (m) => m.includes('password requirements')],
  ['invalidCode', (m) => m.includes('verification code') || m.includes('invalid code')],
  ['codeExpired', (m) => m.includes('code expired')],
  ['usageLimit', (m) => m.includes('usage limit') || m.includes('limit exceeded')],
  ['payment', (m) => m.includes('payment') || m.includes('subscription')],
  // Not in the spec's table, which would call a 429 "Something Went Wrong"; users deserve to know to wait.
  ['tooManyRequests', (m) => /^429\b/.test(m) || m.includes('too many requests') || m.includes('please wait before')],
  ['connection', (m) => m.includes('network') || m.includes('fetch') || m.includes('timeout') || m.includes('timed out')],
  ['server', (m) => /^5\d\d\b/.test(m) || m.includes('internal server error')],
  ['aiUnavailable', (m) => m.includes('ai service') || m.includes('openai') || m.includes('stylist')],
  ['upload', (m) => m.includes('file') || m.includes('upload') || m.includes('image')],
];

/** Titles of the codes whose meaning the catalogue names; the others fall back to the message match. */
const TITLE_BY_CODE: Partial<Record<ErrorCode, ErrorTitleKey>> = {
  INVALID_CREDENTIALS: 'authFailed',
  UNAUTHENTICATED: 'authFailed',
  USER_NOT_FOUND: 'accountNotFound',
  EMAIL_ALREADY_REGISTERED: 'emailRegistered',
  CURRENT_PASSWORD_INCORRECT: 'currentPasswordIncorrect',
  PASSWORD_SAME: 'samePassword',
  PASSWORD_REQUIREMENTS: 'passwordRequirements',
  PASSWORD_TOO_COMMON: 'passwordRequirements',
  INVALID_CODE: 'invalidCode',
  CODE_LOCKED: 'invalidCode',
  CODE_EXPIRED: 'codeExpired',
  USAGE_LIMIT: 'usageLimit',
  RATE_LIMITED: 'tooManyRequests',
  RESEND_TOO_SOON: 'tooManyRequests',
  PAYMENT_INITIATION_FAILED: 'payment',
  PAYMENT_PROVIDER_UNAVAILABLE: 'payment',
  PAYMENT_NOT_FOUND: 'payment',
  SUBSCRIPTION_NOT_ACTIVE: 'payment',
  REFUND_NOT_ELIGIBLE: 'payment',
  REFUND_ALREADY_REQUESTED: 'payment',
  UNSUPPORTED_IMAGE: 'upload',
  FILE_TOO_LARGE: 'upload',
  SERVICE_UNAVAILABLE: 'server',
  INTERNAL: 'server',
};

/** The toast title of an error: by its code first, then by the spec's message phrases. */
export function errorTitleKeyOf(error: unknown): ErrorTitleKey {
  const code = error instanceof HttpError ? (error.code as ErrorCode | undefined) : undefined;
  const byCode = code ? TITLE_BY_CODE[code] : undefined;
  return byCode ?? errorTitleKey(error instanceof Error ? error.message : String(error));
}

export function errorTitleKey(message: string): ErrorTitleKey {
  const m = message.toLowerCase();
  for (const [key, matches] of CATALOGUE) if (matches(m)) return key;
  return 'generic';
}

export interface ToastContent {
  title: string;
  description: string;
  variant: 'error';
}

/**
 * @param fallback localized text used when nothing better is known ("with text per context").
 */
export function errorToToast(error: unknown, t: TFunction, fallback?: string): ToastContent {
  const key = errorTitleKeyOf(error);
  const title = t(`errors:titles.${key}`);
  let description: string;
  if (error instanceof HttpError && error.code) {
    description = t(`errors:codes.${error.code}`, { defaultValue: error.serverMessage ?? fallback ?? t('errors:fallback') });
    if (error.retryAfterSeconds && error.status === 429) description += ` ${t('errors:retryIn', { count: error.retryAfterSeconds })}`;
  } else if (key === 'connection') {
    description = t('errors:connection');
  } else if (error instanceof HttpError) {
    description = error.serverMessage ?? fallback ?? t('errors:fallback');
  } else {
    description = fallback ?? t('errors:fallback');
  }
  return { title, description, variant: 'error' };
}
