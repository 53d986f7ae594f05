import { BaseModel } from '@fitrater/platform';

export type AccountExportStatus = 'pending' | 'ready' | 'failed' | 'expired';

export class AccountExportModel extends BaseModel {
  static override tableName = 'account_exports';
  id!: string;
  userId!: string;
  status!: AccountExportStatus;
  fileKey!: string | null;
  bytes!: number | string | null;
  createdAt!: Date;
  readyAt!: Date | null;
  expiresAt!: Date | null;
}
