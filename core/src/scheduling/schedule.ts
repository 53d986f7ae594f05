import { weekKey } from '@fitrater/contracts';
import type { CoreContext } from '../context';
import { hourBucket } from '../notifications';

/**
 * Every scheduled task, defined once: the scheduler process (workers/src/scheduler.ts)
 * registers these with node-cron and `fitrater schedule list` prints them. Crons are UTC.
 * A task only enqueues; its job id comes from the tick's time, so two schedulers, or a
 * restart within the period, enqueue each run once.
 */
export interface ScheduleEntry {
  name: string;
  cron: string;
  /** What the task does, for `fitrater schedule list`. */
  description: string;
  enqueue(ctx: CoreContext, at: Date): Promise<unknown>;
  /** Also enqueue once when the scheduler starts (the job id keeps it to one run per period). */
  atStart?: boolean;
}

/** Minute-resolution tick id: `2026-11-21T10-30`. */
export const tickId = (at: Date) => at.toISOString().slice(0, 16).replace(':', '-');

export const SCHEDULE: ScheduleEntry[] = [
  {
    name: 'maintenance.cleanup',
    cron: '*/10 * * * *',
    description: 'Housekeeping: expired one-time state, lost mails sent again',
    enqueue: (ctx, at) => ctx.producer.enqueue('maintenance.cleanup', { tick: tickId(at) }),
  },
  // Community: a new weekly challenge every Monday 00:00 UTC; at start so a fresh install has one.
  {
    name: 'challenge.rotate',
    cron: '0 0 * * 1',
    description: 'Close last week\'s challenge, open this week\'s',
    atStart: true,
    enqueue: (ctx, at) => ctx.producer.enqueue('challenge.rotate', { week: weekKey(at) }),
  },
  // Trends: this season's picture rebuilt every Monday 03:00 UTC, one job per ISO week however many schedulers run.
  {
    name: 'trends.refresh',
    cron: '0 3 * * 1',
    description: 'Rebuild this season\'s fashion trends (levels follow the calendar)',
    enqueue: (ctx, at) => ctx.producer.enqueue('trends.refresh', { season: 'current', timeframe: 'current', key: `week-${weekKey(at)}` }),
  },
  // Billing
  {
    name: 'billing.sweep',
    cron: '7 * * * *',
    description: 'Renewal reminders and membership expiry',
    enqueue: (ctx, at) => ctx.producer.enqueue('billing.sweep', { tick: tickId(at) }),
  },
  // Notifications: hourly, for the time zones where it is now 08:00 / 19:00.
  {
    name: 'notify.morning-tip',
    cron: '0 * * * *',
    description: 'Morning tip at 08:00 in each user\'s time zone',
    enqueue: (ctx, at) => ctx.producer.enqueue('notify.reminder', { kind: 'morning_tip', hour: hourBucket(at) }),
  },
  {
    name: 'notify.streak-reminder',
    cron: '0 * * * *',
    description: 'Streak reminder at 19:00 local for live streaks not yet extended today',
    enqueue: (ctx, at) => ctx.producer.enqueue('notify.reminder', { kind: 'streak_reminder', hour: hourBucket(at) }),
  },
];
