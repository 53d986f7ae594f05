/** Billing constants shared by server and client (spec part 2 §9, DECISIONS.md). Prices come from the server. */

/** Each verified payment extends premium by this many days (no stored card: nothing renews by itself). */
export const PREMIUM_PERIOD_DAYS = 30;
/** Membership is "expiring soon" (renew button) when this many days or fewer remain. */
export const EXPIRING_SOON_DAYS = 7;
/** The renewal reminder goes this many days before expiry, unless the member cancelled. */
export const RENEWAL_REMINDER_DAYS = 3;
/** Refunds may be requested within this many days of a payment (7-day money-back). */
export const REFUND_WINDOW_DAYS = 7;
/** A pending checkout is reused by a second "initiate" for this long. */
export const PENDING_CHECKOUT_FRESH_MINUTES = 30;

/** The payment result screen's verification loop (spec part 2 §7, §9). */
export const PAYMENT_VERIFY_INITIAL_DELAY_MS = 2_000;
export const PAYMENT_VERIFY_RETRY_MS = 5_000;
export const PAYMENT_VERIFY_MAX_RETRIES = 6;

export const PAYMENT_PROVIDERS = ['sandbox', 'flutterwave'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export const PAYMENT_STATUSES = ['pending', 'successful', 'failed', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const MEMBERSHIP_STATUSES = ['none', 'active', 'expiring_soon', 'expired'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

/** What premium includes; the client translates each key. */
export const PREMIUM_FEATURES = ['monthly_ratings', 'style_suggestions', 'premium_styling', 'trends', 'chat', 'priority_support'] as const;
export type PremiumFeature = (typeof PREMIUM_FEATURES)[number];
/**
 * What /subscribe and /premium promise today: only features a member can reach. A feature
 * joins this list in the same change that lands its screen (no overselling).
 */
export const OFFERED_PREMIUM_FEATURES: readonly PremiumFeature[] = ['monthly_ratings', 'style_suggestions', 'premium_styling', 'trends', 'chat', 'priority_support'];

/** The sandbox checkout's actions and the redirect status each produces (like a real provider's redirect). */
export const SANDBOX_ACTIONS = { pay: 'successful', cancel: 'cancelled', fail: 'failed' } as const;
export type SandboxAction = keyof typeof SANDBOX_ACTIONS;
