import { Type, type Static } from 'typebox';
import { StringEnum, Uuid } from './common';
import { MEMBERSHIP_STATUSES, PAYMENT_PROVIDERS, PAYMENT_STATUSES, PREMIUM_FEATURES } from '../billing';

const DateTime = Type.String({ format: 'date-time' });
const NullableDateTime = Type.Union([DateTime, Type.Null()]);
/** Our references: `FR-` and 24 base32 characters; anything else is refused before a lookup. */
export const PaymentReference = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });

export const BillingPlan = Type.Object({
  amount: Type.Number(),
  currency: Type.String({ minLength: 3, maxLength: 3 }),
  interval: Type.Literal('month'),
  periodDays: Type.Integer(),
  ratingsPerMonth: Type.Integer(),
  freeRatingsPerMonth: Type.Integer(),
  features: Type.Array(StringEnum(PREMIUM_FEATURES)),
  provider: StringEnum(PAYMENT_PROVIDERS),
  /** True with the sandbox provider: no money moves. */
  testMode: Type.Boolean(),
  refundWindowDays: Type.Integer(),
  /** False when no checkout can start (the sandbox on a public address): the subscribe page says payments are not configured yet. */
  checkoutAvailable: Type.Optional(Type.Boolean()),
});
export type BillingPlan = Static<typeof BillingPlan>;

export const InitiatePaymentReply = Type.Object({
  success: Type.Literal(true),
  paymentUrl: Type.String(),
  reference: Type.String(),
});
export type InitiatePaymentReply = Static<typeof InitiatePaymentReply>;

export const VerifyPaymentBody = Type.Object({ tx_ref: PaymentReference }, { additionalProperties: false });
export type VerifyPaymentBody = Static<typeof VerifyPaymentBody>;

export const VerifyPaymentReply = Type.Object({
  success: Type.Boolean(),
  status: StringEnum(PAYMENT_STATUSES),
  isPremium: Type.Boolean(),
  expiresAt: NullableDateTime,
});
export type VerifyPaymentReply = Static<typeof VerifyPaymentReply>;

/** A provider's webhook body: any JSON object; only the reference in it is read, then verified. */
export const PaymentWebhookBody = Type.Object({}, { additionalProperties: true });

export const WebhookReply = Type.Object({ received: Type.Literal(true) });

export const Membership = Type.Object({
  isPremium: Type.Boolean(),
  status: StringEnum(MEMBERSHIP_STATUSES),
  expiresAt: NullableDateTime,
  daysRemaining: Type.Integer(),
  /** Cancelled: access kept to expiresAt, no renewal reminder. */
  cancelled: Type.Boolean(),
  /** The latest granted payment that may still be refunded, if any. */
  refundableReference: Type.Union([Type.String(), Type.Null()]),
});
export type Membership = Static<typeof Membership>;

export const RefundRequestBody = Type.Object(
  { reference: PaymentReference, reason: Type.String({ minLength: 1, maxLength: 1000 }) },
  { additionalProperties: false },
);
export type RefundRequestBody = Static<typeof RefundRequestBody>;

export const RefundRequestReply = Type.Object({
  id: Uuid,
  reference: Type.String(),
  status: Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('denied')]),
  createdAt: DateTime,
});
export type RefundRequestReply = Static<typeof RefundRequestReply>;

export const SandboxCheckoutParams = Type.Object({ reference: PaymentReference });
export const SandboxActionParams = Type.Object({
  reference: PaymentReference,
  action: Type.Union([Type.Literal('pay'), Type.Literal('cancel'), Type.Literal('fail')]),
});
export type SandboxActionParams = Static<typeof SandboxActionParams>;

/** GET /api/admin/payments/status: what the admin panel's payments banner shows. */
export const PaymentsStatusReply = Type.Object({
  provider: StringEnum(PAYMENT_PROVIDERS),
  /** The sandbox provider: no money moves, anyone can "pay". */
  sandbox: Type.Boolean(),
  /** `off`: the sandbox on a public PUBLIC_URL without ALLOW_SANDBOX_PAYMENTS=true. */
  checkout: Type.Union([Type.Literal('open'), Type.Literal('off')]),
  /** `failing`: the provider refused our secret key at its latest answer. */
  auth: Type.Union([Type.Literal('ok'), Type.Literal('failing'), Type.Literal('unknown')]),
  /** Refusals counted since the Redis data began. */
  authFailures: Type.Integer({ minimum: 0 }),
  lastAuthFailureAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type PaymentsStatusReply = Static<typeof PaymentsStatusReply>;
