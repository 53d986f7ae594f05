import { RENEWAL_REMINDER_DAYS } from '@fitrater/contracts';
import type { CoreContext } from '../context';
import { sendQueuedMail } from '../mail';
import { queueBillingMail } from './billing-mail';
import { DAY_MS } from './membership';
import { claimMembershipNotice, dueExpiryNotices, dueRenewalReminders } from './membership.repository';

/** Expiry notices are not sent for memberships that ended longer ago than this (e.g. after downtime). */
const EXPIRY_NOTICE_WINDOW_DAYS = 7;

export interface SweepResult {
  reminded: number;
  expired: number;
}

/**
 * The hourly membership sweep (`billing.sweep`): a renewal reminder 3 days
 * before expiry unless the member cancelled, and an expiry notice once premium
 * has ended. Each is recorded against the expiry it is about, in the same
 * transaction as its outbox row, so a rerun or a second worker sends nothing
 * twice and a renewal (new expiry) earns a new reminder. Premium itself needs
 * no switching off: every check compares the expiry with the clock.
 */
export async function runMembershipSweep(ctx: CoreContext): Promise<SweepResult> {
  const now = ctx.now();
  const remindBefore = new Date(now.getTime() + RENEWAL_REMINDER_DAYS * DAY_MS);
  const dueReminders = await dueRenewalReminders(ctx.db, now, remindBefore, 500);
  const dueNotices = await dueExpiryNotices(ctx.db, now, new Date(now.getTime() - EXPIRY_NOTICE_WINDOW_DAYS * DAY_MS), 500);

  const result: SweepResult = { reminded: 0, expired: 0 };
  for (const [users, kind] of [[dueReminders, 'renewal_reminder'], [dueNotices, 'premium_expired']] as const) {
    for (const candidate of users) {
      const mailId = await ctx.db.transaction(async (trx) => {
        // Claim: only one sweep wins the row for this expiry.
        if (!(await claimMembershipNotice(trx, candidate, kind))) return null;
        return queueBillingMail(trx, ctx.config, candidate, kind, candidate.premiumExpiresAt!);
      });
      if (!mailId) continue;
      await sendQueuedMail(ctx, mailId);
      if (kind === 'premium_expired') {
        result.expired += 1;
        await ctx.publisher.publish(candidate.id, 'profile.updated', { fields: ['isPremium', 'premiumExpiresAt'] }).catch(() => undefined);
      } else {
        result.reminded += 1;
      }
    }
  }
  if (result.reminded || result.expired) ctx.logger.info(result, 'membership sweep');
  return result;
}
