import type { Language } from '@fitrater/contracts';
import type { MailKind } from '@fitrater/providers';
import { BaseModel } from '@fitrater/platform';

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
