import { describe, expect, it } from 'vitest';
import { checkPassword, isCommonPassword, isPasswordValid, passwordScore, passwordStrength } from '../../src/password';

describe('the one password rule', () => {
  it('needs 8–128 characters, upper, lower, digit and any non-alphanumeric', () => {
    expect(checkPassword('Velvet#Closet42')).toEqual({ length: true, uppercase: true, lowercase: true, digit: true, special: true });
    expect(isPasswordValid('Velvet#Closet42')).toBe(true);
    expect(isPasswordValid('Short1!')).toBe(false);
    expect(isPasswordValid(`A1!${'a'.repeat(126)}`)).toBe(false); // 129 characters
    expect(isPasswordValid(`A1!${'a'.repeat(125)}`)).toBe(true); // 128
  });

  it('accepts any special character, not only @$!%*?&', () => {
    for (const special of ['~', '^', '(', '€', ' ', '_', '-', '"', '|']) {
      expect(isPasswordValid(`Velvet${special}Closet42`)).toBe(true);
    }
  });

  it('labels strength from the number of rules met', () => {
    expect(passwordStrength('')).toBe('veryWeak');
    expect(passwordScore('')).toBe(0);
    expect(passwordStrength('abc')).toBe('weak');
    expect(passwordStrength('abcABC')).toBe('weak');
    expect(passwordStrength('abcABC1')).toBe('fair');
    expect(passwordStrength('abcABC12')).toBe('good');
    expect(passwordStrength('abcABC1!')).toBe('strong');
  });
});

describe('common passwords', () => {
  it('catches the list and its dressed-up forms', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('Password1!')).toBe(true);
    expect(isCommonPassword('!Qwerty123')).toBe(true);
    expect(isCommonPassword('Velvet#Closet42')).toBe(false);
  });
});
