import { useTranslation } from 'react-i18next';
import { challengeTheme, isLanguage } from '@fitrater/contracts/values';

/** A challenge theme's title and description in the UI language. */
export function useThemeText(): (themeId: string) => { title: string; description: string } {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  return (themeId: string) => challengeTheme(themeId).text[language];
}
