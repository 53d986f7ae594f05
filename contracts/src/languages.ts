export const LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'pt', 'zh', 'ja', 'ko', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Native names, shown in the language picker. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  pt: 'Português',
  zh: '中文',
  ja: '日本語',
  ko: '한국어',
  ar: 'العربية',
};

/**
 * How the stylist addresses the member where the language marks the addressee's gender in verbs
 * and pronouns (Arabic): a neutral plural-polite form by default, or the form the member chose.
 * Other languages write the same text whatever is set.
 */
export const ADDRESS_FORMS = ['neutral', 'feminine', 'masculine'] as const;
export type AddressForm = (typeof ADDRESS_FORMS)[number];
export const DEFAULT_ADDRESS_FORM: AddressForm = 'neutral';
/** The languages in which the address form changes the stylist's words. */
export const ADDRESS_FORM_LANGUAGES: readonly Language[] = ['ar'];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function textDirection(language: Language): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/** Picks the first supported language from an Accept-Language header or a locale tag. */
export function pickLanguage(tags: string | undefined | null): Language {
  if (!tags) return DEFAULT_LANGUAGE;
  for (const part of tags.split(',')) {
    const base = part.trim().split(';')[0]?.split('-')[0]?.toLowerCase();
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}
