import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorCodes } from '@fitrater/contracts/values';
import type { ErrorCode } from '@fitrater/contracts';
import { errorTitleKey, errorToToast } from './error-toast';
import { HttpError } from './http';
import { i18next } from './i18n';
import { setupI18n } from '../test/render';

beforeAll(setupI18n);

/** An error exactly as the fetcher builds it from the server's catalogue entry. */
function serverError(code: ErrorCode): HttpError {
  const { status, message } = ErrorCodes[code];
  return new HttpError(`${status}: ${JSON.stringify({ error: { code, message } })}`, status, code, message, undefined);
}

describe('errorTitleKey (spec part 2 §8)', () => {
  it.each([
    ['INVALID_CREDENTIALS', 'authFailed'],
    ['UNAUTHENTICATED', 'authFailed'],
    ['USER_NOT_FOUND', 'accountNotFound'],
    ['EMAIL_ALREADY_REGISTERED', 'emailRegistered'],
    ['CURRENT_PASSWORD_INCORRECT', 'currentPasswordIncorrect'],
    ['PASSWORD_SAME', 'samePassword'],
    ['PASSWORD_REQUIREMENTS', 'passwordRequirements'],
    ['PASSWORD_TOO_COMMON', 'passwordRequirements'],
    ['INVALID_CODE', 'invalidCode'],
    ['CODE_LOCKED', 'invalidCode'],
    ['CODE_EXPIRED', 'codeExpired'],
    ['USAGE_LIMIT', 'usageLimit'],
    ['RATE_LIMITED', 'tooManyRequests'],
    ['INTERNAL', 'server'],
    ['UNSUPPORTED_IMAGE', 'upload'],
    ['FILE_TOO_LARGE', 'upload'],
    ['NOT_FOUND', 'generic'],
  ] as const)('maps the server message of %s to %s', (code, title) => {
    expect(errorTitleKey(serverError(code).message)).toBe(title);
  });

  it('matches the spec phrases that our server does not use', () => {
    expect(errorTitleKey('404: Email not registered')).toBe('emailNotFound');
    expect(errorTitleKey('402: Payment required')).toBe('payment');
    expect(errorTitleKey('400: subscription inactive')).toBe('payment');
    expect(errorTitleKey('TypeError: Failed to fetch')).toBe('connection');
    expect(errorTitleKey('Request timeout')).toBe('connection');
    expect(errorTitleKey('502: Bad Gateway')).toBe('server');
    expect(errorTitleKey('503: AI service unavailable')).toBe('server');
    expect(errorTitleKey('AI service overloaded')).toBe('aiUnavailable');
    expect(errorTitleKey('something odd')).toBe('generic');
  });
});

describe('errorToToast', () => {
  it('uses the localized title and the localized text of the server code', async () => {
    expect(errorToToast(serverError('INVALID_CREDENTIALS'), i18next.t)).toEqual({
      title: 'Authentication Failed',
      description: 'The e-mail or password is incorrect.',
      variant: 'error',
    });
    await i18next.changeLanguage('es');
    expect(errorToToast(serverError('CODE_EXPIRED'), i18next.t).title).toBe('Código caducado');
    await i18next.changeLanguage('en');
  });

  it('takes the title from the error code before the message, so a reworded message keeps its title', () => {
    const reworded = new HttpError('400: {"error":{"code":"CODE_EXPIRED"}}', 400, 'CODE_EXPIRED', 'That code is no longer valid', undefined);
    expect(errorToToast(reworded, i18next.t).title).toBe('Code Expired');
    // The message alone would say "invalid code"; the code says the payment failed.
    const payment = new HttpError('502: invalid code from provider', 502, 'PAYMENT_INITIATION_FAILED', 'invalid code from provider', undefined);
    expect(errorToToast(payment, i18next.t).title).toBe(i18next.t('errors:titles.payment'));
  });

  it('says how long to wait on a 429 with Retry-After', () => {
    const error = new HttpError('429: {}', 429, 'RESEND_TOO_SOON', 'Please wait before requesting another code', 37);
    expect(errorToToast(error, i18next.t).description).toMatch(/37/);
  });

  it('explains a network failure and falls back to the context text otherwise', () => {
    expect(errorToToast(new TypeError('Failed to fetch'), i18next.t).description).toMatch(/internet connection/);
    expect(errorToToast(new Error('weird'), i18next.t, 'Could not save.')).toMatchObject({ title: 'Something Went Wrong', description: 'Could not save.' });
  });
});
