import type { PaymentProviderName, PaymentStatus } from '@fitrater/contracts';
import { BaseModel } from '@fitrater/platform';

/** One checkout: created by "initiate", settled by verification (redirect, webhook or a retry). */
export class PaymentTransactionModel extends BaseModel {
  static override tableName = 'payment_transactions';
  id!: string;
  userId!: string;
  reference!: string;
  provider!: PaymentProviderName;
  providerTransactionId!: string | null;
  amountMinor!: number;
  currency!: string;
  status!: PaymentStatus;
  paymentUrl!: string | null;
  failureReason!: string | null;
  grantedAt!: Date | null;
  premiumUntil!: Date | null;
  verifiedAt!: Date | null;
  createdAt!: Date;
  updatedAt!: Date;
}

export type RefundStatus = 'pending' | 'approved' | 'denied';

export class RefundRequestModel extends BaseModel {
  static override tableName = 'refund_requests';
  id!: string;
  userId!: string;
  transactionId!: string;
  reason!: string;
  status!: RefundStatus;
  createdAt!: Date;
}
