import type { Language } from '@fitrater/contracts';
import { BaseModel } from '@fitrater/platform';

export class PendingRegistrationModel extends BaseModel {
  static override tableName = 'pending_registrations';
  id!: string;
  email!: string;
  name!: string;
  passwordHash!: string;
  language!: Language;
  lastCodeSentAt!: Date;
  expiresAt!: Date;
  /** A known referral code from the sign-up link; linked when the account is created. */
  referralCode!: string | null;
  createdAt!: Date;
}
