import { Command } from 'commander';
import cron from 'node-cron';
import { SCHEDULE } from '@fitrater/core';
import { formatDate, formatTable, print, printJson } from '../support/output';

/** The next time a UTC cron expression fires after now (node-cron's own reading, as the scheduler uses it). */
export function nextRun(expression: string): Date | null {
  const task = cron.createTask(expression, () => undefined, { timezone: 'UTC' });
  try {
    return task.getNextRuns(1)[0] ?? null;
  } finally {
    void task.destroy();
  }
}

/** Registers `fitrater schedule …`: what the scheduler process runs, from the same table it reads. */
export function scheduleCommand(program: Command): void {
  const schedule = program.command('schedule').description('Scheduled tasks (the scheduler process)');

  schedule.command('list')
    .description('Every scheduled task with its cron (UTC) and next run')
    .option('--json', 'print JSON')
    .action((options: { json?: boolean }) => {
      const rows = SCHEDULE.map((entry) => ({
        name: entry.name, cron: entry.cron, description: entry.description, nextRun: nextRun(entry.cron)?.toISOString() ?? null,
      }));
      if (options.json) return printJson(rows);
      print(formatTable(rows, [
        { header: 'TASK', value: (r) => r.name },
        { header: 'CRON (UTC)', value: (r) => r.cron },
        { header: 'NEXT RUN', value: (r) => formatDate(r.nextRun) },
        { header: 'WHAT', value: (r) => r.description },
      ]));
    });
}
