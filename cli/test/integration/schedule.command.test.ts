import { describe, expect, it } from 'vitest';
import { SCHEDULE } from '@fitrater/core';
import { runCliInProcess } from '../support/cli-harness';

describe('fitrater schedule list', () => {
  it('prints every task of the scheduler’s own table with its next run', async () => {
    const before = Date.now();
    const res = await runCliInProcess(['schedule', 'list', '--json'], {});
    expect(res.code, res.stderr).toBe(0);
    const rows = JSON.parse(res.stdout) as Array<{ name: string; cron: string; nextRun: string }>;
    expect(rows.map((r) => r.name)).toEqual(SCHEDULE.map((e) => e.name));
    expect(rows.map((r) => r.name)).toEqual(expect.arrayContaining(['notify.morning-tip', 'notify.streak-reminder', 'challenge.rotate', 'billing.sweep', 'maintenance.cleanup']));
    for (const row of rows) {
      const next = Date.parse(row.nextRun);
      expect(next, row.name).toBeGreaterThan(before);
      expect(next, row.name).toBeLessThanOrEqual(before + 8 * 86_400_000);
    }
    // The hourly reminders fire at the top of the next hour.
    const hourly = rows.find((r) => r.name === 'notify.morning-tip')!;
    expect(hourly.cron).toBe('0 * * * *');
    expect(new Date(hourly.nextRun).getUTCMinutes()).toBe(0);
    expect(Date.parse(hourly.nextRun) - before).toBeLessThanOrEqual(3_600_000);
    // Weekly challenge: a Monday at 00:00 UTC.
    const weekly = new Date(rows.find((r) => r.name === 'challenge.rotate')!.nextRun);
    expect([weekly.getUTCDay(), weekly.getUTCHours(), weekly.getUTCMinutes()]).toEqual([1, 0, 0]);

    const table = await runCliInProcess(['schedule', 'list'], {});
    expect(table.code, table.stderr).toBe(0);
    const lines = table.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^TASK\s+CRON \(UTC\)\s+NEXT RUN\s+WHAT$/);
    expect(lines).toHaveLength(SCHEDULE.length + 1);
    expect(table.stdout).toMatch(/^notify\.streak-reminder\s+0 \* \* \* \*\s+\d{4}-\d{2}-\d{2} \d{2}:00:00Z\s+Streak reminder/m);
  });
});
