import type { Language } from '@fitrater/contracts';
import { BaseModel } from '../platform/db/base.model';

export class PendingRegistrationModel extends BaseModel {
  static override tableName = 'pending_registrations';
  id!: string;
  email!: string;
  name!: string;
  passwordHash!: string;
  language!: Language;
  lastCodeSentAt!: Date;
  expiresAt!: Date;
  createdAt!: Date;
}
