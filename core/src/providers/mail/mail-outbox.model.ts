import type { Language } from '@fitrater/contracts';
import { BaseModel } from '../../platform/db/base.model';

export type MailKind = 'verify_email' | 'welcome' | 'reset_password' | 'password_changed'
  // Billing (issue 14)
  | 'payment_confirmation' | 'renewal_reminder' | 'premium_expired'
  // hardening (issue 8)
  | 'export_ready';
export type MailStatus = 'queued' | 'sending' | 'sent' | 'failed';

export class MailOutboxModel extends BaseModel {
  static override tableName = 'mail_outbox';
  id!: string;
  userId!: string | null;
  toAddress!: string;
  kind!: MailKind;
  language!: Language;
  subject!: string;
  textBody!: string;
  htmlBody!: string;
  status!: MailStatus;
  attempts!: number;
  provider!: string | null;
  providerMessageId!: string | null;
  lastError!: string | null;
  sentAt!: Date | null;
  createdAt!: Date;
}
