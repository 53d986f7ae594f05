import { OFFERED_PREMIUM_FEATURES, PREMIUM_PERIOD_DAYS, REFUND_WINDOW_DAYS, type BillingPlan } from '@fitrater/contracts';
import type { Config } from '@fitrater/platform';
import { toMinor } from '@fitrater/providers';
import { checkoutAvailable } from './payments-status';

/** The one plan, from configuration: every screen shows this price (never one of its own). */
export function billingPlan(config: Config): BillingPlan {
  return {
    amount: config.premiumPriceUsd,
    currency: config.premiumCurrency,
    interval: 'month',
    periodDays: PREMIUM_PERIOD_DAYS,
    ratingsPerMonth: config.premiumMonthlyRatings,
    freeRatingsPerMonth: config.freeMonthlyRatings,
    features: [...OFFERED_PREMIUM_FEATURES],
    provider: config.paymentProvider,
    testMode: config.paymentProvider === 'sandbox',
    refundWindowDays: REFUND_WINDOW_DAYS,
    checkoutAvailable: checkoutAvailable(config),
  };
}

/** What one payment costs, in minor units of the plan's currency. */
export const planAmountMinor = (config: Config) => toMinor(config.premiumPriceUsd);
