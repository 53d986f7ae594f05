import type { CoreContext } from '../context';
import { isUniqueViolation } from '@fitrater/platform';
import { emitDomainEvent } from '../domain-events';
import { lockForGrant, recordGrant } from './payment.repository';
import { extendedExpiry } from './membership';
import { queueBillingMail } from './billing-mail';

export type GrantOutcome =
  | { granted: true; premiumUntil: Date; mailId: string }
  | { granted: false; reason: 'already_granted' | 'provider_transaction_reused' };

/**
 * Extends premium for one verified payment, exactly once. In one database
 * transaction: the user row is locked (grants of one user queue up), the
 * transaction row is re-read and granted only if it was not yet, and the unique
 * index on (provider, provider_transaction_id) refuses a provider charge that
 * already paid for another reference. The redirect, webhook retries and
 * verify polls can all race here; one of them wins.
 */
export async function grantForPayment(ctx: CoreContext, transactionId: string, providerTransactionId: string): Promise<GrantOutcome> {
  const now = ctx.now();
  try {
    const outcome = await ctx.db.transaction(async (trx) => {
      const { tx, user, alreadyGranted } = await lockForGrant(trx, transactionId);
      if (alreadyGranted) return { granted: false, reason: 'already_granted' } as const;
      const premiumUntil = extendedExpiry(user.premiumExpiresAt, now);
      await recordGrant(trx, { transactionId, providerTransactionId, userId: user.id, premiumUntil, now });
      // The confirmation's outbox row commits with the grant; it is sent after commit.
      const mailId = await queueBillingMail(trx, ctx.config, user, 'payment_confirmation', premiumUntil, tx.amountMinor);
      return { granted: true, premiumUntil, mailId, userId: user.id } as const;
    });
    if (!outcome.granted) return outcome;
    // The webhook that grants is not the member's own request: announced here so their next read in
    // this process sees premium before Postgres's notification arrives (users/user-cache.ts evicts).
    await emitDomainEvent(ctx, 'membership.changed', { userId: outcome.userId });
    return { granted: true, premiumUntil: outcome.premiumUntil, mailId: outcome.mailId };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return { granted: false, reason: 'provider_transaction_reused' };
  }
}
