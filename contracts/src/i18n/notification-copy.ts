import type { Language } from '../languages';
import { NOTIFICATION_WORDS } from './notification-catalogue';
import type { NotificationCopy } from './types';

export type { NotificationCopy } from './types';

/** The words around operator text and the reminders, per language (from i18n/<lang>/notifications.ts). */
export const NOTIFICATION_COPY: Record<Language, NotificationCopy> = Object.fromEntries(
  Object.entries(NOTIFICATION_WORDS).map(([language, words]) => [language, words.copy]),
) as Record<Language, NotificationCopy>;
