import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '@fitrater/contracts/values';
import { chooseLanguage } from '../lib/i18n';
import { saveAccountLanguage, useSession } from '../lib/session';
import { languageStore } from '../lib/storage';

/**
 * Keeps the account's language (used for its e-mails) and the UI language in
 * step: a device without its own choice adopts the account's; a choice made
 * on this device is saved to the account.
 */
export function LanguageSync() {
  const { i18n } = useTranslation();
  const { profile } = useSession();
  const current = i18n.resolvedLanguage ?? i18n.language;

  useEffect(() => {
    if (!profile) return;
    if (!languageStore.get() && isLanguage(profile.language) && profile.language !== current) {
      void chooseLanguage(profile.language);
      return;
    }
    if (isLanguage(current) && profile.language !== current && languageStore.get() === current) {
      saveAccountLanguage(current).catch((error: unknown) => console.warn('Language not saved to the account', error));
    }
  }, [profile, current]);

  return null;
}
