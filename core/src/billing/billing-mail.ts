import type { Knex } from 'knex';
import { PREMIUM_PERIOD_DAYS, type Language } from '@fitrater/contracts';
import type { Config } from '@fitrater/platform';
import { queueMail } from '../mail';
import { type MailKind, fromMinor } from '@fitrater/providers';
import type { UserModel } from '../users';
import { planAmountMinor } from './plan';

export type BillingMailKind = Extract<MailKind, 'payment_confirmation' | 'renewal_reminder' | 'premium_expired'>;

/** Amount and date written the way the reader's language writes them (dates in UTC, like the expiry itself). */
export function billingMailVars(config: Config, language: Language, expiresAt: Date, amountMinor = planAmountMinor(config)) {
  return {
    amount: new Intl.NumberFormat(language, { style: 'currency', currency: config.premiumCurrency }).format(fromMinor(amountMinor)),
    date: new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(expiresAt),
    days: PREMIUM_PERIOD_DAYS,
    renewUrl: `${config.publicUrl}/subscribe`,
  };
}

/** Stores a billing mail in the outbox inside the caller's transaction; send it after commit. */
export async function queueBillingMail(
  trx: Knex, config: Config, user: Pick<UserModel, 'id' | 'email' | 'name' | 'language' | 'addressForm'>, kind: BillingMailKind, expiresAt: Date, amountMinor?: number,
): Promise<string> {
  return queueMail(trx, {
    to: user.email,
    kind,
    language: user.language,
    userId: user.id,
    vars: { name: user.name, addressForm: user.addressForm, billing: billingMailVars(config, user.language, expiresAt, amountMinor) },
  });
}
