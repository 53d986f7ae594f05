import { BaseModel } from '@fitrater/platform';

export type RevokeReason = 'logout' | 'password_changed' | 'password_reset' | 'account_deleted' | 'admin';

export class SessionModel extends BaseModel {
  static override tableName = 'sessions';
  id!: string;
  userId!: string;
  tokenHash!: string;
  userAgent!: string | null;
  createdAt!: Date;
  lastUsedAt!: Date;
  revokedAt!: Date | null;
  revokedReason!: RevokeReason | null;
}
