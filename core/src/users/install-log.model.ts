import { BaseModel } from '@fitrater/platform';

export class InstallLogModel extends BaseModel {
  static override tableName = 'install_logs';
  id!: string;
  deviceType!: 'mobile' | 'desktop';
  userAgent!: string;
  clientTimestamp!: Date;
  createdAt!: Date;
}
