import type { ChatPersonality, ChatRole, ChatStatus, Language } from '@fitrater/contracts';
import { BaseModel } from '@fitrater/platform';

export class ChatMessageModel extends BaseModel {
  static override tableName = 'chat_messages';
  id!: string;
  userId!: string;
  role!: ChatRole;
  message!: string;
  personality!: ChatPersonality;
  language!: Language;
  status!: ChatStatus;
  seq!: number;
  replyTo!: string | null;
  imageKey!: string | null;
  imageType!: string | null;
  /** Bytes of the stored (downscaled) photo. */
  imageBytes!: number | null;
  engine!: string | null;
  errorCode!: string | null;
  errorMessage!: string | null;
  createdAt!: Date;
  completedAt!: Date | null;
}
