import type { Knex } from 'knex';
import type { Usage } from '@fitrater/contracts';
import type { CoreContext } from '../context';
import { UsageCounterModel } from './rating.model';
import { type UserModel } from '../users/user.model';

/** The quota period: the calendar month in UTC (DECISIONS.md), e.g. '2026-11'. */
export function usagePeriod(now: Date): string {
  return now.toISOString().slice(0, 7);
}

export function periodResetsAt(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

export function monthlyLimit(ctx: Pick<CoreContext, 'config'>, user: UserModel, now: Date): number {
  return user.isPremiumAt(now) ? ctx.config.premiumMonthlyRatings : ctx.config.freeMonthlyRatings;
}

/**
 * Takes one unit of the month's quota, atomically: the conditional upsert
 * succeeds only while `used < limit`, so concurrent requests can never
 * exceed it. Returns false when the limit is reached.
 */
export async function consumeUnit(trx: Knex, userId: string, period: string, limit: number): Promise<boolean> {
  if (limit <= 0) return false;
  const result = await trx.raw<{ rows: unknown[] }>(
    `insert into usage_counters (user_id, period, used) values (?, ?, 1)
     on conflict (user_id, period) do update set used = usage_counters.used + 1
     where usage_counters.used < ?
     returning used`,
    [userId, period, limit],
  );
  return result.rows.length === 1;
}

/** Gives a unit back (a rating that failed). */
export async function refundUnit(trx: Knex, userId: string, period: string): Promise<void> {
  await UsageCounterModel.query(trx).where({ userId, period }).where('used', '>', 0).decrement('used', 1);
}

export async function getUsage(ctx: CoreContext, user: UserModel): Promise<Usage> {
  const now = ctx.now();
  const period = usagePeriod(now);
  const row = await UsageCounterModel.query(ctx.db).findById([user.id, period]);
  const limit = monthlyLimit(ctx, user, now);
  const used = row?.used ?? 0;
  return {
    used,
    limit,
    remaining: Math.max(0, limit - used),
    isPremium: user.isPremiumAt(now),
    period,
    resetsAt: periodResetsAt(now).toISOString(),
  };
}
