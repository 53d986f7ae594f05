import type { ExportStage, ExportStatus } from '@fitrater/contracts';
import { BaseModel } from '@fitrater/platform';

export type AccountExportStatus = ExportStatus;

export class AccountExportModel extends BaseModel {
  static override tableName = 'account_exports';
  id!: string;
  userId!: string;
  status!: AccountExportStatus;
  stage!: ExportStage;
  fileKey!: string | null;
  bytes!: number | string | null;
  createdAt!: Date;
  readyAt!: Date | null;
  expiresAt!: Date | null;
}
