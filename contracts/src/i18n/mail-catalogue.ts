import type { Language } from '../languages';
import type { MailCopy } from './mail-copy';
import { en } from './en/mail';
import { es } from './es/mail';
import { fr } from './fr/mail';
import { de } from './de/mail';
import { it } from './it/mail';
import { pt } from './pt/mail';
import { zh } from './zh/mail';
import { ja } from './ja/mail';
import { ko } from './ko/mail';
import { ar } from './ar/mail';

export type { AccountMailCopy, BillingMailCopy, ExportMailCopy, MailCopy } from './mail-copy';

/** Every language's e-mails; a language missing here, or a field missing in its file, does not compile. */
export const MAIL_COPY: Record<Language, MailCopy> = { en, es, fr, de, it, pt, zh, ja, ko, ar };
