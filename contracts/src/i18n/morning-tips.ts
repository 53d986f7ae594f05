import { LANGUAGES, type Language } from '../languages';
import { NOTIFICATION_WORDS } from './notification-catalogue';

/**
 * The morning-tip catalogue as data: one entry per tip, every language (each language's tips are
 * in i18n/<lang>/notifications.ts, in the same order). Add tips at the end (the day's index moves otherwise).
 */
export const MORNING_TIP_DATA: ReadonlyArray<Record<Language, string>> = NOTIFICATION_WORDS.en.morningTips.map((_, i) =>
  Object.fromEntries(LANGUAGES.map((language) => [language, NOTIFICATION_WORDS[language].morningTips[i]!])) as Record<Language, string>);
