import type { PaymentProviderName, PaymentStatus } from '@fitrater/contracts';

/**
 * One interface for every payment provider (sandbox, Flutterwave). The
 * provider never decides what the user gets: the billing service compares
 * what verify() reports with the transaction it created and grants premium.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Opens a hosted checkout; returns where to send the user. */
  initiate(input: InitiateInput): Promise<{ paymentUrl: string }>;
  /** Asks the provider what happened to our reference. Throws PaymentProviderError when it cannot tell. */
  verify(reference: string): Promise<ProviderVerification>;
  /**
   * Authenticates a webhook delivery and names the reference it is about; null when the
   * signature is wrong. The body is never trusted beyond the reference: it is verified again.
   */
  parseWebhook(headers: Record<string, string | string[] | undefined>, body: unknown): WebhookNotice | null;
}

export interface InitiateInput {
  reference: string;
  amountMinor: number;
  currency: string;
  /** Absolute URL the provider sends the user back to, with tx_ref and status appended. */
  redirectUrl: string;
  customer: { email: string; name: string };
  title: string;
}

export interface ProviderVerification {
  /** 'pending' when the provider has not settled (or does not know the reference yet). */
  status: PaymentStatus;
  reference: string;
  providerTransactionId: string | null;
  amountMinor: number | null;
  currency: string | null;
}

export interface WebhookNotice {
  reference: string;
}

/** The provider could not answer (network, timeout, 5xx, malformed reply): nothing is decided, try again later. */
export class PaymentProviderError extends Error {
  constructor(message: string, readonly retryable = true) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

/**
 * The provider refused our credentials (Flutterwave: 401/403, a wrong or rotated secret key).
 * Not "pending": nothing can be verified until an operator fixes the key, so it is logged,
 * counted and shown on /api/health and the admin panel.
 */
export class PaymentProviderAuthError extends PaymentProviderError {
  constructor(message: string, readonly httpStatus: number) {
    super(message, false);
    this.name = 'PaymentProviderAuthError';
  }
}

/** Amounts travel as decimal units at the providers and as integer minor units here. */
export const toMinor = (amount: number) => Math.round(amount * 100);
export const fromMinor = (minor: number) => minor / 100;
