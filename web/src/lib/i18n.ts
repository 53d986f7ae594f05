import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, pickLanguage, textDirection } from '@fitrater/contracts/values';
import type { Language } from '@fitrater/contracts';
import { languageStore } from './storage';
import { setRequestLanguage } from './http';
import enAuth from '../../../contracts/src/i18n/en/web/auth.json';
import enCommon from '../../../contracts/src/i18n/en/web/common.json';
import enErrors from '../../../contracts/src/i18n/en/web/errors.json';
import enInstall from '../../../contracts/src/i18n/en/web/install.json';
import enIntro from '../../../contracts/src/i18n/en/web/intro.json';
import enPages from '../../../contracts/src/i18n/en/web/pages.json';
import enProfile from '../../../contracts/src/i18n/en/web/profile.json';

/**
 * i18n by key, direction by language (ARCHITECTURE.md habit 9). English ships
 * in the main bundle; every other language is a set of lazily imported JSON
 * chunks, fetched once when that language is chosen.
 */
export const NAMESPACES = ['common', 'auth', 'intro', 'profile', 'install', 'pages', 'errors'] as const;

const english = { common: enCommon, auth: enAuth, intro: enIntro, profile: enProfile, install: enInstall, pages: enPages, errors: enErrors };

/**
 * Texts of the rating screens, loaded with their (lazy) routes in every
 * language, English included, so they cost the first route nothing.
 */
export const LAZY_NAMESPACES = [
  'rating', 'history', 'achievements', 'stats',
  // Community
  'closet', 'challenges', 'referrals',
  // Billing
  'billing',
  // chat
  'chat',
  // Premium styling and trends
  'styling', 'trends',
  // Notifications and the admin panel
  'notifications', 'admin',
] as const;
export type LazyNamespace = (typeof LAZY_NAMESPACES)[number];

/** Each language's web strings live in its folder with its other words (contracts/src/i18n/<lang>/web/). */
const lazyLocales = import.meta.glob<{ default: Record<string, unknown> }>([
  '../../../contracts/src/i18n/*/web/*.json',
  '!../../../contracts/src/i18n/en/web/{common,auth,intro,profile,install,pages,errors}.json',
]);

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = lazyLocales[`../../../contracts/src/i18n/${language}/web/${namespace}.json`];
    if (!load) {
      callback(new Error(`No ${namespace} texts for ${language}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, false),
    );
  },
};

/** Keeps the document, the API's Accept-Language and the device setting in step with the UI language. */
function applyLanguage(language: string): void {
  const lng: Language = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  document.documentElement.lang = lng;
  document.documentElement.dir = textDirection(lng);
  setRequestLanguage(lng);
}

export function initialLanguage(): Language {
  const stored = languageStore.get();
  if (isLanguage(stored)) return stored;
  return pickLanguage(typeof navigator === 'undefined' ? undefined : navigator.languages?.join(','));
}

export async function initI18n(language: Language = initialLanguage()) {
  i18next.on('languageChanged', applyLanguage);
  await i18next
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: ['en', 'es', 'fr', 'de', 'it', 'pt', 'zh', 'ja', 'ko', 'ar'],
      ns: [...NAMESPACES],
      defaultNS: 'common',
      resources: { en: english },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
      showSupportNotice: false,
    });
  applyLanguage(i18next.language);
  return i18next;
}

/** Loads a lazy route's texts (in the UI language and the English fallback) before the route renders. */
export function loadNamespaces(namespaces: readonly LazyNamespace[]): Promise<void> {
  return i18next.loadNamespaces([...namespaces]);
}

/** The user's explicit choice: remembered on the device under fitRater-language. */
export async function chooseLanguage(language: Language): Promise<void> {
  languageStore.set(language);
  await i18next.changeLanguage(language);
}

export { i18next };
