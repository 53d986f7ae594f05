import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseLanguage, i18next } from './i18n';
import { setupI18n } from '../test/render';

beforeAll(setupI18n);
afterAll(() => chooseLanguage('en'));

describe('language switching', () => {
  it('Arabic turns the document right-to-left, loads its texts and is remembered', async () => {
    await chooseLanguage('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(localStorage.getItem('fitRater-language')).toBe('ar');
    expect(i18next.t('auth:login.submit')).toBe('تسجيل الدخول');
  });

  it('every other language is left-to-right', async () => {
    for (const language of ['ja', 'de', 'en'] as const) {
      await chooseLanguage(language);
      expect(document.documentElement.dir).toBe('ltr');
      expect(document.documentElement.lang).toBe(language);
    }
  });
});
