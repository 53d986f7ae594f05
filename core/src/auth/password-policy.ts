import { isCommonPassword, isPasswordValid } from '@fitrater/contracts';
import { AppError } from '@fitrater/platform';

/** The one server-side password check, for register, reset and change. */
export function assertAcceptablePassword(password: string): void {
  if (!isPasswordValid(password)) {
    throw new AppError(
      'PASSWORD_REQUIREMENTS',
      'Password requirements not met: use 8–128 characters with an uppercase letter, a lowercase letter, a number and a special character',
    );
  }
  if (isCommonPassword(password)) throw new AppError('PASSWORD_TOO_COMMON');
}
