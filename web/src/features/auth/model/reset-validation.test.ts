import { describe, expect, it } from 'vitest';
import { codeProblem, confirmProblem, emailProblem, newPasswordProblem, sanitizeCode } from './reset-validation';

describe('forgot-password validation (spec part 1 §5)', () => {
  it('checks the e-mail', () => {
    expect(emailProblem('ada@example.com')).toBeNull();
    expect(emailProblem('  ada@example.com ')).toBeNull();
    expect(emailProblem('ada@example')).toBe('forgot.errors.email');
    expect(emailProblem('')).toBe('forgot.errors.email');
  });

  it('the code input keeps six digits only', () => {
    expect(sanitizeCode('12a3 45-678')).toBe('123456');
    expect(codeProblem('12345')).toBe('forgot.errors.codeLength');
    expect(codeProblem('12a456')).toBe('forgot.errors.codeDigits');
    expect(codeProblem('123456')).toBeNull();
  });

  it('checks the new password in the order of the spec messages', () => {
    expect(newPasswordProblem('Ab1!')).toBe('forgot.errors.passwordShort');
    expect(newPasswordProblem(`Ab1!${'x'.repeat(130)}`)).toBe('forgot.errors.passwordLong');
    expect(newPasswordProblem('abcdefgh1!')).toBe('forgot.errors.passwordRule');
    expect(newPasswordProblem('Abcdefgh1~')).toBeNull();
    expect(confirmProblem('Abcdefgh1~', 'Abcdefgh1')).toBe('forgot.errors.mismatch');
    expect(confirmProblem('Abcdefgh1~', 'Abcdefgh1~')).toBeNull();
  });
});
