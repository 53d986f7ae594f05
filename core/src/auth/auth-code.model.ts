import { BaseModel } from '@fitrater/platform';

export type CodePurpose = 'verify_email' | 'reset_password';

export class AuthCodeModel extends BaseModel {
  static override tableName = 'auth_codes';
  id!: string;
  purpose!: CodePurpose;
  subjectId!: string;
  codeHash!: string;
  attempts!: number;
  expiresAt!: Date;
  consumedAt!: Date | null;
  createdAt!: Date;
}
