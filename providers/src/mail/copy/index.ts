import type { Language } from '@fitrater/contracts';
import type { MailCopy } from './types';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { de } from './de';
import { it } from './it';
import { pt } from './pt';
import { zh } from './zh';
import { ja } from './ja';
import { ko } from './ko';
import { ar } from './ar';

export type { AccountMailCopy, BillingMailCopy, ExportMailCopy, MailCopy } from './types';

/** Every language's e-mails; a language missing here, or a field missing in its file, does not compile. */
export const MAIL_COPY: Record<Language, MailCopy> = { en, es, fr, de, it, pt, zh, ja, ko, ar };
