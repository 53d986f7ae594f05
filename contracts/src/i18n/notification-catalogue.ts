import type { Language } from '../languages';
import type { NotificationWords } from './types';
import { en } from './en/notifications';
import { es } from './es/notifications';
import { fr } from './fr/notifications';
import { de } from './de/notifications';
import { it } from './it/notifications';
import { pt } from './pt/notifications';
import { zh } from './zh/notifications';
import { ja } from './ja/notifications';
import { ko } from './ko/notifications';
import { ar } from './ar/notifications';

/**
 * Every language's notification words and morning tips. One folder per language (i18n/<lang>/); a language missing here, or a field missing
 * in its file, does not compile.
 */
export const NOTIFICATION_WORDS: Record<Language, NotificationWords> = { en, es, fr, de, it, pt, zh, ja, ko, ar };
