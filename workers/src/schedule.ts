import { weekKey, type CoreContext } from '@fitrater/core';

export interface ScheduleEntry {
  name: string;
  cron: string;
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
    enqueue: (ctx, at) => ctx.producer.enqueue('maintenance.cleanup', { tick: tickId(at) }),
  },
  // Community (issue 11): a new weekly challenge every Monday 00:00 UTC; at start so a fresh install has one.
  {
    name: 'challenge.rotate',
    cron: '0 0 * * 1',
    atStart: true,
    enqueue: (ctx, at) => ctx.producer.enqueue('challenge.rotate', { week: weekKey(at) }),
  },
  // Billing (issue 14)
  {
    name: 'billing.sweep',
    cron: '7 * * * *',
    enqueue: (ctx, at) => ctx.producer.enqueue('billing.sweep', { tick: tickId(at) }),
  },
];
