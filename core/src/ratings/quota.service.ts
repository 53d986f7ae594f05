import type { Knex } from 'knex';
import { snakeCaseMappers } from 'objection';
import type { Usage } from '@fitrater/contracts';
import type { CoreContext } from '../context';
import { UsageCounterModel } from './rating.model';
import { type UserModel } from '../users';

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

const toColumns = snakeCaseMappers().format;

/**
 * Takes one unit of the month's quota and inserts `row` into `table`, atomically and in one statement
 * (one round trip, where a transaction of the two took four). The conditional upsert takes the unit
 * only while `used < limit`, so concurrent requests can never exceed it, and the row is inserted only
 * with the unit: false (nothing inserted) when the limit is reached. A row that breaks a unique
 * constraint aborts the whole statement, so a repeated request takes no unit.
 */
export async function insertTakingUnit(db: Knex, table: string, row: Record<string, unknown>, unit: { userId: string; period: string; limit: number }): Promise<boolean> {
  if (unit.limit <= 0) return false;
  // Undefined fields are left out, as an insert leaves them to their column defaults.
  const columns = toColumns(Object.fromEntries(Object.entries(row).filter(([, value]) => value !== undefined))) as Record<string, unknown>;
  const names = Object.keys(columns);
  const list = names.map(() => '??').join(', ');
  // json_populate_record gives each value its column's type (uuid, text, …) as an INSERT … VALUES would.
  const result = await db.raw<{ rows: unknown[] }>(
    `with unit as (
       insert into usage_counters (user_id, period, used) values (?, ?, 1)
       on conflict (user_id, period) do update set used = usage_counters.used + 1
       where usage_counters.used < ?
       returning used)
     insert into ?? (${list})
     select ${list} from json_populate_record(null::??, ?::json)
     where exists (select 1 from unit)
     returning 1`,
    [unit.userId, unit.period, unit.limit, table, ...names, ...names, table, JSON.stringify(columns)],
  );
  return result.rows.length === 1;
}

/** Gives a unit back (a rating that failed). */
export async function refundUnit(trx: Knex, userId: string, period: string): Promise<void> {
  await UsageCounterModel.query(trx).where({ userId, period }).where('used', '>', 0).decrement('used', 1);
}

/** `known`: the month's counter already read with the user (authenticateToken); else it is read here. */
export async function getUsage(ctx: CoreContext, user: UserModel, known?: { period: string; used: number }): Promise<Usage> {
  const now = ctx.now();
  const period = usagePeriod(now);
  const used = known?.period === period ? known.used : ((await UsageCounterModel.query(ctx.db).findById([user.id, period]))?.used ?? 0);
  const limit = monthlyLimit(ctx, user, now);
  return {
    used,
    limit,
    remaining: Math.max(0, limit - used),
    isPremium: user.isPremiumAt(now),
    period,
    resetsAt: periodResetsAt(now).toISOString(),
  };
}
