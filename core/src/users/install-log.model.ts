import { BaseModel } from '../platform/db/base.model';

export class InstallLogModel extends BaseModel {
  static override tableName = 'install_logs';
  id!: string;
  deviceType!: 'mobile' | 'desktop';
  userAgent!: string;
  clientTimestamp!: Date;
  createdAt!: Date;
}
