import type { CoreContext } from '@fitrater/core';

export interface ScheduleEntry {
  name: string;
  cron: string;
  enqueue(ctx: CoreContext, at: Date): Promise<unknown>;
}

/** Minute-resolution tick id: `2026-11-21T10-30`. */
export const tickId = (at: Date) => at.toISOString().slice(0, 16).replace(':', '-');

export const SCHEDULE: ScheduleEntry[] = [
  {
    name: 'maintenance.cleanup',
    cron: '*/10 * * * *',
    enqueue: (ctx, at) => ctx.producer.enqueue('maintenance.cleanup', { tick: tickId(at) }),
  },
  // Billing (issue 14)
  {
    name: 'billing.sweep',
    cron: '7 * * * *',
    enqueue: (ctx, at) => ctx.producer.enqueue('billing.sweep', { tick: tickId(at) }),
  },
];
